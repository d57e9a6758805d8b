package org.voddesk.core;

import java.util.List;
import java.util.Optional;

/**
 * A migration plan and its life so far, with its moves in the order they run (each a {@link ProposalRecord}
 * with its own state and outcome).
 *
 * @param id               its number
 * @param draft            what was proposed
 * @param state            where it is in its life
 * @param stateChangedAtMs when it entered {@code state}
 * @param decidedBy        who approved or rejected it ({@code system} when it ran by itself), or {@code null}
 * @param decidedAtMs      when, or {@code null}
 * @param decisionNote     why, or {@code null}
 * @param automation       the automation setting that let it run without a supervisor ({@code partial <= 2},
 *                         {@code automatic}, {@code re-homing automatic}), or {@code null}
 * @param outcome          what happened (why it failed, expired), or {@code null}
 * @param moves            its moves, in order
 */
public record PlanRecord(long id, PlanDraft draft, PlanState state, long stateChangedAtMs, String decidedBy,
                         Long decidedAtMs, String decisionNote, String automation, String outcome,
                         List<ProposalRecord> moves) {
    public PlanRecord {
        moves = List.copyOf(moves);
    }

    /** The move with this proposal number, if it is one of this plan's. */
    public Optional<ProposalRecord> move(long proposalId) {
        return moves.stream().filter(m -> m.id() == proposalId).findFirst();
    }

    /** Whether some move still waits for a decision. */
    public boolean hasPendingMoves() {
        return moves.stream().anyMatch(m -> m.state() == ProposalState.PENDING);
    }
}
