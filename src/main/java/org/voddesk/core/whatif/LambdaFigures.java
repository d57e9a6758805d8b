package org.voddesk.core.whatif;

/**
 * The cluster's balance over the day: {@code lambda} (population variance of the node loads, ALGORITHMS.md §1 eq. 3),
 * percent squared; lower is better balanced.
 *
 * @param mean mean of {@code lambda} over the day's load reports
 * @param peak largest {@code lambda} of one report
 */
public record LambdaFigures(double mean, double peak) {
}
