package org.voddesk.core;

import java.util.Set;

/**
 * The life of one move of a migration plan (DESIGN.md data flow: propose, approve, execute, record):
 * <pre>
 * PENDING --approve--> APPROVED --start--> EXECUTING --> DONE
 *    |                    |                    \------> FAILED
 *    |--reject--> REJECTED \--(cannot start)----------> FAILED
 *    |--expire--> EXPIRED
 *    \--cancel--> CANCELLED  (also from APPROVED)
 * </pre>
 * A move belongs to a migration plan ({@link PlanRecord}); it is cancelled, with the reason as its
 * outcome, when an earlier move of its plan failed or its plan was rejected after the move was approved.
 * REJECTED, EXPIRED, DONE, FAILED and CANCELLED are final.
 */
public enum MoveState {
    PENDING, APPROVED, REJECTED, EXPIRED, EXECUTING, DONE, FAILED, CANCELLED;

    private static final Transitions<MoveState> LIFE = Transitions.of(MoveState.class, "move")
            .allow(PENDING, APPROVED, REJECTED, EXPIRED, CANCELLED)
            .allow(APPROVED, EXECUTING, FAILED, CANCELLED)
            .allow(EXECUTING, DONE, FAILED)
            .build();

    /** The move's transition table, which the store's guarded update checks a change against. */
    public static Transitions<MoveState> transitions() {
        return LIFE;
    }

    /** The states this one may move to; empty for a final state. */
    public Set<MoveState> successors() {
        return LIFE.successors(this);
    }

    /** Whether a move in this state may move to {@code next}. */
    public boolean canMoveTo(MoveState next) {
        return LIFE.allows(this, next);
    }

    /** Whether the move's life is over. */
    public boolean isFinal() {
        return LIFE.isFinal(this);
    }

    /** The lower-case word used in the database and in messages. */
    public String word() {
        return LIFE.word(this);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static MoveState fromWord(String word) {
        return LIFE.fromWord(word);
    }
}
