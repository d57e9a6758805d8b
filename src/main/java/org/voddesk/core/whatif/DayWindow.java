package org.voddesk.core.whatif;

import java.time.LocalDate;
import java.time.ZoneId;

/**
 * One local day in a time zone: from the day's first instant to the next day's. A day with a clock change has 23
 * or 25 hours; its hours are counted as elapsed hours from the day's start (hour {@code h} is
 * {@code [fromMs + h * 1 h, fromMs + (h + 1) * 1 h)}, the last one possibly shorter).
 *
 * @param date   the local date
 * @param zone   the time zone
 * @param fromMs the day's first instant, epoch ms
 * @param toMs   the next day's first instant, epoch ms
 */
public record DayWindow(LocalDate date, ZoneId zone, long fromMs, long toMs) {
    /** An hour in milliseconds. */
    public static final long HOUR_MS = 3_600_000L;

    public DayWindow {
        if (date == null || zone == null) {
            throw new IllegalArgumentException("a day needs its date and its zone");
        }
        if (toMs <= fromMs) {
            throw new IllegalArgumentException("a day must end after it starts, got " + fromMs + " to " + toMs);
        }
    }

    /** The day {@code date} in {@code zone}. */
    public static DayWindow of(LocalDate date, ZoneId zone) {
        long from = date.atStartOfDay(zone).toInstant().toEpochMilli();
        long to = date.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli();
        return new DayWindow(date, zone, from, to);
    }

    /** How long the day is, ms. */
    public long lengthMs() {
        return toMs - fromMs;
    }

    /** How many hours the day has (the last one counted even when shorter). */
    public int hours() {
        return (int) ((lengthMs() + HOUR_MS - 1) / HOUR_MS);
    }

    /** The elapsed hour of the day that holds {@code epochMs} (0 for the first hour); the instant must be inside. */
    public int hourOf(long epochMs) {
        if (!contains(epochMs)) {
            throw new IllegalArgumentException(epochMs + " is not inside " + date + " in " + zone);
        }
        return (int) ((epochMs - fromMs) / HOUR_MS);
    }

    /** The first instant of elapsed hour {@code hour}. */
    public long hourStartMs(int hour) {
        return fromMs + hour * HOUR_MS;
    }

    /** Whether an instant is inside the day. */
    public boolean contains(long epochMs) {
        return epochMs >= fromMs && epochMs < toMs;
    }
}
