package org.voddesk.core;

/**
 * The figures of a move's {@link MoveGrounds}, read through by name: what the planners and the plan compare,
 * and what a screen or a log line names. Shared by the policy's move and the stored draft, which both hold the
 * grounds.
 */
public interface MoveFigures {
    /** What moves where and the numbers that justified it. */
    MoveGrounds grounds();

    default String sourceNode() {
        return grounds().sourceNode();
    }

    default String targetNode() {
        return grounds().targetNode();
    }

    default double probability() {
        return grounds().draw().probability();
    }

    default double drawn() {
        return grounds().draw().drawn();
    }

    default double sourceSimilarity() {
        return grounds().similarity().source();
    }

    default double targetSimilarity() {
        return grounds().similarity().target();
    }

    default double sourceLoadAfter() {
        return grounds().forecast().sourceLoadAfter();
    }

    default double targetLoadAfter() {
        return grounds().forecast().targetLoadAfter();
    }

    default double lambdaBefore() {
        return grounds().forecast().lambdaBefore();
    }

    default double lambdaAfter() {
        return grounds().forecast().lambdaAfter();
    }

    default String reason() {
        return grounds().reason();
    }
}
