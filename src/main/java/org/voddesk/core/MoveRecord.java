package org.voddesk.core;

/**
 * A move of a migration plan and its life so far.
 *
 * @param id               its number
 * @param draft            what was planned
 * @param state            where it is in its life
 * @param stateChangedAtMs when it entered {@code state}
 * @param decision         who approved or rejected it, when and why ({@link Decision#NONE} while undecided)
 * @param execution        when execution began and ended and what it reported ({@link Execution#NONE} before)
 * @param dependsOn        the move that must be done before this one may be approved (the previous link of an
 *                         RMTS migration chain), or {@code null}
 */
public record MoveRecord(long id, MoveDraft draft, MoveState state, long stateChangedAtMs,
                         Decision decision, Execution execution, Long dependsOn) implements Decided {
    public MoveRecord {
        if (decision == null || execution == null) {
            throw new IllegalArgumentException("a move record needs its decision and execution (NONE for none)");
        }
    }

    /** A move that depends on no other. */
    public MoveRecord(long id, MoveDraft draft, MoveState state, long stateChangedAtMs, Decision decision,
                      Execution execution) {
        this(id, draft, state, stateChangedAtMs, decision, execution, null);
    }

    // The execution's figures, read through.

    public Long executionStartedAtMs() {
        return execution.startedAtMs();
    }

    public Long finishedAtMs() {
        return execution.finishedAtMs();
    }

    public String outcome() {
        return execution.outcome();
    }
}
