package org.voddesk.control.api;

/**
 * One point of a node tile's load chart.
 *
 * @param timeMs    the poll's time, or the quarter-hour's start
 * @param meanLoad  the eq. 1 load at the poll, or its mean over the quarter-hour's measured polls; {@code NaN} when
 *                  the node could not be measured
 * @param maxLoad   the highest load (the load itself at a poll); {@code NaN} when not measured
 * @param polls     polls the point covers (1 for a sample)
 * @param unhealthy of those, polls whose link health was not ok
 */
public record NodeLoadPoint(long timeMs, double meanLoad, double maxLoad, int polls, int unhealthy) {
    /** The point of one poll: its load is the mean and the maximum. */
    public static NodeLoadPoint ofPoll(long timeMs, double load, boolean healthy) {
        return new NodeLoadPoint(timeMs, load, load, 1, healthy ? 0 : 1);
    }
}
