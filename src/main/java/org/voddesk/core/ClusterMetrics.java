package org.voddesk.core;

/**
 * Cluster-wide balance figures of Li &amp; Chen 2014 (ALGORITHMS.md §1).
 */
public final class ClusterMetrics {
    private ClusterMetrics() {
    }

    /** Mean of the node loads; 0 for an empty cluster. */
    public static double mean(double[] loads) {
        if (loads.length == 0) {
            return 0;
        }
        double sum = 0;
        for (double l : loads) {
            sum += l;
        }
        return sum / loads.length;
    }

    /** {@code lambda = (1/N) * sum (Load_i - mean)^2}: the population variance of node loads. */
    public static double lambda(double[] loads) {
        if (loads.length == 0) {
            return 0;
        }
        double mean = mean(loads);
        double sum = 0;
        for (double l : loads) {
            sum += (l - mean) * (l - mean);
        }
        return sum / loads.length;
    }

    /**
     * {@code sigma = sqrt((1/N) * sum Load_i^2)}: the quadratic mean of node loads (reconstructed from
     * "二次平均"); nodes above it are high-load, below it low-load.
     */
    public static double sigma(double[] loads) {
        if (loads.length == 0) {
            return 0;
        }
        double sum = 0;
        for (double l : loads) {
            sum += l * l;
        }
        return Math.sqrt(sum / loads.length);
    }
}
