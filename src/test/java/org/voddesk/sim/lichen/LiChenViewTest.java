package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.cluster.PolicySetup;

/** What a policy sees of the simulated cluster: reports, its own estimates, its own dispatch history. */
class LiChenViewTest {
    /** Wraps the fixture and records every view it is shown. */
    private static final class Recording implements PlacementPolicy {
        final LeastReportedLoadFixture inner;
        final List<ClusterView> views = new ArrayList<>();
        final List<PlaybackRequest> requests = new ArrayList<>();

        Recording(boolean updatesEstimate) {
            inner = new LeastReportedLoadFixture(false, updatesEstimate);
        }

        @Override
        public String name() {
            return "recording";
        }

        @Override
        public PlacementDecision place(ClusterView view, PlaybackRequest request) {
            views.add(view);
            requests.add(request);
            return inner.place(view, request);
        }

        @Override
        public boolean updatesLoadEstimate() {
            return inner.updatesLoadEstimate();
        }
    }

    private static Recording run(boolean updatesEstimate) {
        Recording policy = new Recording(updatesEstimate);
        new LiChenRun(LiChenRunTest.SHORT, new PolicySetup("recording", policy, null), 60, 21).run();
        return policy;
    }

    /** Index of the first pair of consecutive views at the same instant (one action opening several streams). */
    private static int sameInstantPair(List<ClusterView> views) {
        for (int i = 60; i + 1 < views.size(); i++) {
            if (views.get(i).timeMs() == views.get(i + 1).timeMs()) {
                return i;
            }
        }
        throw new AssertionError("no action opened two streams");
    }

    @Test
    void aPolicyThatSeesOnlyReportsSeesTheSameLoadsThroughoutAVideoWall() {
        List<ClusterView> views = run(false).views;
        int i = sameInstantPair(views);

        assertThat(views.get(i + 1).reachableLoads()).containsExactly(views.get(i).reachableLoads());
    }

    @Test
    void aPolicyThatEstimatesSeesItsPreviousPlacementAdded() {
        List<ClusterView> views = run(true).views;
        int i = sameInstantPair(views);
        double before = sum(views.get(i).reachableLoads());
        double after = sum(views.get(i + 1).reachableLoads());

        // one 2 Mb/s stream read from IPSAN on a 600 Mb/s node: 0.7 * 100 * 2 * 2 / 600
        assertThat(after - before).isCloseTo(0.7 * 100 * 2 * 2 / 600, within(1e-9));
    }

    @Test
    void theViewsRecentStartsAreTheSegmentsThePolicyDispatchedThere() {
        Recording policy = run(true);
        ClusterView last = policy.views.get(policy.views.size() - 1);
        int holders = 0;
        for (NodeView n : last.nodes()) {
            holders += n.recentSegments().size();
            assertThat(n.recentSegments()).hasSizeLessThanOrEqualTo(128);
        }
        assertThat(holders).isPositive();
        PlaybackRequest first = policy.requests.get(0);
        assertThat(last.nodes()).anySatisfy(n -> assertThat(n.recentlyStarted(SegmentKey.of(first))).isTrue());
    }

    @Test
    void theViewShowsRunningSessionsWithPositionsAtMostOneReportOld() {
        Recording policy = run(true);
        ClusterView view = policy.views.get(policy.views.size() - 1);

        assertThat(view.sessionCount()).isPositive();
        view.nodes().forEach(n -> n.sessions().forEach(s -> {
            long played = s.positionMs() - s.beginMs();
            long elapsed = view.timeMs() - s.startedAtMs();
            assertThat(played).isBetween(0L, (long) Math.ceil(3 * elapsed));
            assertThat(played).isGreaterThanOrEqualTo((long) Math.floor(0.5 * (elapsed - 5_000)) - 1);
        }));
    }

    @Test
    void aPlannerRunsAtReportsAndItsMovesAreCounted() {
        RunResult r = new LiChenRun(LiChenRunTest.SHORT, LiChenPolicies.standard().get("prefix-affinity-balance").get(),
                300, 4).run();

        assertThat(r.figures().get(Metric.MIGRATIONS)).isPositive();
        assertThat(r.figures().get(Metric.CACHE_HIT_RATIO)).isGreaterThan(0.5);
    }

    private static double sum(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s;
    }
}
