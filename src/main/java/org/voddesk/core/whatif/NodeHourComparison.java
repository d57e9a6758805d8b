package org.voddesk.core.whatif;

/**
 * One node's load in one elapsed hour, recorded against replayed (percent, ALGORITHMS.md §1 eq. 1).
 *
 * @param nodeName the node
 * @param hour     elapsed hour of the day, from 0
 * @param meanLoad mean load in the hour, percent
 * @param peakLoad peak load in the hour, percent (the replay's: the mean over runs of each run's peak)
 */
public record NodeHourComparison(String nodeName, int hour, Compared meanLoad, Compared peakLoad) {
}
