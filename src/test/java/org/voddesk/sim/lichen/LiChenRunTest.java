package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.voddesk.policy.GainParams;
import org.voddesk.policy.GainPlanner;
import org.voddesk.policy.Policies;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.cluster.PolicySetup;

class LiChenRunTest {
    /** The specified model with a shorter warm-up and measured period, to keep tests fast. */
    static final LiChenParameters SHORT = new LiChenParameters(5, 600e6, 80, 5, 3_600_000L, 2_000_000L, 128,
            300_000L, 2000e6, 0.95, 600_000L, 3_600_000L, 5_000L, 600_000L, 1_200_000L);

    private static RunResult run(PolicySetup setup, int streams, long seed) {
        return new LiChenRun(SHORT, setup, streams, seed).run();
    }

    private static PolicySetup leastLoaded() {
        return new PolicySetup("fixture", new LeastReportedLoadFixture(false, true), null);
    }

    @Test
    void theSameSeedGivesTheSameFigures() {
        RunResult a = run(leastLoaded(), 100, 11);
        RunResult b = run(leastLoaded(), 100, 11);

        assertThat(a.figures()).isEqualTo(b.figures());
        assertThat(a.extras()).isEqualTo(b.extras());
    }

    @Test
    void anotherSeedGivesAnotherWorkload() {
        assertThat(run(leastLoaded(), 100, 11).figures().get(Metric.REQUESTS))
                .isNotEqualTo(run(leastLoaded(), 100, 12).figures().get(Metric.REQUESTS));
    }

    @Test
    void requestsInTheMeasuredPeriodMatchTheStreamRate() {
        double requests = 0;
        for (long seed = 1; seed <= 5; seed++) {
            requests += run(leastLoaded(), 200, seed).figures().get(Metric.REQUESTS);
        }
        // N / 600 s streams per second over the 1200 s measured: 400 per run
        assertThat(requests / 5).isCloseTo(400, within(60.0));
    }

    @Test
    void rejectedStreamsAreCountedAndNeverServed() {
        RunResult r = run(new PolicySetup("refuse", new LeastReportedLoadFixture(true, true), null), 50, 3);

        assertThat(r.figures().get(Metric.REQUESTS)).isPositive();
        assertThat(r.figures().get(Metric.ACCEPTED)).isZero();
        assertThat(r.figures().get(Metric.SUCCESS_RATE)).isZero();
        assertThat(r.extras().get("rejections")).isEqualTo(r.figures().get(Metric.REQUESTS));
        assertThat(r.extras().get("mean_load")).isCloseTo(0.1 * 5 + 0.2 * 20, within(1e-9));
        assertThat(r.figures()).doesNotContainKey(Metric.MEAN_LATENCY_MS);
    }

    @Test
    void everyFigureOfTheScenarioIsReported() {
        RunResult r = run(leastLoaded(), 100, 5);

        assertThat(r.figures()).containsKeys(Metric.REQUESTS, Metric.ACCEPTED, Metric.SUCCESS_RATE,
                Metric.MEAN_LATENCY_MS, Metric.P95_LATENCY_MS, Metric.CACHE_HIT_RATIO, Metric.LOAD_VARIANCE,
                Metric.MIGRATIONS).doesNotContainKeys(Metric.MEAN_DELAY, Metric.CONNECTED_VIEWERS);
        assertThat(r.figures().get(Metric.MEAN_LATENCY_MS)).isBetween(50.0, 20 + 400 / 0.05);
    }

    @Test
    void p95IsTheNearestRankPercentile() {
        double[] sorted = new double[100];
        for (int i = 0; i < 100; i++) {
            sorted[i] = i + 1;
        }
        assertThat(Measurements.percentile(sorted, 100, 0.95)).isEqualTo(95.0);
        assertThat(Measurements.percentile(sorted, 1, 0.95)).isEqualTo(1.0);
    }

    @Test
    void aPlannerRunEveryMinuteMakesAtMostOnePlanAMinuteAndEveryPlanHasMoves() {
        // A planner that proposes at every chance (the small gains), so that the interval is what limits the plans.
        PolicySetup pair = new PolicySetup("pair", Policies.placement("prefix-spread"),
                new GainPlanner(GainParams.DEFAULT.withGains(0.3, 0.3)));
        RunResult every = new LiChenRun(SHORT, pair, 300, 5, 60_000L).run();
        double plans = every.figures().get(Metric.PLANS);
        double moves = every.figures().get(Metric.MIGRATIONS);

        // 20 measured minutes: at most 20 planning rounds
        assertThat(plans).isPositive().isLessThanOrEqualTo(20);
        assertThat(moves).isGreaterThanOrEqualTo(plans);
    }

    @Test
    void withoutAPlanningIntervalThePlannerRunsAtEveryReportAsBefore() {
        PolicySetup rem = new PolicySetup("similarity-rem", Policies.placement("similarity"),
                Policies.planner("rem"));
        RunResult byDefault = new LiChenRun(SHORT, rem, 400, 3).run();
        RunResult everyReport = new LiChenRun(SHORT, rem, 400, 3, SHORT.reportPeriodMs()).run();

        assertThat(byDefault.figures()).isEqualTo(everyReport.figures());
        assertThat(byDefault.figures().get(Metric.MIGRATIONS)).isPositive();
    }
}
