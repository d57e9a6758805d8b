package org.voddesk.cli;

import java.lang.reflect.RecordComponent;
import java.time.Instant;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.Alarm;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;

/**
 * One control event as one line of {@code voddesk run}: the ISO-8601 UTC time, the event's name, then its fields
 * as {@code name=value} in declaration order (a value with spaces in double quotes, a session as its id and node,
 * a move as its id, session, nodes and state, a plan as its id, kind, state and priority then its reason, an
 * alarm as its kind, source and transition); a time stamped in a text ({@link WallTimes#stamp}) is written as the
 * line's own time is, an ISO-8601 UTC instant. Meant for logs and scripts ({@code grep SessionReHomed}), so every
 * event has the same shape.
 */
final class EventLine {
    private EventLine() {
    }

    static String format(ControlEvent e) {
        StringBuilder line = new StringBuilder(Instant.ofEpochMilli(e.timeMs()).toString()).append(' ')
                .append(e.getClass().getSimpleName());
        for (RecordComponent c : e.getClass().getRecordComponents()) {
            if (c.getName().equals("timeMs")) {
                continue;
            }
            Object value;
            try {
                value = c.getAccessor().invoke(e);
            } catch (ReflectiveOperationException ex) {
                value = "?";
            }
            if (value instanceof ControlSettings) {
                continue; // SettingsChanged names the changed keys; the whole settings would swamp the line
            }
            line.append(' ').append(c.getName()).append('=').append(quoted(WallTimes.restamped(text(value),
                    Instant::toString)));
        }
        return line.toString();
    }

    private static String text(Object value) {
        if (value instanceof Session s) {
            return s.id() + "@" + s.nodeName();
        }
        if (value instanceof MoveRecord p) {
            return "#" + p.id() + ":" + p.draft().sessionId() + ":" + p.draft().sourceNode() + "->"
                    + p.draft().targetNode() + ":" + p.state().name().toLowerCase(java.util.Locale.ROOT);
        }
        if (value instanceof PlanRecord p) {
            return "#" + p.id() + ":" + p.draft().kind().word() + ":"
                    + p.state().name().toLowerCase(java.util.Locale.ROOT) + ":priority-" + p.draft().priority() + " "
                    + p.draft().reason();
        }
        if (value instanceof Alarm a) {
            return a.kind() + "@" + a.source() + ":" + a.severity();
        }
        return String.valueOf(value);
    }

    private static String quoted(String s) {
        if (s.isEmpty() || s.chars().anyMatch(ch -> ch == ' ' || ch == '"' || ch < 0x20)) {
            return '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\r", "\\r")
                    + '"';
        }
        return s;
    }
}
