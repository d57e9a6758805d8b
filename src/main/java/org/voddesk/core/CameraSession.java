package org.voddesk.core;

/**
 * A past or live session of a camera, for the camera's history (Screen 2).
 *
 * @param record    the session as last recorded: the node it played on last, when and why it ended
 * @param startedBy who asked for it (its placement decision), or {@code null} when no decision names it
 * @param placedOn  the node it was first placed on, or {@code null} when no decision names it (differs from the
 *                  record's node when it was migrated)
 */
public record CameraSession(SessionRecord record, String startedBy, String placedOn) {
    public CameraSession {
        if (record == null) {
            throw new IllegalArgumentException("a camera session needs its session record");
        }
    }
}
