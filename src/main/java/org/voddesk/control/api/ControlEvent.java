package org.voddesk.control.api;

import org.voddesk.core.Alarm;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;

/**
 * Something that happened in the cluster or the console, for the event feed and the screens. Every event says
 * when it happened (the control layer's clock). Listeners get them off the control loop's thread
 * ({@code EventBus}); a UI hops to its own thread itself.
 */
public sealed interface ControlEvent {
    long timeMs();

    /** A node's link health changed (ok, degraded, unreachable, failed); {@code reason} is null when OK. */
    record NodeHealthChanged(long timeMs, String node, NodeHealth from, NodeHealth to, String reason)
            implements ControlEvent {
    }

    /**
     * A node's operator-facing state changed (light, fit, overloaded from its load, Li &amp; Chen 2014; or
     * unreachable, failed from its link): raised only on a change, never for a poll that leaves it as it was. Its
     * load grade is a separate, finer event, {@link NodeGradeChanged}.
     */
    record NodeStateChanged(long timeMs, String node, NodeState from, NodeState to) implements ControlEvent {
    }

    /**
     * A node's load grade changed: the console's active grade feedback (Zhao, Zhou, Jin 2015; ALGORITHMS.md §6),
     * raised only on a change, never for a poll that leaves the grade as it was. The grade (1-5, 5 = the threshold:
     * the node takes no new work) is read from the node's measured eq. 1 load by {@code GradeBands}; it is what
     * the grade-hops placement ranks by.
     *
     * <p>Unlike {@link NodeStateChanged}, which has three load bands and also follows the link (a node turning
     * unreachable or failed changes its state), a grade follows measured load only: a node that cannot be read
     * keeps its last grade and raises nothing here (its health and state events say so), and a node that comes
     * back at the grade it had raises nothing either.
     *
     * @param from the grade before, or 0 on the node's first graded report
     * @param to   the new grade, 1-5
     * @param load the measured load that gave it
     */
    record NodeGradeChanged(long timeMs, String node, int from, int to, double load) implements ControlEvent {
    }

    /**
     * A session started, as {@code origin} says: placed by {@code user}; found playing on a node by a poll, not
     * started by this console ({@code user} is {@code discovered}); or started by {@code user} just before the console
     * stopped, and recovered from its node after the restart ({@code user} is its owner).
     */
    record SessionStarted(long timeMs, Session session, String user, Origin origin) implements ControlEvent {
        /** How the console came to know the session. */
        public enum Origin { PLACED, DISCOVERED, RECOVERED }

        /** A session {@code user} placed. */
        public SessionStarted(long timeMs, Session session, String user) {
            this(timeMs, session, user, Origin.PLACED);
        }
    }

    /** A user stopped a session. */
    record SessionStopped(long timeMs, String sessionId, String node, String user) implements ControlEvent {
    }

    /** A user changed a session's playback rate. */
    record SessionRateChanged(long timeMs, String sessionId, double rate, String user) implements ControlEvent {
    }

    /** A session now plays on another node (an executed migration, or failure-time re-homing). */
    record SessionReHomed(long timeMs, String sessionId, String from, String to) implements ControlEvent {
    }

    /** A session ended without being stopped by a user; {@code detail} says why in words. */
    record SessionEnded(long timeMs, String sessionId, String node, SessionEndReason reason, String detail)
            implements ControlEvent {
    }

    /**
     * A move of a plan was created or went on in its life; {@code move.state()} says which (pending = created,
     * approved, rejected, expired, executing, done = executed, failed).
     *
     * @param by who moved it ({@code system} for the loop)
     */
    record MoveChanged(long timeMs, MoveRecord move, String by) implements ControlEvent {
    }

    /**
     * A migration plan moved in its life (ALGORITHMS.md §7); each move's own changes are also
     * {@link MoveChanged}.
     *
     * @param plan   the plan after the step
     * @param step   what happened
     * @param moveId the move it concerns ({@code MOVE_*} steps), or {@code null}
     * @param by     who did it ({@code system} for the loop and automation)
     * @param detail why, or what a move reported; may be {@code null}
     */
    record PlanChanged(long timeMs, PlanRecord plan, PlanStep step, Long moveId, String by, String detail)
            implements ControlEvent {
    }

    /**
     * A playback request that was not started, with the reason.
     *
     * @param lackOfCapacity whether the placement policy found no node with room for it (that raises the alarm
     *                       {@code playback.refused}); false for a request with no recording or whose starts failed
     */
    record PlacementRejected(long timeMs, String user, String cameraId, String reason, boolean lackOfCapacity)
            implements ControlEvent {
    }

    /**
     * A node back from failure still played a stale copy of a session the console had re-homed or ended while
     * the node was failed, and the control loop stopped that copy on it (as {@code system}, audited
     * {@code session.stale.stop}). The session itself is unchanged: it plays on {@code authoritativeNode}, or
     * had already ended when that is {@code null}; no {@link SessionStopped} or {@link SessionEnded} follows.
     */
    record StaleSessionStopped(long timeMs, String sessionId, String node, String authoritativeNode, String detail)
            implements ControlEvent {
    }

    /**
     * The stop of a stale copy on a node back from failure did not succeed; it is tried again on every round
     * while the node's reply parses and still lists the copy. Raised on the first failure and whenever the reason
     * changes, not on every retry ({@code attempts} counts them).
     */
    record StaleSessionStopFailed(long timeMs, String sessionId, String node, int attempts, String reason)
            implements ControlEvent {
    }

    /**
     * A node's SSH host key is not known (first contact: a supervisor may accept its fingerprint) or has changed
     * (refused: possible man-in-the-middle). Raised when it starts, not on every poll.
     */
    record HostKeyAlarm(long timeMs, String node, boolean changed, String fingerprint, String message)
            implements ControlEvent {
    }

    /**
     * A supervisor changed the control settings (stored and audited {@code settings.change}); the loop uses
     * {@code after} from now on. {@code changedKeys} are the keys whose value changed ({@code poll.interval}, ...),
     * empty when the change only rewrote stored values the start could not read.
     */
    record SettingsChanged(long timeMs, String by, ControlSettings before, ControlSettings after,
                           java.util.List<String> changedKeys) implements ControlEvent {
        public SettingsChanged {
            changedKeys = java.util.List.copyOf(changedKeys);
        }
    }

    // ---- the camera catalogue

    /**
     * The camera catalogue changed ({@link Cameras#catalogue()}): a supervisor imported a cameras CSV, or the nodes
     * listed cameras it lacked. A desk connected to a server reads its copy of the catalogue again.
     *
     * @param revision the catalogue's revision after the change
     * @param added    cameras new to the catalogue
     * @param updated  cameras already there, rewritten
     * @param by       who changed it ({@code system} for cameras the nodes listed)
     */
    record CamerasChanged(long timeMs, long revision, int added, int updated, String by) implements ControlEvent {
    }

    // ---- alarms (docs/architecture.md, "Alarms")

    /** An alarm opened, repeated (its count went up), was acknowledged or cleared. */
    record AlarmChanged(long timeMs, Alarm alarm,
                        org.voddesk.control.api.AlarmTransition transition) implements ControlEvent {
    }

    // ---- the console's own link to its control room

    /**
     * A remote console's link to its control server changed ({@link Control#link()}): lost (the console reconnects,
     * waiting longer each time), back, or back without its login. Never raised in process.
     */
    record LinkChanged(long timeMs, Link link) implements ControlEvent {
    }

    // ---- the state as a whole (not lines of an event feed)

    /** An event that carries a whole snapshot: a subscription's start and every round's end, not news of a change. */
    sealed interface SnapshotEvent extends ControlEvent permits Subscribed, RoundFinished {
        ClusterSnapshot snapshot();
    }

    /**
     * The first event of a subscription ({@link Control#subscribe(ControlListener, java.util.concurrent.Executor)}):
     * the snapshot at the moment it began to receive, so every change after it arrives as an event.
     */
    record Subscribed(long timeMs, ClusterSnapshot snapshot) implements SnapshotEvent {
    }

    /**
     * A round's fold ended (loads, positions and grades change every round without another event).
     *
     * @param snapshot  the snapshot the round published
     * @param foldNanos how long the fold took on the loop thread
     */
    record RoundFinished(long timeMs, ClusterSnapshot snapshot, long foldNanos) implements SnapshotEvent {
    }
}
