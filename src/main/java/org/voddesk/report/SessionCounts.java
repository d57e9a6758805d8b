package org.voddesk.report;

/**
 * The sessions a node served over the day.
 *
 * @param served sessions that ran on the node at some time of the day
 * @param movedIn  sessions moved onto the node during the day
 * @param movedOut sessions moved off the node during the day
 */
public record SessionCounts(int served, int movedIn, int movedOut) {
}
