package org.voddesk.core.whatif;

/**
 * The cluster's balance at one instant: {@code lambda}, the population variance of the node loads (ALGORITHMS.md
 * §1 eq. 3), percent squared; 0 is perfectly balanced.
 *
 * @param timeMs the instant (or the start of the interval it averages), epoch ms
 * @param lambda {@code lambda}, percent squared
 */
public record LambdaPoint(long timeMs, double lambda) {
}
