package org.voddesk.ui.cameras;

import java.time.ZoneId;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.ui.common.Formats;

/**
 * The headline of the Placement pane for the playback last started here: where it plays while it lives, and once
 * it is stopped or ends, that it ended, how and when (never "Playing on" a session that is gone).
 */
final class PlacementStatus {
    private PlacementStatus() {
    }

    static String playing(String node, String sessionId) {
        return "Playing on " + node + "  (session " + sessionId + ")";
    }

    static String stopped(String sessionId, String node, String user, long atMs, ZoneId zone) {
        return "Ended: stopped by " + user + " on " + node + " at " + Formats.time(atMs, zone) + "  (session "
                + sessionId + ")";
    }

    static String ended(ControlEvent.SessionEnded e, ZoneId zone) {
        return "Ended on " + e.node() + " at " + Formats.time(e.timeMs(), zone) + ": " + e.detail() + "  (session "
                + e.sessionId() + ")";
    }

    /** The session left the snapshot while this screen did not watch the events that would say how. */
    static String gone(String sessionId) {
        return "Ended: session " + sessionId + " is no longer playing on any node (see Audit for how).";
    }

    /**
     * The headline after {@code e}, or {@code null} when {@code e} does not concern {@code sessionId}.
     */
    static String after(ControlEvent e, String sessionId, ZoneId zone) {
        if (e instanceof ControlEvent.SessionStopped s && s.sessionId().equals(sessionId)) {
            return stopped(sessionId, s.node(), s.user(), s.timeMs(), zone);
        }
        if (e instanceof ControlEvent.SessionEnded s && s.sessionId().equals(sessionId)) {
            return ended(s, zone);
        }
        if (e instanceof ControlEvent.SessionReHomed s && s.sessionId().equals(sessionId)) {
            return playing(s.to(), sessionId) + "  - moved from " + s.from();
        }
        return null;
    }
}
