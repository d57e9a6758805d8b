package org.voddesk.control.api;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The daily report export, a supervisor setting (Reports screen): at {@code at} local time each day the console
 * writes yesterday's report as PDF and CSV into {@code folder}; {@code at == null} turns it off. Stored as two keys
 * of the settings table, {@value #TIME_KEY} ({@code HH:MM} or {@code off}) and {@value #FOLDER_KEY} (an absolute
 * path); checked where it is made, so a bad value is refused with a message naming it.
 *
 * @param at     the local time of day the export runs, or {@code null}: no daily export
 * @param folder the folder the files go to (absolute); empty when off and never set
 */
public record ExportSchedule(LocalTime at, String folder) {
    /** The setting's key for the time of day. */
    public static final String TIME_KEY = "report.export.time";
    /** The setting's key for the folder. */
    public static final String FOLDER_KEY = "report.export.folder";
    /** The prefix of both keys (the control settings' codec leaves them to this record). */
    public static final String KEY_PREFIX = "report.export.";
    /** No daily export. */
    public static final ExportSchedule OFF = new ExportSchedule(null, "");
    private static final DateTimeFormatter HH_MM = DateTimeFormatter.ofPattern("HH:mm");

    public ExportSchedule {
        folder = folder == null ? "" : folder.strip();
        if (at != null) {
            at = at.withSecond(0).withNano(0);
            if (folder.isEmpty()) {
                throw new IllegalArgumentException("a daily export needs a folder to write into");
            }
        }
        if (!folder.isEmpty()) {
            try {
                if (!Path.of(folder).isAbsolute()) {
                    throw new IllegalArgumentException("the export folder must be an absolute path, got '" + folder
                            + "'");
                }
            } catch (InvalidPathException e) {
                throw new IllegalArgumentException("the export folder '" + folder + "' is not a valid path", e);
            }
        }
    }

    /** Whether the daily export is on. */
    public boolean on() {
        return at != null;
    }

    /** The time as the setting writes it: {@code HH:MM}, or {@code off}. */
    public String timeText() {
        return at == null ? "off" : at.format(HH_MM);
    }

    /**
     * Reads the time of day as a person types it: {@code HH:MM} (24 hours), or {@code off} or nothing for no export.
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static LocalTime parseTime(String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty() || t.equalsIgnoreCase("off")) {
            return null;
        }
        try {
            return LocalTime.parse(t.length() == 4 ? "0" + t : t, HH_MM);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("the export time must be HH:MM (24 hours, say 06:30) or off, got '"
                    + t + "'", e);
        }
    }

    /** The two keys as stored. */
    public Map<String, String> encode() {
        Map<String, String> out = new LinkedHashMap<>();
        out.put(TIME_KEY, timeText());
        out.put(FOLDER_KEY, folder);
        return out;
    }

    /**
     * The schedule stored in {@code values} (the settings table); missing keys mean off.
     *
     * @throws IllegalArgumentException when a stored value cannot be used (the message names it)
     */
    public static ExportSchedule decode(Map<String, String> values) {
        LocalTime at = parseTime(values.get(TIME_KEY));
        return new ExportSchedule(at, values.getOrDefault(FOLDER_KEY, ""));
    }
}
