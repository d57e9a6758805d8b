package org.voddesk.bench;

import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.policy.Policies;
import org.voddesk.policy.PlacementPolicy;

/**
 * Where a prefix placement's time goes at 500 nodes / 100k sessions (docs/benchmarks.md, issue 13): the wall time
 * of one {@code prefix-spread} placement on the view with recent starts, of 500 recent-start look-ups of varied
 * keys, and of 500 look-ups of one key (whose data stays in the CPU cache). A plain main, 2 s per figure.
 */
public final class RecentLookupCost {
    private RecentLookupCost() {
    }

    public static void main(String[] args) {
        ClusterView view = BenchClusters.withRecentStarts(BenchClusters.cluster("500:100000", "scaled"));
        PlaybackRequest[] requests = BenchClusters.requests("500:100000", "scaled");
        PlacementPolicy policy = Policies.placement(Policies.DEFAULT_PLACEMENT);
        for (int round = 0; round < 2; round++) {
            long t0 = System.nanoTime();
            int n = 0;
            while (System.nanoTime() - t0 < 2_000_000_000L) {
                policy.place(view, requests[n++ & (BenchClusters.REQUESTS - 1)]);
            }
            System.out.printf("placement %.1f us%n", (System.nanoTime() - t0) / 1000.0 / n);
            System.out.printf("500 look-ups, varied keys %.1f us%n", lookups(view, requests, true));
            System.out.printf("500 look-ups, one key %.1f us%n", lookups(view, requests, false));
        }
    }

    private static double lookups(ClusterView view, PlaybackRequest[] requests, boolean vary) {
        long t0 = System.nanoTime();
        int n = 0;
        int found = 0;
        while (System.nanoTime() - t0 < 2_000_000_000L) {
            SegmentKey key = SegmentKey.of(requests[vary ? n & (BenchClusters.REQUESTS - 1) : 0]);
            for (NodeView node : view.nodes()) {
                found += node.recentlyStarted(key) ? 1 : 0;
            }
            n++;
        }
        return found < 0 ? 0 : (System.nanoTime() - t0) / 1000.0 / n;
    }
}
