package org.voddesk.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.Compared;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayReport;

/**
 * The text {@code voddesk whatif} prints: the calibration line, the warning when the model does not fit the day, then
 * one row per policy, the recorded day first. A figure that is not known is a dash.
 */
final class WhatifTable {
    /** The warning printed above the table when the calibration misses the day by more than the limit. */
    static final String DOES_NOT_FIT = "the model does not fit this day well; treat the comparison with care";

    private static final String[] HEADER = {"policy", "row", "mean ms", "p95 ms", "lambda", "lambda peak", "hit",
        "moves", "plans", "refused", "busiest node (peak %)"};

    private WhatifTable() {
    }

    /** The calibration in one line: the verdict's error, {@code lambda}'s error, moves and plans recorded/replayed. */
    static String calibrationLine(Calibration c) {
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

    /** Step: {@code sum |replayed - recorded| / sum recorded} of the hourly {@code lambda}, over the hours both have. */
    static double lambdaError(Calibration c) {
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

    /** The whole text: calibration line, the warning when it does not fit, the table. */
    static String format(ReplayReport report) {
        StringBuilder out = new StringBuilder();
        out.append(calibrationLine(report.calibration())).append('\n');
        if (!report.calibration().fits()) {
            out.append(DOES_NOT_FIT).append('\n');
        }
        List<String[]> lines = new ArrayList<>();
        lines.add(HEADER);
        for (PolicyRow r : report.rows()) {
            lines.add(cells(r));
        }
        int[] widths = new int[HEADER.length];
        for (String[] line : lines) {
            for (int i = 0; i < line.length; i++) {
                widths[i] = Math.max(widths[i], line[i].length());
            }
        }
        for (String[] line : lines) {
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < line.length; i++) {
                String cell = i < 2 || i == line.length - 1 ? pad(line[i], widths[i]) : padLeft(line[i], widths[i]);
                b.append(i == 0 ? "" : "  ").append(cell);
            }
            out.append(b.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    static String[] cells(PolicyRow r) {
        return new String[] {r.policy().label(), kind(r.kind()), number(r.latency().meanMs(), 1),
            number(r.latency().p95Ms(), 1), number(r.lambda().mean(), 2), number(r.lambda().peak(), 1),
            number(r.cacheHitRatio(), 3), number(r.actions().moves(), 1), number(r.actions().plans(), 1),
            number(r.actions().refused(), 1), busiest(r)};
    }

    /** The busiest node and its peak, a dash when no load was measured. */
    static String busiest(PolicyRow r) {
        double peak = r.busiest().peakLoad();
        return Double.isNaN(peak) ? "-" : r.busiest().nodeName() + " (" + number(peak, 1) + ")";
    }

    static String kind(PolicyRow.Kind kind) {
        return switch (kind) {
            case RECORDED -> "recorded";
            case IN_FORCE -> "replayed";
            case ALTERNATIVE -> "what if";
        };
    }

    /** {@code value} with {@code digits} decimals (whole numbers without), a dash when not known. */
    static String number(double value, int digits) {
        if (Double.isNaN(value)) {
            return "-";
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        return String.format(Locale.ROOT, "%." + digits + "f", value);
    }

    static String percent(double ratio) {
        return Double.isNaN(ratio) ? "-" : String.format(Locale.ROOT, "%.1f%%", ratio * 100);
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(width - s.length());
    }

    private static String padLeft(String s, int width) {
        return " ".repeat(width - s.length()) + s;
    }
}
