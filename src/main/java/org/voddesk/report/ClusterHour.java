package org.voddesk.report;

/**
 * The cluster's figures for one hour of the day (the PDF's hourly table).
 *
 * @param hourStartMs    start of the hour, epoch ms
 * @param meanLambda     time-averaged {@code lambda} (NaN without cluster samples)
 * @param meanSigma      time-averaged {@code sigma} (NaN without cluster samples)
 * @param peakStreams    most concurrent streams at one poll (-1 without cluster samples)
 * @param accepted       playback requests placed
 * @param refused        playback requests refused
 * @param migrationsDone sessions moved (done moves finished in the hour)
 * @param overloadedMs   node time overloaded, summed over the nodes
 */
public record ClusterHour(long hourStartMs, double meanLambda, double meanSigma, int peakStreams, int accepted,
                          int refused, int migrationsDone, long overloadedMs) {
}
