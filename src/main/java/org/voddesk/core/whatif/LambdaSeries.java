package org.voddesk.core.whatif;

import java.util.List;

/**
 * {@code lambda} over the day for one row of the report, for a chart: the mean of the load reports in each interval
 * of {@link #STEP_MS} (5 min) from the day's start, and for a replay also the mean over its runs.
 *
 * @param policy the row's policy
 * @param kind   the row's kind ({@link PolicyRow.Kind#RECORDED} for the recorded day)
 * @param points one point per interval that has reports, by time; a point's time is its interval's start
 */
public record LambdaSeries(ReplayPolicy policy, PolicyRow.Kind kind, List<LambdaPoint> points) {
    /** The chart's interval: 5 minutes. */
    public static final long STEP_MS = 300_000L;

    public LambdaSeries {
        if (policy == null || kind == null) {
            throw new IllegalArgumentException("a series needs its policy and kind");
        }
        points = List.copyOf(points);
    }
}
