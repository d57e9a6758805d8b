package org.voddesk.core;

/**
 * A move of a migration plan as the planner made it (the grounds of the policy's {@code MigrationMove},
 * ALGORITHMS.md §3), with when it was made and until when a supervisor may approve it.
 *
 * @param sessionId   the session to move
 * @param grounds     what moves where and the numbers that justified it
 * @param createdAtMs when it was proposed, epoch ms
 * @param expiresAtMs when it lapses unless decided, epoch ms
 */
public record MoveDraft(String sessionId, MoveGrounds grounds, long createdAtMs, long expiresAtMs)
        implements MoveFigures {
    public MoveDraft {
        Ids.require(sessionId, "session id");
        if (grounds == null) {
            throw new IllegalArgumentException("a move needs its grounds");
        }
        Ids.require(grounds.sourceNode(), "source node");
        Ids.require(grounds.targetNode(), "target node");
        requireFinite(grounds.draw().probability(), "probability");
        requireFinite(grounds.draw().drawn(), "drawn number");
        requireFinite(grounds.forecast().sourceLoadAfter(), "source load after");
        requireFinite(grounds.forecast().targetLoadAfter(), "target load after");
        requireFinite(grounds.forecast().lambdaBefore(), "lambda before");
        requireFinite(grounds.forecast().lambdaAfter(), "lambda after");
        if (grounds.reason() == null || grounds.reason().isBlank()) {
            throw new IllegalArgumentException("a move needs a reason");
        }
        if (expiresAtMs <= createdAtMs) {
            throw new IllegalArgumentException("a move must expire after it is made");
        }
    }

    private static void requireFinite(double value, String what) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(what + " must be finite, got " + value);
        }
    }
}
