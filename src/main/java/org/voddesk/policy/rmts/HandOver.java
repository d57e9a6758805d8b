package org.voddesk.policy.rmts;

/**
 * One step of a migration path (Li, Ni, Wang &amp; Chen 2015, §2.1): server {@code from} hands the session
 * {@code sessionId}, which plays {@code item}, to server {@code to}, which holds a replica of {@code item}.
 */
public record HandOver(String sessionId, String item, String from, String to) {
    public HandOver {
        if (sessionId == null || item == null || from == null || to == null || from.equals(to)) {
            throw new IllegalArgumentException("a hand-over needs a session, an item and two different servers");
        }
    }
}
