package org.voddesk.core.whatif;

import org.voddesk.core.Session;

/**
 * A session of the day that no request of the day placed: one a poll found on a node (started outside VodDesk),
 * or one requested the day before and still playing when the day began. It runs in the replay on its recorded node
 * from {@link #fromMs} to {@link #untilMs} whatever the policy: the policies under test did not choose it (a
 * planner may still move it, as the console's may).
 *
 * @param session the session as it was at {@code fromMs}: its node, segment, play position at that instant, rate and
 *                stream
 * @param fromMs  when it starts to count in the replay: its recorded start, or the day's start when it began before
 * @param untilMs when it ended, or the day's end when it had not ended
 * @param origin  why it is not a request
 */
public record StandingSession(Session session, long fromMs, long untilMs, Origin origin) {
    /** Why a session is not a request of the day. */
    public enum Origin {
        /** A poll found it on a node; no VodDesk user requested it. */
        FOUND,
        /** A user requested it before the day began; it was still playing at the day's start. */
        CARRIED_OVER
    }

    public StandingSession {
        if (session == null || origin == null) {
            throw new IllegalArgumentException("a standing session needs the session and its origin");
        }
        if (untilMs <= fromMs) {
            throw new IllegalArgumentException("standing session " + session.id() + " must end after it starts");
        }
    }
}
