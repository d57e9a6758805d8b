package org.voddesk.core;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * The life of a migration proposal (DESIGN.md data flow: propose, approve, execute, record):
 * <pre>
 * PENDING --approve--> APPROVED --start--> EXECUTING --> DONE
 *    |                    |                    \------> FAILED
 *    |--reject--> REJECTED \--(cannot start)----------> FAILED
 *    |--expire--> EXPIRED
 *    \--cancel--> CANCELLED  (also from APPROVED)
 * </pre>
 * A proposal is one move of a migration plan ({@link PlanRecord}); a move is cancelled, with the reason as its
 * outcome, when an earlier move of its plan failed or its plan was rejected after the move was approved.
 * REJECTED, EXPIRED, DONE, FAILED and CANCELLED are final.
 */
public enum ProposalState {
    PENDING, APPROVED, REJECTED, EXPIRED, EXECUTING, DONE, FAILED, CANCELLED;

    /** The states this one may move to; empty for a final state. */
    public Set<ProposalState> successors() {
        return switch (this) {
            case PENDING -> EnumSet.of(APPROVED, REJECTED, EXPIRED, CANCELLED);
            case APPROVED -> EnumSet.of(EXECUTING, FAILED, CANCELLED);
            case EXECUTING -> EnumSet.of(DONE, FAILED);
            case REJECTED, EXPIRED, DONE, FAILED, CANCELLED -> EnumSet.noneOf(ProposalState.class);
        };
    }

    /** Whether a proposal in this state may move to {@code next}. */
    public boolean canMoveTo(ProposalState next) {
        return successors().contains(next);
    }

    /** Whether the proposal's life is over. */
    public boolean isFinal() {
        return successors().isEmpty();
    }

    /** The lower-case word used in the database and in messages. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static ProposalState fromWord(String word) {
        for (ProposalState s : values()) {
            if (s.word().equals(word)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown proposal state '" + word + "'");
    }
}
