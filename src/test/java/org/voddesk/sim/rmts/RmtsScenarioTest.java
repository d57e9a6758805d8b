package org.voddesk.sim.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.sim.Metric;
import org.voddesk.sim.ResultRow;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSpec;
import org.voddesk.sim.ScenarioOptions;

/** A reduced model (6 servers of 20, 30 videos, short periods) so that runs take milliseconds. */
class RmtsScenarioTest {
    private static final RmtsModel SMALL = new RmtsModel(6, 20, 30, 0.271, 6, 5, 600_000L, 600_000L, 3_600_000L,
            900_000L, 3, 1.0);
    private static final RmtsScenario SCENARIO = new RmtsScenario(SMALL);

    private static RunResult run(String policy, double load, ScenarioOptions options) {
        return SCENARIO.run(new RunSpec(policy, load, 0, 99, options));
    }

    @Test
    void anUnknownPolicyIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> SCENARIO.validate(List.of("rmts", "magic"), List.of(40.0), ScenarioOptions.NONE))
                .hasMessageContaining("unknown policy magic").hasMessageContaining("last-minute");
    }

    @Test
    void aLoadMustBeAPositiveArrivalRate() {
        assertThatThrownBy(() -> SCENARIO.validate(List.of("rmts"), List.of(0.0), ScenarioOptions.NONE))
                .hasMessageContaining("arrivals per minute");
    }

    @Test
    void anUnknownPlacementIsRefused() {
        assertThatThrownBy(() -> SCENARIO.validate(List.of("rmts"), List.of(40.0),
                new ScenarioOptions(null, "dense", false))).hasMessageContaining("standard or sparse");
    }

    @Test
    void everyPolicySeesTheSameArrivals() {
        double requests = run("no-migration", 10, ScenarioOptions.NONE).figures().get(Metric.REQUESTS);

        for (String p : RmtsScenario.POLICIES) {
            assertThat(run(p, 10, ScenarioOptions.NONE).figures().get(Metric.REQUESTS)).isEqualTo(requests);
        }
    }

    @Test
    void theSameSpecGivesTheSameResult() {
        ScenarioOptions sparse = new ScenarioOptions(0.3, "sparse", true);

        assertThat(run("rmts", 12, sparse).figures()).isEqualTo(run("rmts", 12, sparse).figures());
    }

    @Test
    void noMigrationNeverMigratesAndHasUnitDelay() {
        RunResult r = run("no-migration", 12, ScenarioOptions.NONE);

        assertThat(r.figures().get(Metric.MIGRATIONS)).isZero();
        assertThat(r.figures().get(Metric.MEAN_DELAY)).isEqualTo(1.0);
    }

    @Test
    void successRateIsAcceptedOverArrived() {
        RunResult r = run("rem", 14, ScenarioOptions.NONE);

        assertThat(r.figures().get(Metric.SUCCESS_RATE))
                .isEqualTo(r.figures().get(Metric.ACCEPTED) / r.figures().get(Metric.REQUESTS));
    }

    @Test
    void aFailureRunReportsReHomedAndEndedSessions() {
        RunResult r = run("rmts", 12, new ScenarioOptions(null, null, true));

        assertThat(r.extras().get("re-homed") + r.extras().get("ended")).isPositive();
        assertThat(r.extras().get("ended_no_holder")).isLessThanOrEqualTo(r.extras().get("ended"));
    }

    @Test
    void theNotesSayReHomedAndEnded() {
        RunResult r = run("rmts", 12, new ScenarioOptions(null, null, true));
        ResultRow row = ResultRow.of(RmtsScenario.NAME, "rmts", 12, List.of(r));

        assertThat(SCENARIO.notes(List.of(row))).singleElement().asString()
                .matches("rmts at 12: re-homed \\d+, ended \\d+ \\(\\d+ because no live server holds their video\\)");
    }

    @Test
    void withoutAFailureThereAreNoNotes() {
        ResultRow row = ResultRow.of(RmtsScenario.NAME, "rmts", 12, List.of(run("rmts", 12, ScenarioOptions.NONE)));

        assertThat(SCENARIO.notes(List.of(row))).isEmpty();
    }
}
