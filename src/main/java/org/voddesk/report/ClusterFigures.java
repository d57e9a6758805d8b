package org.voddesk.report;

import java.util.Map;
import java.util.Optional;

/**
 * The cluster's figures for the day.
 *
 * @param polledMs         time covered by cluster samples (each stands until the next, at most the sample gap)
 * @param meanLambda       time-averaged {@code lambda} (variance of the node loads), NaN without samples
 * @param meanSigma        time-averaged {@code sigma} (quadratic mean of the node loads), NaN without samples
 * @param worstLambda      the quarter-hour with the highest time-averaged {@code lambda}, or {@code null}
 * @param worstSigma       the quarter-hour with the highest time-averaged {@code sigma}, or {@code null}
 * @param peakStreams      most concurrent streams at one poll, and when, or {@code null}
 * @param requests         playback requests accepted and refused
 * @param migrations       what became of the day's migration proposals
 * @param reHomed          sessions moved off a failed node (done re-homing proposals finished during the day)
 * @param endedSessions    sessions that ended during the day, by end reason word ({@code stopped}, ...)
 * @param alarms           the day's alarms, empty when the history has no alarm record
 */
public record ClusterFigures(long polledMs, double meanLambda, double meanSigma, Peak worstLambda, Peak worstSigma,
                             Peak peakStreams, RequestFigures requests, MigrationFigures migrations, int reHomed,
                             Map<String, Integer> endedSessions, Optional<AlarmFigures> alarms) {
    public ClusterFigures {
        endedSessions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(endedSessions));
    }

    /** How many sessions ended, whatever the reason. */
    public int ended() {
        return endedSessions.values().stream().mapToInt(Integer::intValue).sum();
    }
}
