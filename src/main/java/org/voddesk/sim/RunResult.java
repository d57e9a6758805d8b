package org.voddesk.sim;

import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The figures of one seeded run: the {@link Metric}s the scenario defines, plus scenario-specific extras
 * (named, printed in the table but not in the CSV, e.g. {@code rejections} or {@code re-homed}).
 */
public final class RunResult {
    private final Map<Metric, Double> figures;
    private final Map<String, Double> extras;

    private RunResult(Map<Metric, Double> figures, Map<String, Double> extras) {
        this.figures = Collections.unmodifiableMap(new EnumMap<>(figures));
        this.extras = Collections.unmodifiableMap(new LinkedHashMap<>(extras));
    }

    public static Builder builder() {
        return new Builder();
    }

    public Map<Metric, Double> figures() {
        return figures;
    }

    public Map<String, Double> extras() {
        return extras;
    }

    /** Collects the figures of a run; each may be set once and must be a finite number. */
    public static final class Builder {
        private final Map<Metric, Double> figures = new EnumMap<>(Metric.class);
        private final Map<String, Double> extras = new LinkedHashMap<>();

        public Builder put(Metric metric, double value) {
            requireFinite(metric.column(), value);
            if (figures.put(metric, value) != null) {
                throw new IllegalStateException(metric.column() + " was set twice");
            }
            return this;
        }

        public Builder extra(String name, double value) {
            requireFinite(name, value);
            if (extras.put(name, value) != null) {
                throw new IllegalStateException(name + " was set twice");
            }
            return this;
        }

        public RunResult build() {
            return new RunResult(figures, extras);
        }

        private static void requireFinite(String name, double value) {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException(name + " must be a finite number, got " + value);
            }
        }
    }
}
