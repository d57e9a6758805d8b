package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.function.IntSupplier;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Policies;

/**
 * Where a prefix placement's time goes at 500 nodes / 100k sessions (docs/benchmarks.md), in CPU time of
 * the measuring thread per operation (so that other work on a shared machine does not count): one
 * {@code prefix-spread} placement on the view with recent starts; the same on a view derived by a load estimate and
 * after a miss (a node with a new recent-start set); building the view's segment-to-holders index
 * ({@link ClusterView#holdersOf}); and the 500 per-node look-ups the index replaced. A plain main, 2 s per figure.
 */
public final class RecentLookupCost {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private RecentLookupCost() {
    }

    public static void main(String[] args) {
        ClusterView view = BenchClusters.withRecentStarts(BenchClusters.cluster("500:100000", "scaled"));
        PlaybackRequest[] requests = BenchClusters.requests("500:100000", "scaled");
        PlacementPolicy policy = Policies.placement(Policies.DEFAULT_PLACEMENT);
        List<NodeView> nodes = view.nodes();
        int[] n = {0};
        for (int round = 0; round < 2; round++) {
            print("placement", () -> policy.place(view, next(requests, n)).hashCode());
            print("placement on a derived view", () -> {
                int i = n[0] % nodes.size();
                return policy.place(view.withNode(nodes.get(i).withLoad(30 + n[0] % 60)), next(requests, n))
                        .hashCode();
            });
            print("placement after a miss", () -> {
                int i = n[0] % nodes.size();
                NodeView changed = nodes.get(i).withRecentSegments(nodes.get((i + 1) % nodes.size()).recentSegments());
                return policy.place(view.withNode(changed), next(requests, n)).hashCode();
            });
            print("index build", () -> new ClusterView(view.timeMs(), view.model(), view.hops(), nodes)
                    .holdersOf(SegmentKey.of(next(requests, n))).size());
            print("500 per-node look-ups", () -> {
                SegmentKey key = SegmentKey.of(next(requests, n));
                int found = 0;
                for (NodeView node : nodes) {
                    found += node.recentlyStarted(key) ? 1 : 0;
                }
                return found;
            });
        }
    }

    private static PlaybackRequest next(PlaybackRequest[] requests, int[] n) {
        return requests[n[0]++ & (BenchClusters.REQUESTS - 1)];
    }

    /** Runs {@code op} for 2 s of wall time and prints its CPU time per operation. */
    private static void print(String what, IntSupplier op) {
        long wall = System.nanoTime();
        long cpu = CPU.getCurrentThreadCpuTime();
        long count = 0;
        int sink = 0;
        while (System.nanoTime() - wall < 2_000_000_000L) {
            sink += op.getAsInt();
            count++;
        }
        double us = (CPU.getCurrentThreadCpuTime() - cpu) / 1000.0 / count;
        System.out.printf("%s: %.2f us CPU per operation (%d operations)%s%n", what, us, count, sink == 42 ? " " : "");
    }
}
