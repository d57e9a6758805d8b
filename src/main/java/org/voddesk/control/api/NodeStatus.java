package org.voddesk.control.api;

import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;

/**
 * One node as a screen shows it after the last poll.
 *
 * <p>Two cases look alike and are not: a node whose reply parsed but whose load is not measured yet (its first
 * poll: utilisation needs two reads of /proc) is {@link NodeHealth#OK} with {@link #loadMeasured()} false and
 * reason {@link #NOT_MEASURED}: its sessions are trusted, but no policy places work on it while a measured node
 * can take it. A node whose reply was garbled is {@link NodeHealth#DEGRADED}: nothing it reports is trusted.
 *
 * @param name               node name
 * @param health             link health as the last poll found it (OK: its reply parsed)
 * @param reason             why it is not OK (parse error, connect failure, ...), {@link #NOT_MEASURED} when it
 *                           is OK but its load is not measured yet, else {@code null}
 * @param failure            the class of a failure to reach it, {@code null} when it replied
 * @param hostKeyFingerprint SHA256 fingerprint of a refused host key, else {@code null}
 * @param reading            its load state, eq. 1 load and last measurement
 * @param sessions           sessions it serves
 */
public record NodeStatus(String name, NodeHealth health, String reason, NodeFailure failure,
                         String hostKeyFingerprint, Reading reading, int sessions) {
    /**
     * A node's load as the last poll left it.
     *
     * @param state      light / fit / overloaded / unreachable / failed ({@code null} before the loop has judged it)
     * @param load       eq. 1 load (measured, plus the estimates of decisions made since); while not measured, the
     *                   eq. 2 estimate of the streams it reports (network term only)
     * @param lastSample the measurement of the last poll, {@code null} when it measured none
     */
    public record Reading(NodeState state, double load, LoadSample lastSample) {
    }

    /** The reason shown for an OK node whose load is not measured yet. */
    public static final String NOT_MEASURED = "load not measured yet";

    /** Whether the last poll measured the node's load (two reads of /proc in a row). */
    public boolean loadMeasured() {
        return reading.lastSample() != null;
    }

    /** Light / fit / overloaded / unreachable / failed. */
    public NodeState state() {
        return reading.state();
    }

    /** Eq. 1 load, or the eq. 2 estimate while not measured. */
    public double load() {
        return reading.load();
    }

    /** The measurement of the last poll, {@code null} when it measured none. */
    public LoadSample lastSample() {
        return reading.lastSample();
    }

    /** Whether the last poll's reply parsed, so the node's session list is taken as true. */
    public boolean trusted() {
        return health == NodeHealth.OK;
    }

    /** The reason shown for a node whose last poll's status is {@code last} ({@code null}: not polled yet). */
    public static String reasonShown(NodeStatus last, NodeHealth health, LoadSample sample) {
        if (last == null) {
            return "not polled yet";
        }
        if (last.reason() != null) {
            return last.reason();
        }
        return health == NodeHealth.OK && sample == null ? NOT_MEASURED : null;
    }
}
