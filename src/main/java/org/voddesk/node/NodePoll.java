package org.voddesk.node;

import org.voddesk.core.NodeFailure;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Ids;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.RecordingSegment;
import org.voddesk.node.protocol.ReportedSession;

/**
 * What one poll learned about one node.
 *
 * @param node               node name
 * @param health             link health after this poll
 * @param reason             why the node is not OK (the parse error, the connect failure, ...), {@code null} when OK
 * @param failure            the class of a failure to reach the node, {@code null} when it replied
 * @param hostKeyFingerprint SHA256 fingerprint of a refused host key, else {@code null}
 * @param load               utilisation since the previous poll; {@code null} on a first poll, when /proc could
 *                           not be read, or when the node's counters were reset
 * @param sessions           the sessions this poll read (empty when they could not be read: see health)
 * @param recordings         the node's recordings as last read (this poll or an earlier one)
 * @param recordingsFresh    whether {@code recordings} were read by this poll
 * @param polledAtMs         when the poll finished, epoch ms
 * @param elapsedNanos       how long the poll took
 */
public record NodePoll(String node, NodeHealth health, String reason, NodeFailure failure,
                       String hostKeyFingerprint, LoadSample load, List<ReportedSession> sessions,
                       List<RecordingSegment> recordings, boolean recordingsFresh, long polledAtMs,
                       long elapsedNanos) {
    public NodePoll {
        Ids.require(node, "node name");
        if (health == null) {
            throw new IllegalArgumentException("health is required");
        }
        if ((health == NodeHealth.OK) != (reason == null)) {
            throw new IllegalArgumentException("a reason is given exactly when the node is not OK");
        }
        sessions = List.copyOf(sessions);
        recordings = List.copyOf(recordings);
    }

    public Optional<LoadSample> loadSample() {
        return Optional.ofNullable(load);
    }

    /** Whether the node answered this poll (OK or DEGRADED). */
    public boolean replied() {
        return health == NodeHealth.OK || health == NodeHealth.DEGRADED;
    }
}
