package org.voddesk.control.alarm;


import java.util.Optional;
import org.voddesk.core.Severity;

/**
 * The conditions that raise an alarm (DESIGN.md, Alarms). A <em>level</em> condition holds for a while and is
 * re-evaluated every poll round: its alarm clears itself once the condition has been absent for
 * {@link AlarmBook#SETTLE}. A <em>one-shot</em> condition is an event (a refused playback, sessions ended): its
 * alarm clears itself after {@link AlarmBook#QUIET} without another occurrence.
 */
public enum AlarmKind {
    NODE_DEGRADED("node.degraded", Severity.WARNING, false),
    NODE_UNREACHABLE("node.unreachable", Severity.MAJOR, false),
    NODE_FAILED("node.failed", Severity.CRITICAL, false),
    /** The node's SSH host key differs from the known one (possible man-in-the-middle). */
    HOST_KEY_MISMATCH("node.host_key_mismatch", Severity.CRITICAL, false),
    /** A stale copy of a session (on a node back from failure, or left by a move) could not be stopped. */
    STALE_COPY_NOT_STOPPED("session.stale_copy_not_stopped", Severity.MAJOR, false),
    /** A node stayed overloaded for longer than the setting {@code alarm.overload_after}. */
    NODE_OVERLOADED("node.overloaded", Severity.WARNING, false),
    /** A playback request no node could take for lack of capacity (one alarm for the cluster, counted). */
    PLAYBACK_REFUSED("playback.refused", Severity.MAJOR, true),
    /** Sessions of a failed node ended because re-homing found no node to hold them (counted per session). */
    SESSIONS_ORPHANED("sessions.orphaned", Severity.CRITICAL, true),
    /** The daily report export could not write its files (the message says why; one alarm, counted). */
    REPORT_EXPORT_FAILED("report.export_failed", Severity.MAJOR, true);

    private final String word;
    private final Severity severity;
    private final boolean oneShot;

    AlarmKind(String word, Severity severity, boolean oneShot) {
        this.word = word;
        this.severity = severity;
        this.oneShot = oneShot;
    }

    /** The stored and printed word. */
    public String word() {
        return word;
    }

    public Severity severity() {
        return severity;
    }

    /** Whether the condition is an event that clears by time rather than a state that clears when it ends. */
    public boolean oneShot() {
        return oneShot;
    }

    /** The kind of a stored word; empty for a word this version does not know. */
    public static Optional<AlarmKind> fromWord(String word) {
        for (AlarmKind k : values()) {
            if (k.word.equals(word)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
