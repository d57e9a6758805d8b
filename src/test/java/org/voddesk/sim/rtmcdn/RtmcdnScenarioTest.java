package org.voddesk.sim.rtmcdn;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.policy.overload.SearchBounds;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSpec;
import org.voddesk.sim.ScenarioOptions;

/** Runs use a model of 25 Mb/s nodes (the specification's 100 Mb/s takes seconds per quality-change run). */
class RtmcdnScenarioTest {
    private static final RtmcdnModel SMALL = new RtmcdnModel(4, 25, 0.9, 20, List.of(4.0, 2.0, 1.0), 100_000);
    private static final RtmcdnScenario SCENARIO = new RtmcdnScenario(SMALL, SearchBounds.DEFAULT);

    private static RunResult run(String policy, int qualities, long seed) {
        return SCENARIO.run(new RunSpec(policy, qualities, 0, seed, ScenarioOptions.NONE));
    }

    @Test
    void aCameraIsCarriedByItsOriginAndTheNextNode() {
        assertThat(RtmcdnModel.SPEC.carriers(7)).containsExactly(3, 0);
    }

    @Test
    void aViewerReachesItsSiteAndBothRingNeighbours() {
        assertThat(RtmcdnModel.SPEC.reachable(0)).containsExactlyInAnyOrder(3, 0, 1);
    }

    @Test
    void theLoadIsAWholeNumberOfQualitiesFromOneToThree() {
        assertThatThrownBy(() -> SCENARIO.validate(List.of("quality-change"), List.of(4.0), ScenarioOptions.NONE))
                .hasMessageContaining("number of qualities");
        assertThatThrownBy(() -> SCENARIO.validate(List.of("quality-change"), List.of(1.5), ScenarioOptions.NONE))
                .hasMessageContaining("number of qualities");
    }

    @Test
    void rmtsOptionsAreRefused() {
        assertThatThrownBy(() -> SCENARIO.validate(List.of("source-change"), List.of(3.0),
                new ScenarioOptions(0.5, null, false))).hasMessageContaining("does not use");
    }

    @Test
    void leastConnectionSaturatesWithinTheClusterCapacityAtTopQuality() {
        RunResult r = run("least-connection", 3, 5);

        assertThat(r.figures().get(Metric.CONNECTED_VIEWERS)).isBetween(1.0, 4 * 22.5 / 4);
        assertThat(r.extras().get("mean_quality_mbps")).isEqualTo(4.0);
    }

    @Test
    void reliefNeverConnectsFewerViewersThanLeastConnection() {
        for (long seed = 1; seed <= 3; seed++) {
            double lc = run("least-connection", 3, seed).figures().get(Metric.CONNECTED_VIEWERS);
            assertThat(run("source-change", 3, seed).figures().get(Metric.CONNECTED_VIEWERS)).isGreaterThanOrEqualTo(lc);
            assertThat(run("quality-change", 3, seed).figures().get(Metric.CONNECTED_VIEWERS))
                    .isGreaterThanOrEqualTo(lc);
        }
    }

    @Test
    void qualityChangeTradesQualityForViewers() {
        RunResult r = run("quality-change", 3, 5);

        assertThat(r.extras().get("downgraded")).isPositive();
        assertThat(r.extras().get("mean_quality_mbps")).isLessThan(4.0);
    }

    @Test
    void sourceChangeNeverDowngrades() {
        assertThat(run("source-change", 3, 5).extras().get("downgraded")).isZero();
    }

    @Test
    void theSameSpecGivesTheSameResult() {
        assertThat(run("quality-change", 2, 9).figures()).isEqualTo(run("quality-change", 2, 9).figures());
    }
}
