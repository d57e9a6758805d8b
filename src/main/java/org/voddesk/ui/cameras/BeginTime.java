package org.voddesk.ui.cameras;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.OptionalLong;

/**
 * The playback begin time as typed: {@code 2026-12-01 14:03:27}, {@code 2026-12-01 14:03}, or a time of day
 * ({@code 14:03:27}, {@code 14:03}) meaning the given day. Written back as {@code Formats.dateTime} writes it.
 */
final class BeginTime {
    static final String HINT = "Type the begin time as 2026-12-01 14:03:27, or a time of day such as 14:03.";
    private static final DateTimeFormatter[] DATE_TIMES = {
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss", Locale.ROOT),
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT)};
    private static final DateTimeFormatter[] TIMES = {DateTimeFormatter.ofPattern("H:mm:ss", Locale.ROOT),
            DateTimeFormatter.ofPattern("H:mm", Locale.ROOT)};

    private BeginTime() {
    }

    /** The instant {@code text} names in {@code zone}, a bare time of day on {@code day}; empty when unreadable. */
    static OptionalLong parse(String text, ZoneId zone, LocalDate day) {
        String t = text == null ? "" : text.strip().replace('T', ' ');
        for (DateTimeFormatter f : DATE_TIMES) {
            try {
                return OptionalLong.of(LocalDateTime.parse(t, f).atZone(zone).toInstant().toEpochMilli());
            } catch (DateTimeParseException e) {
                // try the next form
            }
        }
        for (DateTimeFormatter f : TIMES) {
            try {
                return OptionalLong.of(LocalTime.parse(t, f).atDate(day).atZone(zone).toInstant().toEpochMilli());
            } catch (DateTimeParseException e) {
                // try the next form
            }
        }
        return OptionalLong.empty();
    }
}
