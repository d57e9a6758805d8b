package org.voddesk.store;

/**
 * The cluster's balance at one poll (Li &amp; Chen 2014 §1 figures, ALGORITHMS.md §1).
 *
 * @param timeMs  when, epoch ms
 * @param lambda  variance of node loads
 * @param sigma   quadratic mean of node loads
 * @param streams live sessions in the cluster
 */
public record ClusterSample(long timeMs, double lambda, double sigma, int streams) {
    public ClusterSample {
        if (!Double.isFinite(lambda) || !Double.isFinite(sigma) || lambda < 0 || sigma < 0 || streams < 0) {
            throw new IllegalArgumentException("cluster sample needs finite lambda, sigma >= 0 and streams >= 0, got "
                    + lambda + ", " + sigma + ", " + streams);
        }
    }
}
