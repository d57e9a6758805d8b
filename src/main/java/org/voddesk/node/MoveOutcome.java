package org.voddesk.node;

/**
 * The result of a make-before-break move of a session from one node to another.
 */
public sealed interface MoveOutcome permits MoveOutcome.Moved, MoveOutcome.NotMoved, MoveOutcome.SourceNotStopped {
    String sessionId();

    /** The session plays on the target from {@code positionMs}; the source has stopped it. */
    record Moved(String sessionId, String source, String target, String url, long positionMs) implements MoveOutcome {
    }

    /** Nothing changed for the viewer: the session still plays on the source. */
    record NotMoved(String sessionId, String source, String target, String reason) implements MoveOutcome {
    }

    /**
     * The target plays the session but the source could not be told to stop: both serve it until a later stop
     * on the source succeeds.
     */
    record SourceNotStopped(String sessionId, String source, String target, String url, String reason)
            implements MoveOutcome {
    }
}
