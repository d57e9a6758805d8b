package org.voddesk.report;

/**
 * How balanced the cluster was over the day, from its samples.
 *
 * @param polledMs    time covered by cluster samples (each stands until the next, at most the sample gap)
 * @param meanLambda  time-averaged {@code lambda} (variance of the node loads), NaN without samples
 * @param meanSigma   time-averaged {@code sigma} (quadratic mean of the node loads), NaN without samples
 * @param worstLambda the quarter-hour with the highest time-averaged {@code lambda}, or {@code null}
 * @param worstSigma  the quarter-hour with the highest time-averaged {@code sigma}, or {@code null}
 */
public record BalanceFigures(long polledMs, double meanLambda, double meanSigma, Peak worstLambda, Peak worstSigma) {
}
