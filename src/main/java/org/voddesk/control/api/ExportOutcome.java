package org.voddesk.control.api;

import java.time.LocalDate;

/**
 * What one daily export did.
 *
 * @param day     the day exported
 * @param written whether the files were written
 * @param detail  the files written, or why not (one line, shown and audited as it is)
 */
public record ExportOutcome(LocalDate day, boolean written, String detail) {
    public ExportOutcome {
        if (day == null || detail == null || detail.isBlank()) {
            throw new IllegalArgumentException("an export outcome needs its day and a detail");
        }
    }
}
