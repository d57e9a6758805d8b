package org.voddesk.sim;

import java.util.List;

/**
 * A simulation model of ALGORITHMS.md §8: its own workload, cluster model, policies and figures. A run is a
 * pure function of its {@link RunSpec}: the same spec gives the same result on any thread.
 */
public interface Scenario {
    /** The name given to {@code --scenario}. */
    String name();

    /** The policy names this scenario runs, in the order they are usually compared. */
    List<String> policies();

    /**
     * Checks what the scenario needs of a sweep before anything runs: known policies, sensible loads, only the
     * options it defines.
     *
     * @throws IllegalArgumentException with a message an operator can act on
     */
    void validate(List<String> policies, List<Double> loads, ScenarioOptions options);

    /** The check every {@link #validate} starts with: each requested name is one of {@link #policies()}. */
    default void requireKnownPolicies(List<String> names) {
        List<String> known = policies();
        List<String> unknown = names.stream().filter(n -> !known.contains(n)).toList();
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("unknown policy " + String.join(", ", unknown) + " for " + name()
                    + "; known: " + String.join(", ", known));
        }
    }

    /** The two figures {@code --chart} plots against load (latency and variance for most scenarios). */
    default List<Metric> chartMetrics() {
        return List.of(Metric.MEAN_LATENCY_MS, Metric.LOAD_VARIANCE);
    }

    /** What {@code --load} means here, for the table and the chart axis. */
    String loadLabel();

    /**
     * Lines to print after the table, for figures a table cell does not say well (rmts-2015's
     * {@code re-homed N, ended M}); none by default.
     */
    default List<String> notes(List<ResultRow> rows) {
        return List.of();
    }

    /** Runs once. */
    RunResult run(RunSpec spec);
}
