package org.voddesk.control.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Playhead;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.protocol.ReportedSession;

/**
 * Turns a poll round into the {@link ClusterView} the policies read (docs/algorithms.md):
 * <ul>
 * <li>a node's load is eq. 1 over its measured sample. A node whose reply parsed but whose load is not measured
 * yet (first poll, counters reset: utilisation needs two reads of /proc) is shown DEGRADED <em>in this view</em>,
 * the policies' only "not a target" mark, so that no policy (placement, migration planning, re-homing) puts work
 * on a load that was never measured; its load is the eq. 2 estimate of the streams it reports (the network term
 * alone: CPU and memory are unknown). Its link is fine and its session list is trusted all the same: the control
 * loop takes trust from the poll ({@link NodePoll#health()}), not from this view (docs/architecture.md, "A
 * round");</li>
 * <li>a session's segment is the node's recording segment of that camera holding its begin (the begin itself
 * when the node lists none), its source IPSAN for the first session of a (camera, segment) on the node and
 * MEMORY for the others (the first read brings it into the cache), and its start time is derived from how far
 * it has played.</li>
 * </ul>
 */
public final class ClusterViews {
    /** Replaced when a node is added, changed or retired while the loop runs. */
    private volatile ClusterFile cluster;
    private final LoadModel model;

    public ClusterViews(ClusterFile cluster, LoadModel model) {
        this.cluster = cluster;
        this.model = model;
    }

    /** Views from now on show the nodes of {@code next} (a node added, changed or retired). */
    public void use(ClusterFile next) {
        cluster = next;
    }

    /** The view of {@code round}; nodes in cluster-file order. */
    public ClusterView view(PollRound round) {
        ClusterFile cluster = this.cluster;
        List<NodeView> nodes = new ArrayList<>();
        long time = round.startedAtMs();
        Map<String, NodePoll> polls = new HashMap<>();
        for (NodePoll p : round.nodes()) {
            polls.putIfAbsent(p.node(), p); // the first, as PollRound.node finds it
        }
        for (NodeConfig config : cluster.nodes()) {
            NodePoll poll = polls.get(config.name());
            if (poll == null) {
                nodes.add(new NodeView(config.spec(), NodeHealth.UNREACHABLE, 0, null, List.of()));
            } else {
                nodes.add(node(config, poll));
                time = Math.max(time, poll.polledAtMs());
            }
        }
        return new ClusterView(time, model, cluster.sites(), nodes);
    }

    NodeView node(NodeConfig config, NodePoll poll) {
        LoadSample sample = poll.load();
        List<Session> sessions = sessions(config.name(), poll);
        if (sample != null) {
            return new NodeView(config.spec(), poll.health(), Math.max(0, model.load(sample)), sample, sessions);
        }
        if (poll.health() == NodeHealth.OK) {
            return new NodeView(config.spec(), NodeHealth.DEGRADED, unmeasuredLoad(config, sessions), null, sessions);
        }
        return new NodeView(config.spec(), poll.health(), 0, null, sessions);
    }

    /**
     * Step: the load shown for a node whose reply parsed but whose load is not measured yet: eq. 1 with only its
     * network term, the eq. 2 estimate of the streams it reports ({@code a3 * NET}); CPU and memory count as 0.
     */
    double unmeasuredLoad(NodeConfig config, List<Session> sessions) {
        if (sessions.isEmpty()) {
            return 0;
        }
        return model.weights().net() * LoadModel.estimatedNetPercent(sessions, config.spec().bandwidthBps());
    }

    static List<Session> sessions(String node, NodePoll poll) {
        List<Session> out = new ArrayList<>();
        Set<String> read = new HashSet<>();
        Map<String, List<RecordingSegment>> segments = segmentsOf(poll.recordings(), poll.sessions());
        for (ReportedSession r : poll.sessions()) {
            long segment = segmentStart(segments.getOrDefault(r.cameraId(), List.of()), r.beginMs());
            StreamSource source = read.add(r.cameraId() + "@" + segment) ? StreamSource.IPSAN : StreamSource.MEMORY;
            long played = Math.max(0, r.positionMs() - r.beginMs());
            long startedAt = poll.polledAtMs() - Math.round(played / r.rate());
            out.add(new Session(r.id(), node, new SegmentKey(r.cameraId(), segment),
                    new Playhead(r.beginMs(), r.positionMs(), r.rate()),
                    new StreamProfile(r.bitrateBps(), r.quality(), source), startedAt));
        }
        return out;
    }

    /**
     * Step of {@link #sessions}: the segments of the cameras {@code sessions} play, by camera, in listing order; one
     * pass over the node's recordings, which list every camera it holds (a day of hourly segments of 80 cameras is
     * 1,920), instead of one per session.
     */
    static Map<String, List<RecordingSegment>> segmentsOf(List<RecordingSegment> recordings,
                                                          List<ReportedSession> sessions) {
        Map<String, List<RecordingSegment>> out = new HashMap<>();
        if (sessions.isEmpty()) {
            return out;
        }
        for (ReportedSession r : sessions) {
            out.put(r.cameraId(), new ArrayList<>());
        }
        for (RecordingSegment s : recordings) {
            List<RecordingSegment> ofCamera = out.get(s.cameraId());
            if (ofCamera != null) {
                ofCamera.add(s);
            }
        }
        return out;
    }

    /** Start of the first segment of {@code ofCamera} holding {@code timeMs}, or {@code timeMs} when none does. */
    static long segmentStart(List<RecordingSegment> ofCamera, long timeMs) {
        for (RecordingSegment s : ofCamera) {
            if (s.contains(timeMs)) {
                return s.startMs();
            }
        }
        return timeMs;
    }
}
