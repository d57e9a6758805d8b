package org.voddesk.report;

import java.util.Map;
import java.util.Optional;

/**
 * The cluster's figures for the day.
 *
 * @param balance          time polled, the time-averaged {@code lambda} and {@code sigma} and their worst quarter-hours
 * @param peakStreams      most concurrent streams at one poll, and when, or {@code null}
 * @param requests         playback requests accepted and refused
 * @param migrations       what became of the day's moves
 * @param reHomed          sessions moved off a failed node (done re-homing moves finished during the day)
 * @param endedSessions    sessions that ended during the day, by end reason word ({@code stopped}, ...)
 * @param alarms           the day's alarms, empty when the history has no alarm record
 */
public record ClusterFigures(BalanceFigures balance, Peak peakStreams, RequestFigures requests,
                             MigrationFigures migrations, int reHomed, Map<String, Integer> endedSessions,
                             Optional<AlarmFigures> alarms) {
    public ClusterFigures {
        endedSessions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(endedSessions));
    }

    /** The same figures with another balance (a day polled for less of its time, say). */
    public ClusterFigures withBalance(BalanceFigures other) {
        return new ClusterFigures(other, peakStreams, requests, migrations, reHomed, endedSessions, alarms);
    }

    // The balance's figures, read through.

    public long polledMs() {
        return balance.polledMs();
    }

    public double meanLambda() {
        return balance.meanLambda();
    }

    public double meanSigma() {
        return balance.meanSigma();
    }

    public Peak worstLambda() {
        return balance.worstLambda();
    }

    public Peak worstSigma() {
        return balance.worstSigma();
    }

    /** How many sessions ended, whatever the reason. */
    public int ended() {
        return endedSessions.values().stream().mapToInt(Integer::intValue).sum();
    }
}
