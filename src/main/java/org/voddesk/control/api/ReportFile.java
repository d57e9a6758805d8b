package org.voddesk.control.api;

import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Objects;

/**
 * A report a user asked to write to a file ({@link ReportExports#exportAsync}): the day, the format as the user
 * chose it ({@code PDF}, {@code CSV}) and the file.
 */
public record ReportFile(LocalDate day, String format, Path target) {
    public ReportFile {
        Objects.requireNonNull(day, "day");
        Objects.requireNonNull(target, "target");
        if (format == null || format.isBlank()) {
            throw new IllegalArgumentException("a report file needs its format");
        }
    }

    /** The audit line's subject, as the daily export's: {@code report 2026-11-27}. */
    public String subject() {
        return "report " + day;
    }

    /** The audit line's detail: {@code PDF /x/voddesk-2026-11-27.pdf}. */
    public String detail() {
        return format + " " + target.toAbsolutePath();
    }
}
