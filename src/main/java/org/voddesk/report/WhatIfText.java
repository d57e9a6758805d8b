package org.voddesk.report;

import java.util.List;
import java.util.Locale;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.Compared;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.PolicyRow;

/**
 * A what-if report's words, the same wherever it is shown (the Reports screen's What if, the daily PDF's section):
 * the calibration line, the warning when the model does not fit the day, the table's header and cells. A figure that
 * is not known is a dash.
 */
public final class WhatIfText {
    /** The warning above the table when the calibration misses the day by more than its limit. */
    public static final String DOES_NOT_FIT = "the model does not fit this day well; treat the comparison with care";

    /** The table's columns, in the order of {@link #cells}. */
    public static final List<String> HEADER = List.of("policy", "row", "mean ms", "p95 ms", "lambda", "lambda peak",
            "hit", "moves", "plans", "refused", "busiest node (peak %)");

    private WhatIfText() {
    }

    /** The calibration in one line: the verdict's error, {@code lambda}'s error, moves and plans recorded/replayed. */
    public static String calibrationLine(Calibration c) {
        if (Double.isNaN(c.meanLoadError())) {
            return "calibration of " + c.policy().label() + ": the database holds no load samples of this day to"
                    + " compare the replay with";
        }
        return String.format(Locale.ROOT, "calibration of %s against the recorded day: mean node load off by %s"
                        + " (limit %.0f%%), lambda per hour off by %s, moves %s recorded / %s replayed,"
                        + " plans %s recorded / %s replayed",
                c.policy().label(), percent(c.meanLoadError()), Calibration.FIT_LIMIT * 100, percent(lambdaError(c)),
                number(c.moves().recorded(), 0), number(c.moves().replayed(), 1),
                number(c.plans().recorded(), 0), number(c.plans().replayed(), 1));
    }

    /** {@code sum |replayed - recorded| / sum recorded} of the hourly {@code lambda}, over the hours both have. */
    public static double lambdaError(Calibration c) {
        double diff = 0;
        double total = 0;
        for (HourComparison h : c.hours()) {
            Compared l = h.lambda();
            if (!Double.isNaN(l.recorded()) && !Double.isNaN(l.replayed())) {
                diff += Math.abs(l.error());
                total += Math.abs(l.recorded());
            }
        }
        return total == 0 ? Double.NaN : diff / total;
    }

    /** A row's cells, in the order of {@link #HEADER}. */
    public static List<String> cells(PolicyRow r) {
        return List.of(r.policy().label(), kind(r.kind()), number(r.latency().meanMs(), 1),
                number(r.latency().p95Ms(), 1), number(r.lambda().mean(), 2), number(r.lambda().peak(), 1),
                number(r.cacheHitRatio(), 3), number(r.actions().moves(), 1), number(r.actions().plans(), 1),
                number(r.actions().refused(), 1), busiest(r));
    }

    /** The busiest node and its peak load ({@code vod-2 (81.5)}), a dash when no load was measured. */
    public static String busiest(PolicyRow r) {
        double peak = r.busiest().peakLoad();
        return Double.isNaN(peak) ? "-" : r.busiest().nodeName() + " (" + number(peak, 1) + ")";
    }

    /** What a row is, in a word: {@code recorded}, {@code replayed} (the policy in force), {@code what if}. */
    public static String kind(PolicyRow.Kind kind) {
        return switch (kind) {
            case RECORDED -> "recorded";
            case IN_FORCE -> "replayed";
            case ALTERNATIVE -> "what if";
        };
    }

    /** {@code value} with {@code digits} decimals (whole numbers without), a dash when not known. */
    public static String number(double value, int digits) {
        if (Double.isNaN(value)) {
            return "-";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return String.format(Locale.ROOT, "%." + digits + "f", value);
    }

    /** A ratio as a percentage with one decimal ({@code 4.2%}), a dash when not known. */
    public static String percent(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.1f%%", ratio * 100);
    }
}
