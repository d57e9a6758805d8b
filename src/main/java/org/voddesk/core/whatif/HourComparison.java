package org.voddesk.core.whatif;

/**
 * The cluster's mean {@code lambda} in one elapsed hour, recorded against replayed (percent squared).
 *
 * @param hour        elapsed hour of the day, from 0
 * @param hourStartMs the hour's first instant, epoch ms
 * @param lambda      mean {@code lambda} of the hour's load reports
 */
public record HourComparison(int hour, long hourStartMs, Compared lambda) {
}
