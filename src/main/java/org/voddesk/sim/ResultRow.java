package org.voddesk.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One (policy, load) cell of a sweep: every figure summarised over its runs, and the runs themselves.
 */
public record ResultRow(String scenario, String policy, double load, List<RunResult> runResults,
                        Map<Metric, Summary> figures, Map<String, Summary> extras) {
    public ResultRow {
        runResults = List.copyOf(runResults);
        Map<Metric, Summary> copy = new EnumMap<>(Metric.class);
        copy.putAll(figures);
        figures = Collections.unmodifiableMap(copy);
        extras = Collections.unmodifiableMap(new LinkedHashMap<>(extras));
    }

    /** Summarises the runs of one cell; a figure appears when every run reported it. */
    public static ResultRow of(String scenario, String policy, double load, List<RunResult> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a result row needs at least one run");
        }
        Map<Metric, Summary> figures = new EnumMap<>(Metric.class);
        for (Metric m : Metric.values()) {
            List<Double> values = new ArrayList<>();
            runs.forEach(r -> {
                Double v = r.figures().get(m);
                if (v != null) {
                    values.add(v);
                }
            });
            if (values.size() == runs.size()) {
                figures.put(m, Summary.of(values));
            }
        }
        Map<String, Summary> extras = new LinkedHashMap<>();
        for (String name : runs.get(0).extras().keySet()) {
            List<Double> values = new ArrayList<>();
            runs.forEach(r -> {
                Double v = r.extras().get(name);
                if (v != null) {
                    values.add(v);
                }
            });
            if (values.size() == runs.size()) {
                extras.put(name, Summary.of(values));
            }
        }
        return new ResultRow(scenario, policy, load, runs, figures, extras);
    }

    public int runs() {
        return runResults.size();
    }
}
