package org.voddesk.report;

import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How the report writes numbers, durations and times for people (the CSV writes raw numbers). Public for its
 * durations: the Reports screen writes them by the same rule as the summary and the PDF.
 */
public final class Fmt {
    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm", Locale.ROOT);
    private static final DateTimeFormatter CLOCK_OFFSET = DateTimeFormatter.ofPattern("HH:mm xxx", Locale.ROOT);

    private Fmt() {
    }

    /** "42 min", "1 h 05 min", "35 s", "0 min": whole minutes ({@link #minutes}), seconds under a minute. */
    public static String duration(long ms) {
        long minutes = minutes(ms);
        if (ms > 0 && ms < 60_000) {
            return (ms + 999) / 1000 + " s";
        }
        if (minutes < 60) {
            return minutes + " min";
        }
        return String.format(Locale.ROOT, "%d h %02d min", minutes / 60, minutes % 60);
    }

    /** {@code ms} in whole minutes, rounded to the nearest (2 min 31 s is 3): the one rule of every duration. */
    public static long minutes(long ms) {
        return Math.round(ms / 60_000.0);
    }

    /** One decimal, or "-" for NaN. */
    static String num(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v);
    }

    /** A local clock time of the day, "14:05". */
    static String clock(ReportDay day, long epochMs) {
        return day.local(epochMs).format(CLOCK);
    }

    /** A local clock time with its offset, "02:00 +01:00", for days where a clock time may occur twice. */
    static String clockWithOffset(ReportDay day, long epochMs) {
        return day.local(epochMs).format(CLOCK_OFFSET);
    }

    /**
     * The local time of a period start: with its offset on a day with a clock change (where "02:00" may be
     * ambiguous), plain otherwise.
     */
    static String at(ReportDay day, long epochMs) {
        return day.lengthMs() == 24 * ReportDay.HOUR_MS ? clock(day, epochMs) : clockWithOffset(day, epochMs);
    }

    /** "14:00-15:00", the end as the local clock shows it. */
    static String range(ReportDay day, long fromMs, long toMs) {
        return at(day, fromMs) + "-" + clock(day, toMs);
    }

    /** "1 session" / "3 sessions". */
    static String count(int n, String singular, String plural) {
        return n + " " + (n == 1 ? singular : plural);
    }
}
