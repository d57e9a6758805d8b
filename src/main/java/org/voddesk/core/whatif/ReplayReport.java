package org.voddesk.core.whatif;

import java.util.List;

/**
 * The answer to "what would other policies have done on this day": the calibration first, then one row per policy
 * (the recorded day first, then the replay of the policy in force, then the others in the request's order) and the
 * {@code lambda} over the day of each row, in the same order.
 *
 * @param day         the replayed day
 * @param calibration the replay of the policy in force against the recorded day
 * @param rows        the comparison, recorded day first
 * @param series      {@code lambda} over the day per row, in the rows' order
 * @param runs        seeded runs per policy
 * @param seed        the seed the runs were derived from
 */
public record ReplayReport(DayWindow day, Calibration calibration, List<PolicyRow> rows, List<LambdaSeries> series,
                           int runs, long seed) {
    public ReplayReport {
        if (day == null || calibration == null) {
            throw new IllegalArgumentException("a replay report needs its day and its calibration");
        }
        rows = List.copyOf(rows);
        series = List.copyOf(series);
    }
}
