package org.voddesk.report;

/**
 * One point of a chart over the day.
 *
 * @param timeMs start of the period the value is for, epoch ms
 * @param value  the value
 */
public record SeriesPoint(long timeMs, double value) {
}
