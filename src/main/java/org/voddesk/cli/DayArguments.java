package org.voddesk.cli;

import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;

/** The {@code --date} and {@code --zone} of the commands that read one local day ({@code report}, {@code whatif}). */
final class DayArguments {
    private DayArguments() {
    }

    /**
     * {@code --date} as a day.
     *
     * @throws IllegalArgumentException in words a user reads, when it is not of the form YYYY-MM-DD
     */
    static LocalDate day(String date) {
        try {
            return LocalDate.parse(date);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("--date " + date + " is not a date of the form YYYY-MM-DD", e);
        }
    }

    /**
     * {@code --zone} as a time zone, the system's when it is not given.
     *
     * @throws IllegalArgumentException in words a user reads, when it names no time zone
     */
    static ZoneId zone(String zone) {
        if (zone == null) {
            return ZoneId.systemDefault();
        }
        try {
            return ZoneId.of(zone);
        } catch (DateTimeException e) {
            throw new IllegalArgumentException("--zone " + zone + " is not a time zone (e.g. UTC, Europe/Berlin,"
                    + " +02:00)", e);
        }
    }
}
