package org.voddesk.core;


/**
 * A session as the history holds it: the session as last recorded, and when and why it ended.
 *
 * @param session   the session (its node is where it ran last)
 * @param endedAtMs when it ended, epoch ms, or {@code null} while it runs
 * @param endReason why it ended, or {@code null} while it runs
 */
public record SessionRecord(Session session, Long endedAtMs, SessionEndReason endReason) {
    public SessionRecord {
        if (session == null || (endedAtMs == null) != (endReason == null)) {
            throw new IllegalArgumentException("a session record needs a session, and an end time with an end reason");
        }
    }

    public boolean isActive() {
        return endedAtMs == null;
    }
}
