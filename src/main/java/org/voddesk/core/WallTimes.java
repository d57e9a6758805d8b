package org.voddesk.core;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a time reads inside a message or a stored text (an audit detail, a move's outcome). The tables' format is
 * local time, "2026-12-01 21:50:00" ({@code ui/common/Formats.dateTime} writes the tables with it). A text that is
 * stored carries a stamp instead, the same local time with the writer's UTC offset ("2026-12-01 21:50:00 +01:00"),
 * so it stays exact when read on a machine in another zone or across a change to or from summer time; what shows it
 * rewrites each stamp as its own times read ({@link #localized}: the tables' local time; {@link #restamped}: any
 * other form, such as the command line's ISO instants). A text stored before stamps existed has none and is shown as
 * it is.
 */
public final class WallTimes {
    private static final DateTimeFormatter DATE_TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss",
            Locale.ROOT);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss xxx",
            Locale.ROOT);
    private static final Pattern STAMPED = Pattern.compile(
            "\\b\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d [+-]\\d\\d:\\d\\d(?![\\d:])");

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

    /** {@code epochMs} for a stored text: the machine's local time and its UTC offset ("2026-12-01 21:50:00 +01:00"). */
    public static String stamp(long epochMs) {
        return stamp(epochMs, ZoneId.systemDefault());
    }

    /** {@code epochMs} in {@code zone} with that zone's UTC offset then ("2026-12-01 21:50:00 +01:00"). */
    public static String stamp(long epochMs, ZoneId zone) {
        return STAMP.format(Instant.ofEpochMilli(epochMs).atZone(zone));
    }

    /** {@code text} with each {@link #stamp} in it as the tables write a time in {@code zone}; null stays null. */
    public static String localized(String text, ZoneId zone) {
        return restamped(text, t -> DATE_TIME.format(t.atZone(zone)));
    }

    /** {@code text} with each {@link #stamp} in it written by {@code as}; the rest, and null, as it is. */
    public static String restamped(String text, Function<Instant, String> as) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        Matcher m = STAMPED.matcher(text);
        StringBuilder out = new StringBuilder(text.length());
        while (m.find()) {
            Instant t;
            try {
                t = OffsetDateTime.parse(m.group(), STAMP).toInstant();
            } catch (DateTimeParseException e) {
                continue; // looks like a stamp but is no time (month 13): left as written
            }
            m.appendReplacement(out, Matcher.quoteReplacement(as.apply(t)));
        }
        m.appendTail(out);
        return out.toString();
    }
}
