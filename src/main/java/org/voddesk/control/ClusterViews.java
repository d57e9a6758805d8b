package org.voddesk.control;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;
import org.voddesk.node.ClusterFile;
import org.voddesk.node.NodeConfig;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.protocol.SessionRecord;

/**
 * Turns a poll round into the {@link ClusterView} the policies read (docs/algorithms.md, issue 6):
 * <ul>
 * <li>a node's load is eq. 1 over its measured sample; an OK node without a sample yet (first poll, counters
 * reset) is shown DEGRADED, so that no placement trusts a load that was never measured;</li>
 * <li>a session's segment is the node's recording segment of that camera holding its begin (the begin itself
 * when the node lists none), its source IPSAN for the first session of a (camera, segment) on the node and
 * MEMORY for the others (the first read brings it into the cache), and its start time is derived from how far
 * it has played.</li>
 * </ul>
 */
public final class ClusterViews {
    private final ClusterFile cluster;
    private final LoadModel model;

    public ClusterViews(ClusterFile cluster, LoadModel model) {
        this.cluster = cluster;
        this.model = model;
    }

    /** The view of {@code round}; nodes in cluster-file order. */
    public ClusterView view(PollRound round) {
        List<NodeView> nodes = new ArrayList<>();
        long time = round.startedAtMs();
        for (NodeConfig config : cluster.nodes()) {
            Optional<NodePoll> poll = round.node(config.name());
            nodes.add(poll.map(p -> node(config, p)).orElseGet(() ->
                    new NodeView(config.spec(), NodeHealth.UNREACHABLE, 0, null, List.of())));
            time = Math.max(time, poll.map(NodePoll::polledAtMs).orElse(time));
        }
        return new ClusterView(time, model, cluster.sites(), nodes);
    }

    NodeView node(NodeConfig config, NodePoll poll) {
        LoadSample sample = poll.load();
        NodeHealth health = poll.health() == NodeHealth.OK && sample == null ? NodeHealth.DEGRADED : poll.health();
        double load = sample == null ? 0 : Math.max(0, model.load(sample));
        return new NodeView(config.spec(), health, load, sample, sessions(config.name(), poll));
    }

    static List<Session> sessions(String node, NodePoll poll) {
        List<Session> out = new ArrayList<>();
        Set<String> read = new HashSet<>();
        for (SessionRecord r : poll.sessions()) {
            long segment = segmentStart(poll.recordings(), r.cameraId(), r.beginMs());
            StreamSource source = read.add(r.cameraId() + "@" + segment) ? StreamSource.IPSAN : StreamSource.MEMORY;
            long played = Math.max(0, r.positionMs() - r.beginMs());
            long startedAt = poll.polledAtMs() - Math.round(played / r.rate());
            out.add(new Session(r.id(), node, r.cameraId(), segment, r.beginMs(), r.positionMs(), r.rate(),
                    r.bitrateBps(), r.quality(), source, startedAt));
        }
        return out;
    }

    /** Start of the segment of {@code camera} holding {@code timeMs}, or {@code timeMs} when none is listed. */
    static long segmentStart(List<RecordingSegment> recordings, String camera, long timeMs) {
        for (RecordingSegment s : recordings) {
            if (s.cameraId().equals(camera) && s.contains(timeMs)) {
                return s.startMs();
            }
        }
        return timeMs;
    }

    /** A recording segment of {@code camera} holding {@code timeMs} on any node that replied, if one does. */
    public static Optional<RecordingSegment> segmentOf(PollRound round, String camera, long timeMs) {
        for (NodePoll p : round.nodes()) {
            for (RecordingSegment s : p.recordings()) {
                if (s.cameraId().equals(camera) && s.contains(timeMs)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }
}
