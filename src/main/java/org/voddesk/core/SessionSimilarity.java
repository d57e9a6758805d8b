package org.voddesk.core;

/**
 * A session's FD (its similarity to the other sessions of a node, ALGORITHMS.md §3) on the node it leaves and on
 * the node it would join.
 *
 * @param source the session's FD on its source ({@code NaN} when not computed)
 * @param target the session's FD on the target ({@code NaN} when not computed)
 */
public record SessionSimilarity(double source, double target) {
    /** Neither computed. */
    public static final SessionSimilarity UNKNOWN = new SessionSimilarity(Double.NaN, Double.NaN);
}
