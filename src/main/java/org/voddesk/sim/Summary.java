package org.voddesk.sim;

import java.util.List;

/**
 * A figure over the runs of one (policy, load) cell: its mean and spread. The spread is the sample standard
 * deviation (n - 1); with a single run it is 0.
 */
public record Summary(double mean, double spread, double min, double max, int count) {
    public static Summary of(List<Double> values) {
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a summary needs at least one value");
        }
        double sum = 0;
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            sum += v;
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        double mean = sum / values.size();
        double squares = 0;
        for (double v : values) {
            squares += (v - mean) * (v - mean);
        }
        double spread = values.size() > 1 ? Math.sqrt(squares / (values.size() - 1)) : 0;
        return new Summary(mean, spread, min, max, values.size());
    }
}
