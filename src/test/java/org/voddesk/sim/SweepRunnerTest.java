package org.voddesk.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;

class SweepRunnerTest {
    private final SweepRequest request = new SweepRequest(new CountingScenario(), List.of("p", "q"),
            List.of(10.0, 20.0), 3, 7, ScenarioOptions.NONE);

    @Test
    void resultsDoNotDependOnTheNumberOfThreads() {
        List<ResultRow> oneThread = new SweepRunner(Runnable::run).run(request);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<ResultRow> twoThreads = new SweepRunner(pool).run(request);
            assertThat(ResultCsv.format(twoThreads)).isEqualTo(ResultCsv.format(oneThread));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void rowsComeInPolicyThenLoadOrder() {
        List<ResultRow> rows = new SweepRunner(Runnable::run).run(request);

        assertThat(rows).extracting(r -> r.policy() + "@" + r.load())
                .containsExactly("p@10.0", "p@20.0", "q@10.0", "q@20.0");
        assertThat(rows).allSatisfy(r -> assertThat(r.runs()).isEqualTo(3));
    }

    @Test
    void everyPolicySeesTheSameSeedsAtTheSameLoad() {
        List<ResultRow> rows = new SweepRunner(Runnable::run).run(request);

        assertThat(rows.get(2).figures().get(Metric.MEAN_LATENCY_MS))
                .isEqualTo(rows.get(0).figures().get(Metric.MEAN_LATENCY_MS));
    }

    @Test
    void runsOfOneCellGetDifferentSeeds() {
        ResultRow row = new SweepRunner(Runnable::run).run(request).get(0);

        assertThat(row.runResults()).extracting(r -> r.figures().get(Metric.MEAN_LATENCY_MS)).doesNotHaveDuplicates();
        assertThat(row.figures().get(Metric.MEAN_LATENCY_MS).spread()).isPositive();
    }

    @Test
    void anotherSweepSeedGivesOtherRuns() {
        SweepRequest other = new SweepRequest(new CountingScenario(), List.of("p"), List.of(10.0), 3, 8,
                ScenarioOptions.NONE);

        assertThat(ResultCsv.format(new SweepRunner(Runnable::run).run(other)))
                .isNotEqualTo(ResultCsv.format(new SweepRunner(Runnable::run).run(request).subList(0, 1)));
    }

    @Test
    void aSweepRefusesWhatTheScenarioRefuses() {
        assertThatThrownBy(() -> new SweepRequest(new CountingScenario(), List.of("nope"), List.of(1.0), 1, 1,
                ScenarioOptions.NONE)).hasMessageContaining("unknown policy nope");
    }

    @Test
    void aSweepNeedsLoadsAndAtLeastOneRun() {
        assertThatThrownBy(() -> new SweepRequest(new CountingScenario(), List.of("p"), List.of(), 1, 1,
                ScenarioOptions.NONE)).hasMessageContaining("--load");
        assertThatThrownBy(() -> new SweepRequest(new CountingScenario(), List.of("p"), List.of(1.0), 0, 1,
                ScenarioOptions.NONE)).hasMessageContaining("--runs");
    }
}
