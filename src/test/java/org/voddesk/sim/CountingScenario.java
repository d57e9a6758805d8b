package org.voddesk.sim;

import java.util.List;
import java.util.SplittableRandom;

/**
 * A tiny test scenario: each run draws {@code load} random numbers from its seed and reports their sum as the
 * latency, so results show exactly which seed each run got.
 */
final class CountingScenario implements Scenario {
    @Override
    public String name() {
        return "counting";
    }

    @Override
    public List<String> policies() {
        return List.of("p", "q");
    }

    @Override
    public void validate(List<String> policies, List<Double> loads, ScenarioOptions options) {
        for (String p : policies) {
            if (!policies().contains(p)) {
                throw new IllegalArgumentException("unknown policy " + p);
            }
        }
    }

    @Override
    public String loadLabel() {
        return "draws";
    }

    @Override
    public RunResult run(RunSpec spec) {
        SplittableRandom random = new SplittableRandom(spec.seed());
        double sum = 0;
        for (int i = 0; i < spec.load(); i++) {
            sum += random.nextDouble();
        }
        return RunResult.builder().put(Metric.REQUESTS, spec.load()).put(Metric.MEAN_LATENCY_MS, sum)
                .extra("run", spec.runIndex()).build();
    }
}
