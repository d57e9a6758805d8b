package org.voddesk.bench;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.RecentStarts;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.policy.RandomClusters;

/**
 * The clusters the policy benchmarks run on: seeded {@link RandomClusters} with loads uniform in [30, 90], all
 * nodes healthy. {@code size} is {@code nodes:sessions}; {@code cameras} is {@code scaled} (one camera per 6.25
 * sessions, the density of the li-chen-2014 scenario: 80 cameras for 500 streams) or a fixed count.
 */
final class BenchClusters {
    static final int REQUESTS = 1024;

    private BenchClusters() {
    }

    static int cameraCount(String size, String cameras) {
        int sessions = Integer.parseInt(size.split(":")[1]);
        return cameras.equals("scaled") ? Math.max(1, (int) Math.round(sessions / 6.25)) : Integer.parseInt(cameras);
    }

    static ClusterView cluster(String size, String cameras) {
        String[] parts = size.split(":");
        return RandomClusters.cluster(42, Integer.parseInt(parts[0]), Integer.parseInt(parts[1]),
                cameraCount(size, cameras), true, 30, 90);
    }

    /**
     * The same cluster with the recent-start sets the console keeps ({@link RecentStarts}, 128 prefixes a node,
     * as the control loop's estimate): every session fed in order of its start, so that {@code prefix-affinity}
     * finds holders and takes its real path rather than its least-load fallback.
     */
    static ClusterView withRecentStarts(ClusterView view) {
        RecentStarts recent = new RecentStarts(128);
        List<Session> all = new ArrayList<>();
        view.nodes().forEach(n -> all.addAll(n.sessions()));
        all.sort(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id));
        for (Session s : all) {
            recent.started(s.nodeName(), SegmentKey.of(s));
        }
        List<NodeView> nodes = new ArrayList<>();
        for (NodeView n : view.nodes()) {
            nodes.add(n.withRecentSegments(recent.snapshot(n.name())));
        }
        return new ClusterView(view.timeMs(), view.model(), view.hops(), nodes);
    }

    /** {@value #REQUESTS} requests the placement benchmarks cycle through. */
    static PlaybackRequest[] requests(String size, String cameras) {
        PlaybackRequest[] requests = new PlaybackRequest[REQUESTS];
        for (int i = 0; i < requests.length; i++) {
            requests[i] = RandomClusters.request(1000 + i, cameraCount(size, cameras));
        }
        return requests;
    }
}
