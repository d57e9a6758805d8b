package org.voddesk.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** Small hand-built clusters for the policy tests (ALGORITHMS.md §10 uses Bord = 100 Mb/s and 2 Mb/s streams). */
final class Fixtures {
    static final double MBPS = 1_000_000;
    static final long BITRATE = 2_000_000;
    static final long T = 1_800_000_000_000L;
    static final long SEGMENT = T - 600_000;

    private static int sessionIds;

    private Fixtures() {
    }

    static Session session(String node, String camera, long beginMs) {
        return session(node, camera, SEGMENT, beginMs, StreamSource.IPSAN);
    }

    static Session session(String node, String camera, long segmentStartMs, long beginMs, StreamSource source) {
        return new Session("s-" + node + "-" + camera + "-" + (sessionIds++), node,
                new SegmentKey(camera, segmentStartMs), Playhead.atBegin(beginMs, 1),
                new StreamProfile(BITRATE, Quality.MAIN, source), 0);
    }

    static NodeView node(String name, double load, Session... sessions) {
        return node(name, load, 100, sessions);
    }

    static NodeView node(String name, double load, double bordMbps, Session... sessions) {
        return new NodeView(new NodeSpec(name, bordMbps * MBPS, null), NodeHealth.OK, load, null, Arrays.asList(sessions));
    }

    static NodeView nodeAt(String name, String site, double load) {
        return new NodeView(new NodeSpec(name, 100 * MBPS, site), NodeHealth.OK, load, null, List.of());
    }

    static ClusterView cluster(NodeView... nodes) {
        return new ClusterView(T, LoadModel.DEFAULT, List.of(nodes));
    }

    static PlaybackRequest request(String camera, long beginMs) {
        return new PlaybackRequest(camera, SEGMENT, beginMs, 1, Quality.MAIN, BITRATE, null);
    }

    /** {@code count} sessions of {@code camera} on {@code node}, far apart in time (FD 0 to each other). */
    static List<Session> spread(String node, String camera, int count) {
        List<Session> result = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            result.add(session(node, camera, SEGMENT, T + i * 60_000L, StreamSource.IPSAN));
        }
        return result;
    }
}
