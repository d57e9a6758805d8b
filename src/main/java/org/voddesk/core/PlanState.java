package org.voddesk.core;

import java.util.Set;

/**
 * The life of a migration plan (ALGORITHMS.md §7):
 * <pre>
 * PENDING --approve--> APPROVED --(its approved moves ran)--> DONE
 *    |                     \------(a move failed)-----------> FAILED
 *    |--reject--> REJECTED
 *    \--expire--> EXPIRED
 * </pre>
 * A plan is approved when no move of it waits for a decision any more and at least one was approved (a
 * supervisor may decide single moves); it is rejected when every move was rejected. REJECTED, EXPIRED, DONE and
 * FAILED are final.
 */
public enum PlanState {
    PENDING, APPROVED, REJECTED, EXPIRED, DONE, FAILED;

    private static final Transitions<PlanState> LIFE = Transitions.of(PlanState.class, "plan")
            .allow(PENDING, APPROVED, REJECTED, EXPIRED)
            .allow(APPROVED, DONE, FAILED)
            .build();

    /** The plan's transition table, which the store's guarded update checks a change against. */
    public static Transitions<PlanState> transitions() {
        return LIFE;
    }

    /** The states this one may move to; empty for a final state. */
    public Set<PlanState> successors() {
        return LIFE.successors(this);
    }

    /** Whether a plan in this state may move to {@code next}. */
    public boolean canMoveTo(PlanState next) {
        return LIFE.allows(this, next);
    }

    /** Whether the plan's life is over. */
    public boolean isFinal() {
        return LIFE.isFinal(this);
    }

    /** The lower-case word used in the database and in messages. */
    public String word() {
        return LIFE.word(this);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static PlanState fromWord(String word) {
        return LIFE.fromWord(word);
    }
}
