package org.voddesk.core.whatif;

/**
 * One node's load over one elapsed hour of the day (ALGORITHMS.md §1 eq. 1, percent).
 *
 * @param nodeName the node
 * @param hour     elapsed hour of the day, from 0 ({@link DayWindow#hourOf})
 * @param meanLoad mean of the node's load samples in the hour, percent; {@code NaN} when it has none (failed,
 *                 unreachable, not yet added)
 * @param peakLoad largest load sample in the hour, percent; {@code NaN} when it has none
 */
public record NodeHourLoad(String nodeName, int hour, double meanLoad, double peakLoad) {
    public NodeHourLoad {
        if (nodeName == null || nodeName.isBlank() || hour < 0) {
            throw new IllegalArgumentException("a node hour needs its node and an hour >= 0");
        }
    }

    /** Whether the hour has at least one load sample. */
    public boolean measured() {
        return !Double.isNaN(meanLoad);
    }
}
