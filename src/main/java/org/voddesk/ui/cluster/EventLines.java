package org.voddesk.ui.cluster;

import java.util.Collection;
import java.util.Locale;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Principal;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.Severity;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.Tone;

/**
 * Words for the event feed: one {@link FeedEntry} per {@link ControlEvent} the feed shows ({@link EventFeed#shown}:
 * not a move's own {@code MoveChanged}, its plan's line says it); plan lines are {@link PlanLines}.
 */
final class EventLines {
    /** The nodes a line of playbacks found on many nodes names before "and N more". */
    static final int FOUND_NODES_NAMED = 3;

    private EventLines() {
    }

    static FeedEntry of(ControlEvent e) {
        long t = e.timeMs();
        if (e instanceof ControlEvent.NodeHealthChanged h) {
            return new FeedEntry(t, Tone.of(h.to()), "Node " + h.node() + " " + word(h.from()) + " -> "
                    + word(h.to()) + (h.reason() == null ? "" : ": " + h.reason()));
        } else if (e instanceof ControlEvent.NodeStateChanged s) {
            return new FeedEntry(t, s.to() == NodeState.FIT || s.to() == NodeState.LIGHT ? Tone.INFO : Tone.of(s.to()),
                    "Node " + s.node() + " is " + word(s.to()) + " (was " + word(s.from()) + ")");
        } else if (e instanceof ControlEvent.NodeGradeChanged g) {
            return new FeedEntry(t, g.to() >= 5 ? Tone.WARNING : Tone.MUTED, "Node " + g.node() + " grade "
                    + (g.from() == 0 ? "" : g.from() + " -> ") + g.to() + " at " + Formats.percent(g.load()) + " load");
        } else if (e instanceof ControlEvent.SessionStarted s) {
            return started(s);
        } else if (e instanceof ControlEvent.SessionStopped s) {
            return new FeedEntry(t, Tone.MUTED, "Session " + s.sessionId() + " on " + s.node() + " stopped by "
                    + s.user());
        } else if (e instanceof ControlEvent.SessionRateChanged r) {
            return new FeedEntry(t, Tone.MUTED, "Session " + r.sessionId() + " now plays at " + Formats.rate(r.rate())
                    + " (" + r.user() + ")");
        } else if (e instanceof ControlEvent.SessionReHomed r) {
            return new FeedEntry(t, Tone.INFO, "Session " + r.sessionId() + " moved " + r.from() + " -> " + r.to());
        } else if (e instanceof ControlEvent.SessionEnded s) {
            return new FeedEntry(t, s.reason() == org.voddesk.core.SessionEndReason.FINISHED ? Tone.MUTED
                    : Tone.WARNING, "Session " + s.sessionId() + " on " + s.node() + " ended: " + s.detail());
        } else if (e instanceof ControlEvent.PlanChanged p) {
            return PlanLines.of(p);
        } else if (e instanceof ControlEvent.PlacementRejected r) {
            return new FeedEntry(t, Tone.WARNING, "No node could play " + r.cameraId() + " for " + r.user() + ": "
                    + r.reason());
        } else if (e instanceof ControlEvent.StaleSessionStopped s) {
            return new FeedEntry(t, Tone.INFO, "Stale copy of " + s.sessionId() + " stopped on " + s.node());
        } else if (e instanceof ControlEvent.StaleSessionStopFailed s) {
            return new FeedEntry(t, Tone.WARNING, "Could not stop a stale copy of " + s.sessionId() + " on "
                    + s.node() + ": " + s.reason());
        } else if (e instanceof ControlEvent.HostKeyAlarm h) {
            return new FeedEntry(t, Tone.DANGER, h.message());
        } else if (e instanceof ControlEvent.SettingsChanged s) {
            return new FeedEntry(t, Tone.INFO, s.by() + " changed settings: " + String.join(", ", s.changedKeys()));
        } else if (e instanceof ControlEvent.AlarmChanged a) {
            return alarm(a);
        } else if (e instanceof ControlEvent.CamerasChanged c) {
            return new FeedEntry(t, Tone.MUTED, Principal.SYSTEM.name().equals(c.by())
                    ? "The nodes listed " + c.added() + " camera(s) new to the catalogue"
                    : c.by() + " imported cameras: " + c.added() + " new, " + c.updated() + " updated");
        }
        return new FeedEntry(t, Tone.MUTED, e.getClass().getSimpleName());
    }

    /**
     * "Playback of cam-007 on vod-1 for ann"; "Playback of cam-007 on vod-1 for ann recovered after a restart (the
     * console stopped before recording its start)"; "Playback of cam-007 found playing on vod-1, not started by this
     * console".
     */
    private static FeedEntry started(ControlEvent.SessionStarted s) {
        String head = "Playback of " + s.session().cameraId();
        String node = s.session().nodeName();
        return switch (s.origin()) {
            case PLACED -> new FeedEntry(s.timeMs(), Tone.INFO, head + " on " + node + " for " + s.user());
            case RECOVERED -> new FeedEntry(s.timeMs(), Tone.INFO, head + " on " + node + " for " + s.user()
                    + " recovered after a restart (the console stopped before recording its start)");
            case DISCOVERED -> new FeedEntry(s.timeMs(), Tone.MUTED, head + " found playing on " + node
                    + ", not started by this console");
        };
    }

    /**
     * "3 playbacks found playing on vod-1, not started by this console", "5000 playbacks found playing on 200 nodes
     * (vod-1, vod-2, vod-3 and 197 more), not started by this console": the line of the {@code count} playbacks one
     * round found on {@code nodes} (in the order found); one playback keeps its own line ({@link #started}).
     */
    static FeedEntry found(long timeMs, int count, Collection<String> nodes) {
        String named = String.join(", ", nodes.stream().limit(FOUND_NODES_NAMED).toList());
        String where = nodes.size() == 1 ? named : nodes.size() + " nodes (" + named
                + (nodes.size() > FOUND_NODES_NAMED ? " and " + (nodes.size() - FOUND_NODES_NAMED) + " more" : "")
                + ")";
        return new FeedEntry(timeMs, Tone.MUTED, count + " playbacks found playing on " + where
                + ", not started by this console");
    }

    /** "Alarm report.export_failed (reports) opened: ...", "... acknowledged by ann". */
    private static FeedEntry alarm(ControlEvent.AlarmChanged a) {
        String head = "Alarm " + a.alarm().kind() + " (" + a.alarm().source() + ") ";
        return switch (a.transition()) {
            case OPENED, REPEATED -> new FeedEntry(a.timeMs(), a.alarm().severity() == Severity.CRITICAL ? Tone.DANGER
                    : Tone.WARNING, head + (a.transition() == AlarmTransition.OPENED ? "opened: " : "again: ")
                    + a.alarm().message());
            case ACKNOWLEDGED -> new FeedEntry(a.timeMs(), Tone.INFO, head + "acknowledged by "
                    + a.alarm().acknowledgedBy());
            case CLEARED -> new FeedEntry(a.timeMs(), Tone.GOOD, head + "cleared");
        };
    }

    private static String word(NodeHealth h) {
        return h.name().toLowerCase(Locale.ROOT);
    }

    private static String word(NodeState s) {
        return s.name().toLowerCase(Locale.ROOT);
    }
}
