package org.voddesk.core.whatif;

import java.util.List;

/**
 * What really happened on the recorded day, from the stored load samples, plans and placement decisions: what the
 * calibration compares a replay of the policy in force with, and the "recorded" row of the report.
 *
 * @param loads           each node's mean and peak load per hour, and {@code lambda} per hour
 * @param lambda          {@code lambda} of every stored poll round of the day (the cluster samples), by time
 * @param actions         requests, refusals, plans, moves and re-homed sessions
 * @param habit           how supervisors answered the plans
 * @param samplePeriodMs  the console's poll interval that day (the median gap between stored poll rounds), ms: the
 *                        replay's nodes report this often
 * @param placementPolicy the placement policy the day's placement decisions name (the most frequent one), or
 *                        {@code null} when the day has none
 */
public record RecordedDay(LoadProfile loads, List<LambdaPoint> lambda, RecordedActions actions, ApprovalHabit habit,
                          long samplePeriodMs, String placementPolicy) {
    public RecordedDay {
        if (loads == null || actions == null || habit == null) {
            throw new IllegalArgumentException("a recorded day needs its loads, actions and approval habit");
        }
        lambda = List.copyOf(lambda);
        if (samplePeriodMs <= 0) {
            throw new IllegalArgumentException("the sample period must be positive, got " + samplePeriodMs);
        }
    }
}
