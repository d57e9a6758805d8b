package org.voddesk.core;

import java.util.List;
import java.util.Optional;

/**
 * A migration plan and its life so far, with its moves in the order they run (each a {@link MoveRecord}
 * with its own state and outcome).
 *
 * @param id               its number
 * @param draft            what was proposed
 * @param state            where it is in its life
 * @param stateChangedAtMs when it entered {@code state}
 * @param decision         who approved or rejected it ({@code system} when it ran by itself), when and why
 *                         ({@link Decision#NONE} while undecided)
 * @param automation       the automation setting that let it run without a supervisor ({@code partial <= 2},
 *                         {@code automatic}, {@code re-homing automatic}), or {@code null}
 * @param outcome          what happened (why it failed, expired), or {@code null}
 * @param moves            its moves, in order
 */
public record PlanRecord(long id, PlanDraft draft, PlanState state, long stateChangedAtMs, Decision decision,
                         String automation, String outcome, List<MoveRecord> moves) implements Decided {
    public PlanRecord {
        if (decision == null) {
            throw new IllegalArgumentException("a plan record needs its decision (Decision.NONE for none)");
        }
        moves = List.copyOf(moves);
    }

    /** The same plan with these moves. */
    public PlanRecord withMoves(List<MoveRecord> planMoves) {
        return new PlanRecord(id, draft, state, stateChangedAtMs, decision, automation, outcome, planMoves);
    }

    /** The move with this number, if it is one of this plan's. */
    public Optional<MoveRecord> move(long moveId) {
        return moves.stream().filter(m -> m.id() == moveId).findFirst();
    }

    /** Whether some move still waits for a decision. */
    public boolean hasPendingMoves() {
        return moves.stream().anyMatch(m -> m.state() == MoveState.PENDING);
    }
}
