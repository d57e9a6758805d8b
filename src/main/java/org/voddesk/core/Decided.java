package org.voddesk.core;

/**
 * The figures of a {@link Decision}, read through by name: a plan and each of its moves carry one (who approved or
 * rejected it, when and why).
 */
public interface Decided {
    /** Who decided, when and why ({@link Decision#NONE} while undecided). */
    Decision decision();

    default String decidedBy() {
        return decision().by();
    }

    default Long decidedAtMs() {
        return decision().atMs();
    }

    default String decisionNote() {
        return decision().note();
    }
}
