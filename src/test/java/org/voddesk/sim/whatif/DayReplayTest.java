package org.voddesk.sim.whatif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.sim.whatif.TraceFixtures.DAY;
import static org.voddesk.sim.whatif.TraceFixtures.HOUR;
import static org.voddesk.sim.whatif.TraceFixtures.MIN;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Explanation;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.NodeOutage;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;
import org.voddesk.policy.LeastLoadPolicy;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Rejection;
import org.voddesk.sim.cluster.PolicySetup;

class DayReplayTest {
    private static RunOutcome run(DayTrace trace, PolicySetup policy, long seed) {
        return new DayReplay(trace, policy, LoopTimes.DEFAULT, ReplayModel.SPEC, seed, () -> false, f -> { }).run();
    }

    @Test
    void theReplayOfAPolicyIsTheSameForTheSameSeed() {
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(3), TraceFixtures.busyDay(4000, 7, 30 * MIN, 90 * MIN), List.of(),
                List.of(), new ApprovalHabit(0.5, 0.2, 2 * MIN, MIN, 5 * MIN));
        PolicySetup policy = PolicyNames.setup(new ReplayPolicy("similarity", "rem"));

        RunOutcome a = run(trace, policy, 11);
        RunOutcome b = run(trace, PolicyNames.setup(new ReplayPolicy("similarity", "rem")), 11);

        assertThat(a).isEqualTo(b);
        assertThat(a.actions().plans()).isPositive();
    }

    @Test
    void aNodeFailedInTheTraceIsFailedInTheReplayFromTheSameMinuteToItsRecovery() {
        List<TraceRequest> requests = new ArrayList<>();
        for (long t = DAY.fromMs() + 12 * HOUR; t < DAY.fromMs() + 13 * HOUR; t += MIN) {
            requests.add(TraceFixtures.request(t, 1, 2 * MIN));
        }
        NodeOutage outage = new NodeOutage("vod-1", DAY.fromMs() + 12 * HOUR + 7 * MIN,
                DAY.fromMs() + 12 * HOUR + 37 * MIN);
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(2), requests, List.of(), List.of(outage),
                ApprovalHabit.AT_ONCE);
        HealthSpy spy = new HealthSpy();

        run(trace, new PolicySetup("spy", spy, null), 1);

        for (int i = 0; i < spy.times.size(); i++) {
            long t = spy.times.get(i);
            assertThat(spy.vod1Works.get(i)).as("vod-1 works at %d min past 12:00", (t - DAY.fromMs()) / MIN - 720)
                    .isEqualTo(!outage.covers(t));
        }
        assertThat(spy.times).hasSize(60);
    }

    @Test
    void theSessionsOfAFailedNodeAreReHomed() {
        Session s = new Session("s-found", "vod-1", new SegmentKey("cam-001", DAY.fromMs() - 2 * HOUR),
                Playhead.atBegin(DAY.fromMs() - 2 * HOUR, 1.0),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), DAY.fromMs() + HOUR);
        StandingSession found = new StandingSession(s, DAY.fromMs() + HOUR, DAY.fromMs() + 3 * HOUR,
                StandingSession.Origin.FOUND);
        NodeOutage outage = new NodeOutage("vod-1", DAY.fromMs() + 2 * HOUR, DAY.fromMs() + 4 * HOUR);
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(2), List.of(), List.of(found), List.of(outage),
                ApprovalHabit.AT_ONCE);

        RunOutcome outcome = run(trace, PolicyNames.setup(new ReplayPolicy("least-load", null)), 1);

        assertThat(outcome.actions().reHomed()).isEqualTo(1);
        assertThat(outcome.actions().refused()).isZero();
        assertThat(outcome.loads().at("vod-2", 2).orElseThrow().meanLoad())
                .isGreaterThan(outcome.loads().at("vod-2", 1).orElseThrow().meanLoad());
        assertThat(outcome.loads().at("vod-1", 3).orElseThrow().measured()).isFalse();
    }

    @Test
    void standingSessionsAreNotRequestsAndRefusalsAreCounted() {
        Session s = new Session("s-found", "vod-1", new SegmentKey("cam-001", DAY.fromMs() - 2 * HOUR),
                Playhead.atBegin(DAY.fromMs() - 2 * HOUR, 1.0),
                new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), DAY.fromMs() + HOUR);
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(2), TraceFixtures.busyDay(50, 3),
                List.of(new StandingSession(s, DAY.fromMs() + HOUR, DAY.fromMs() + 9 * HOUR,
                        StandingSession.Origin.FOUND)), List.of(), ApprovalHabit.AT_ONCE);

        RunOutcome outcome = run(trace, new PolicySetup("refuse-all", new RefuseAll(), null), 1);

        assertThat(outcome.actions().refused()).isEqualTo(50);
        assertThat(outcome.loads().at("vod-1", 5).orElseThrow().meanLoad())
                .isGreaterThan(outcome.loads().at("vod-2", 5).orElseThrow().meanLoad());
    }

    @Test
    void aPlanNobodyApprovesMovesNothing() {
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(3), TraceFixtures.busyDay(4000, 7, 30 * MIN, 90 * MIN), List.of(),
                List.of(), new ApprovalHabit(0, 0, 0, 0, 5 * MIN));

        RunOutcome outcome = run(trace, PolicyNames.setup(new ReplayPolicy("similarity", "rem")), 11);

        assertThat(outcome.actions().plans()).isPositive();
        assertThat(outcome.actions().moves()).isZero();
    }

    @Test
    void aCancelledReplayStops() {
        DayTrace trace = TraceFixtures.trace(TraceFixtures.nodes(2), TraceFixtures.busyDay(50, 3), List.of(),
                List.of(), ApprovalHabit.AT_ONCE);
        DayReplay replay = new DayReplay(trace, PolicyNames.setup(new ReplayPolicy("least-load", null)),
                LoopTimes.DEFAULT, ReplayModel.SPEC, 1, () -> true, f -> { });

        assertThatThrownBy(replay::run).isInstanceOf(CancellationException.class);
    }

    /** Least-load placement that notes, at each request, whether vod-1 takes work. */
    private static final class HealthSpy implements PlacementPolicy {
        final List<Long> times = new ArrayList<>();
        final List<Boolean> vod1Works = new ArrayList<>();
        private final LeastLoadPolicy inner = new LeastLoadPolicy();

        @Override
        public String name() {
            return "spy";
        }

        @Override
        public PlacementDecision place(ClusterView view, PlaybackRequest request) {
            times.add(view.timeMs());
            vod1Works.add(view.node("vod-1").map(NodeView::acceptsWork).orElseThrow());
            return inner.place(view, request);
        }
    }

    /** A policy that refuses every request. */
    private static final class RefuseAll implements PlacementPolicy {
        @Override
        public String name() {
            return "refuse-all";
        }

        @Override
        public PlacementDecision place(ClusterView view, PlaybackRequest request) {
            return new Rejection("refused by the test", new Explanation("refuse-all", "refuse", List.of()));
        }
    }
}
