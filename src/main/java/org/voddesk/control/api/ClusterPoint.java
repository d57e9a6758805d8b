package org.voddesk.control.api;

/**
 * One point of the cluster chart (Screen 1): the balance figures of Li &amp; Chen 2014 §1 (ALGORITHMS.md §1).
 *
 * @param timeMs  the poll's time ({@link ChartResolution#SAMPLES}) or the quarter-hour's start
 * @param lambda  load variance: of the polled loads, or of the nodes' quarter-hour mean loads
 * @param sigma   quadratic-mean load, over the same loads
 * @param streams live sessions at the poll, or {@code -1} at quarter-hour resolution (the rollups do not keep it)
 */
public record ClusterPoint(long timeMs, double lambda, double sigma, int streams) {
}
