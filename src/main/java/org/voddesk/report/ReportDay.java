package org.voddesk.report;

import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

/**
 * One local day in a time zone, as the report covers it: from the day's first instant to the next day's. A day
 * with a clock change has 23 or 25 hours (or 23.5, 24.5 where the change is half an hour); its hours are counted
 * as elapsed hours from the day's start, so a repeated local hour appears twice, with two offsets.
 *
 * @param date   the local date
 * @param zone   the time zone
 * @param fromMs the day's first instant, epoch ms
 * @param toMs   the next day's first instant, epoch ms
 */
public record ReportDay(LocalDate date, ZoneId zone, long fromMs, long toMs) {
    /** An hour in milliseconds; the report's table buckets. */
    public static final long HOUR_MS = 3_600_000;

    /** The day {@code date} in {@code zone}. */
    public static ReportDay of(LocalDate date, ZoneId zone) {
        long from = date.atStartOfDay(zone).toInstant().toEpochMilli();
        long to = date.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli();
        return new ReportDay(date, zone, from, to);
    }

    /** How long the day is, in milliseconds (23, 24 or 25 hours in most zones). */
    public long lengthMs() {
        return toMs - fromMs;
    }

    /** The start of each hour of the day, the last one possibly shorter than an hour. */
    public List<Long> hourStarts() {
        List<Long> starts = new ArrayList<>();
        for (long t = fromMs; t < toMs; t += HOUR_MS) {
            starts.add(t);
        }
        return starts;
    }

    /** The local time with its offset of an instant, e.g. {@code 2026-03-29T03:00+02:00}. */
    public OffsetDateTime local(long epochMs) {
        return OffsetDateTime.ofInstant(Instant.ofEpochMilli(epochMs), zone);
    }

    /** The zone's name as people read it: its id, with "UTC" for the offset {@code Z}. */
    public String zoneName() {
        return zone.getId().equals("Z") ? "UTC" : zone.getId();
    }

    /** Whether an instant is inside the day. */
    public boolean contains(long epochMs) {
        return epochMs >= fromMs && epochMs < toMs;
    }
}
