package org.voddesk.ui.common;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;
import org.voddesk.core.WallTimes;

/** How the console writes times, ages, rates and loads: one place, so every screen reads alike. */
public final class Formats {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);
    private static final DateTimeFormatter DAY_TIME = DateTimeFormatter.ofPattern("dd MMM HH:mm", Locale.ROOT);

    private Formats() {
    }

    /** "4 s", "3 min", "2 h 5 min": an age or duration a person reads at a glance. */
    public static String age(Duration d) {
        long s = Math.max(0, d.toSeconds());
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min";
        }
        return s / 3600 + " h " + (s % 3600) / 60 + " min";
    }

    /** A wall-clock time of day in {@code zone} ("14:03:27"). */
    public static String time(long epochMs, ZoneId zone) {
        return TIME.format(Instant.ofEpochMilli(epochMs).atZone(zone));
    }

    /** A time of day to the minute in {@code zone} ("14:00": an hour's start in a table of hours). */
    public static String hourMinute(long epochMs, ZoneId zone) {
        return time(epochMs, zone).substring(0, 5);
    }

    /** A date and time in {@code zone} ("2026-12-01 14:03:27"). */
    public static String dateTime(long epochMs, ZoneId zone) {
        return WallTimes.of(epochMs, zone);
    }

    /**
     * A day and a time to the minute in {@code zone} ("01 Dec 14:03"): a narrow table column that still shows the
     * date (Alarms' times at 1280 px); the row's tooltip gives the {@link #dateTime whole time}.
     */
    public static String dayTime(long epochMs, ZoneId zone) {
        return DAY_TIME.format(Instant.ofEpochMilli(epochMs).atZone(zone));
    }

    /** A load or utilisation in percent, no decimals ("73 %"). */
    public static String percent(double p) {
        return String.format(Locale.ROOT, "%.0f %%", p);
    }

    /** A playback rate ("1x", "0.5x", "4x"). */
    public static String rate(double r) {
        return java.math.BigDecimal.valueOf(r).stripTrailingZeros().toPlainString() + "x";
    }
}
