package org.voddesk.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.policy.BoundedHashPolicy;
import org.voddesk.policy.GainPlanner;
import org.voddesk.policy.GradeHopsPolicy;
import org.voddesk.policy.LeastLoadPolicy;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Policies;
import org.voddesk.policy.PrefixAffinityPolicy;
import org.voddesk.policy.RemPlanner;
import org.voddesk.policy.SimilarityPolicy;

/**
 * One placement per policy and one REM planning pass on the clusters of {@link BenchClusters}; a fixed
 * camera count makes every camera hotter as sessions grow. Placements cycle through 1024 pre-built requests.
 * The prefix placements and the {@code gain} planner (the console's default pair) run on the view with
 * the recent-start sets the console keeps ({@link BenchClusters#withRecentStarts}), so they take their real path.
 * Run: see docs/benchmarks.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class PolicyBenchmark {
    @Param({"5:500", "50:10000", "50:100000", "500:100000"})
    public String size;

    @Param({"scaled", "80"})
    public String cameras;

    private ClusterView view;
    private ClusterView recentView;
    private PlaybackRequest[] requests;
    private int next;

    private final LeastLoadPolicy leastLoad = new LeastLoadPolicy();
    private final SimilarityPolicy similarity = new SimilarityPolicy();
    private final PrefixAffinityPolicy prefixAffinity = new PrefixAffinityPolicy();
    private final BoundedHashPolicy boundedHash = new BoundedHashPolicy();
    private final GradeHopsPolicy gradeHops = new GradeHopsPolicy();
    private final PlacementPolicy prefixSpread = Policies.placement(PrefixAffinityPolicy.SPREAD_NAME);
    private final RemPlanner rem = new RemPlanner();
    private final GainPlanner gain = new GainPlanner();

    @Setup(Level.Trial)
    public void buildCluster() {
        view = BenchClusters.cluster(size, cameras);
        recentView = BenchClusters.withRecentStarts(view);
        requests = BenchClusters.requests(size, cameras);
        // The console's view has answered earlier requests, so its index exists (the derived-view benchmarks).
        recentView.holdersOf(SegmentKey.of(requests[0]));
    }

    private PlaybackRequest nextRequest() {
        return requests[next++ & (requests.length - 1)];
    }

    @Benchmark
    public PlacementDecision placeLeastLoad() {
        return leastLoad.place(view, nextRequest());
    }

    @Benchmark
    public PlacementDecision placeSimilarity() {
        return similarity.place(view, nextRequest());
    }

    @Benchmark
    public PlacementDecision placePrefixAffinity() {
        return prefixAffinity.place(recentView, nextRequest());
    }

    @Benchmark
    public PlacementDecision placePrefixSpread() {
        return prefixSpread.place(recentView, nextRequest());
    }

    /**
     * The console's path per request: the view it places on is derived from the previous one by the last
     * placement's load estimate ({@link ClusterView#withNode}), so the derivation and whatever the derived view must
     * recompute are part of the cost.
     */
    @Benchmark
    public PlacementDecision placePrefixSpreadOnDerivedView() {
        PlaybackRequest request = nextRequest();
        int i = next % recentView.nodes().size();
        ClusterView derived = recentView.withNode(recentView.nodes().get(i).withLoad(30 + next % 60));
        return prefixSpread.place(derived, request);
    }

    /**
     * As {@link #placePrefixSpreadOnDerivedView}, after a miss: the derived view's node has another recent-start
     * set (its neighbour's), so the view patches the index for that node.
     */
    @Benchmark
    public PlacementDecision placePrefixSpreadAfterMiss() {
        PlaybackRequest request = nextRequest();
        List<NodeView> nodes = recentView.nodes();
        int i = next % nodes.size();
        NodeView changed = nodes.get(i).withRecentSegments(nodes.get((i + 1) % nodes.size()).recentSegments());
        return prefixSpread.place(recentView.withNode(changed), request);
    }

    /** A view built afresh answering one request: the whole segment-to-holders index is built. */
    @Benchmark
    public List<NodeView> buildHoldersIndex() {
        ClusterView fresh = new ClusterView(recentView.timeMs(), recentView.model(), recentView.hops(),
                recentView.nodes());
        return fresh.holdersOf(SegmentKey.of(nextRequest()));
    }

    @Benchmark
    public PlacementDecision placeBoundedHash() {
        return boundedHash.place(view, nextRequest());
    }

    @Benchmark
    public PlacementDecision placeGradeHops() {
        return gradeHops.place(view, nextRequest());
    }

    @Benchmark
    public List<MigrationMove> planRem() {
        return rem.plan(view, new SplittableRandom(7));
    }

    @Benchmark
    public List<MigrationMove> planGain() {
        return gain.plan(recentView, new SplittableRandom(7));
    }
}
