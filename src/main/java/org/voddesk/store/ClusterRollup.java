package org.voddesk.store;

import java.util.Arrays;
import org.voddesk.core.ClusterMetrics;

/**
 * The cluster's balance over one quarter-hour, from the per-node rollups (V5): {@code lambda} and {@code sigma}
 * of Li &amp; Chen 2014 §1 (ALGORITHMS.md §1, {@link ClusterMetrics}) applied to each node's mean load over the
 * quarter-hour. It is the balance of the mean loads, not the mean of the per-poll balances: swings shorter than a
 * quarter-hour average out, so when every node is measured at every poll lambda is at most the mean of the polls'
 * lambdas (their difference is the nodes' mean variance about their own trend; the raw samples show the swings).
 *
 * @param bucketMs start of the quarter-hour, epoch ms
 * @param lambda   population variance of the nodes' mean loads
 * @param sigma    quadratic mean of the nodes' mean loads
 * @param nodes    nodes measured at least once in the quarter-hour (those the figures are over)
 */
public record ClusterRollup(long bucketMs, double lambda, double sigma, int nodes) {

    /** Collects one quarter-hour's node mean loads. */
    static final class Builder {
        private final long bucketMs;
        private double[] loads = new double[16];
        private int count;

        Builder(long bucketMs) {
            this.bucketMs = bucketMs;
        }

        long bucketMs() {
            return bucketMs;
        }

        void add(double meanLoad) {
            if (count == loads.length) {
                loads = Arrays.copyOf(loads, count * 2);
            }
            loads[count++] = meanLoad;
        }

        ClusterRollup build() {
            double[] l = Arrays.copyOf(loads, count);
            return new ClusterRollup(bucketMs, ClusterMetrics.lambda(l), ClusterMetrics.sigma(l), count);
        }
    }
}
