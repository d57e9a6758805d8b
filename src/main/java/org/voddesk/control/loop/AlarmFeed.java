package org.voddesk.control.loop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.voddesk.control.alarm.AlarmBook;
import org.voddesk.control.alarm.AlarmKind;
import org.voddesk.control.alarm.Condition;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.state.StaleCopyBook;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeState;
import org.voddesk.core.SessionEndReason;

/**
 * Wiring (alarms): tells the {@link AlarmBook} what the loop saw. Level conditions come from a round's published
 * snapshot and the stale copies whose stop failed; one-shot conditions from the events the loop raises (a
 * placement refused for lack of capacity, a session a failure left without a home). Loop thread only.
 */
public final class AlarmFeed {
    /** The source of the cluster-wide alarm of refused playbacks. */
    public static final String CLUSTER = "cluster";

    private final AlarmBook book;

    public AlarmFeed(AlarmBook book) {
        this.book = book;
    }

    /** An event the loop raised: the one-shot conditions among them. */
    public void observe(ControlEvent e) {
        if (e instanceof ControlEvent.PlacementRejected r && r.lackOfCapacity()) {
            book.occurred(AlarmKind.PLAYBACK_REFUSED, CLUSTER, "a playback of " + r.cameraId() + " for " + r.user()
                    + " was refused: " + r.reason(), r.timeMs());
        } else if (e instanceof ControlEvent.SessionEnded s && s.reason() == SessionEndReason.NODE_FAILED) {
            book.occurred(AlarmKind.SESSIONS_ORPHANED, s.node(), "session " + s.sessionId() + " of failed node "
                    + s.node() + " ended: " + s.detail(), s.timeMs());
        }
    }

    /** The end of a round: the level conditions of its snapshot. */
    public void round(ClusterSnapshot snapshot, Map<String, Map<String, StaleCopyBook.Failure>> staleStopFailures) {
        if (!snapshot.polled()) {
            return;
        }
        List<Condition> holding = new ArrayList<>();
        for (NodeStatus n : snapshot.nodes().values()) {
            boolean hostKey = n.failure() == NodeFailure.HOST_KEY_CHANGED;
            if (hostKey) {
                holding.add(Condition.of(AlarmKind.HOST_KEY_MISMATCH, n.name(), n.name() + ": host key does not match"
                        + " the known one (fingerprint " + n.hostKeyFingerprint() + "): " + n.reason()));
            }
            health(n, hostKey).ifPresent(holding::add);
            if (n.state() == NodeState.OVERLOADED) {
                holding.add(Condition.of(AlarmKind.NODE_OVERLOADED, n.name(), n.name() + " is overloaded (load "
                        + String.format(Locale.ROOT, "%.0f%%", n.load()) + ")"));
            }
        }
        staleStopFailures.forEach((node, failures) -> {
            if (!failures.isEmpty()) {
                holding.add(Condition.of(AlarmKind.STALE_COPY_NOT_STOPPED, node, staleMessage(node, failures)));
            }
        });
        book.round(snapshot.timeMs(), holding);
    }

    private static java.util.Optional<Condition> health(NodeStatus n, boolean hostKey) {
        String why = n.reason() == null ? "" : ": " + n.reason();
        return java.util.Optional.ofNullable(switch (n.health()) {
            case DEGRADED -> Condition.of(AlarmKind.NODE_DEGRADED, n.name(), n.name() + " is degraded" + why);
            case UNREACHABLE -> hostKey ? null
                    : Condition.of(AlarmKind.NODE_UNREACHABLE, n.name(), n.name() + " is unreachable" + why);
            case FAILED -> Condition.of(AlarmKind.NODE_FAILED, n.name(), n.name() + " has failed" + why);
            case OK -> null;
        });
    }

    private static String staleMessage(String node, Map<String, StaleCopyBook.Failure> failures) {
        Set<String> ids = failures.keySet();
        StaleCopyBook.Failure last = failures.values().iterator().next();
        return ids.size() + " stale session cop" + (ids.size() == 1 ? "y" : "ies") + " on " + node
                + " could not be stopped (" + String.join(", ", ids.stream().limit(5).toList())
                + (ids.size() > 5 ? ", ..." : "") + "; last reason: " + last.reason() + ")";
    }
}
