package org.voddesk.report;

/**
 * The highest value of a figure over the day and when it was reached (the first time, if several).
 *
 * @param atMs  when, epoch ms (the start of the quarter-hour for quarter-hour figures)
 * @param value the value
 */
public record Peak(long atMs, double value) {
}
