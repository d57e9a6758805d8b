package org.voddesk.core;

import java.util.EnumSet;
import java.util.Locale;
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

    /** The states this one may move to; empty for a final state. */
    public Set<PlanState> successors() {
        return switch (this) {
            case PENDING -> EnumSet.of(APPROVED, REJECTED, EXPIRED);
            case APPROVED -> EnumSet.of(DONE, FAILED);
            case REJECTED, EXPIRED, DONE, FAILED -> EnumSet.noneOf(PlanState.class);
        };
    }

    public boolean canMoveTo(PlanState next) {
        return successors().contains(next);
    }

    public boolean isFinal() {
        return successors().isEmpty();
    }

    /** The lower-case word used in the database and in messages. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Parses {@link #word()}; throws {@link IllegalArgumentException} for anything else. */
    public static PlanState fromWord(String word) {
        for (PlanState s : values()) {
            if (s.word().equals(word)) {
                return s;
            }
        }
        throw new IllegalArgumentException("unknown plan state '" + word + "'");
    }
}
