package org.voddesk.core;

import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/**
 * How a time reads inside a message or an audit detail: the console's local time in the tables' format
 * ("2026-12-01 21:50:00"; {@code ui/common/Formats.dateTime} writes the tables with it), so a detail reads as the row it sits in. The
 * console's tables use the machine's zone; so do these texts, made in the same process.
 */
public final class WallTimes {
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss",
            Locale.ROOT);

    private WallTimes() {
    }

    /** {@code epochMs} in the machine's zone ("2026-12-01 21:50:00"). */
    public static String of(long epochMs) {
        return of(epochMs, ZoneId.systemDefault());
    }

    /** {@code epochMs} in {@code zone} ("2026-12-01 21:50:00"). */
    public static String of(long epochMs, ZoneId zone) {
        return DATE_TIME.format(Instant.ofEpochMilli(epochMs).atZone(zone));
    }
}
