package org.voddesk.report;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The daily export: once the local time of day has passed {@code at}, yesterday's report is written as PDF and
 * CSV into the folder, once. What was exported is kept in an {@link ExportLedger}, so a restart neither repeats
 * an export nor misses one (a console started after the hour exports yesterday at its first check). Only
 * yesterday is exported: days missed while the console was off for longer are left to a person.
 *
 * <p>The caller checks it periodically (say every minute) off the FX thread, and audits what {@link #runIfDue()}
 * returns; the setting that turns it on and chooses the time and folder belongs to the control layer.
 */
public final class DailyExport {
    private static final Logger LOG = LoggerFactory.getLogger(DailyExport.class);

    private final ReportService reports;
    private final Clock clock;
    private final ZoneId zone;
    private final LocalTime at;
    private final Path folder;
    private final String baseName;
    private final ExportLedger ledger;

    /**
     * @param baseName the files' name before the date, e.g. the cluster's name: {@code <base>-2026-11-28.pdf}
     */
    public DailyExport(ReportService reports, Clock clock, ZoneId zone, LocalTime at, Path folder, String baseName,
                       ExportLedger ledger) {
        this.reports = reports;
        this.clock = clock;
        this.zone = zone;
        this.at = at;
        this.folder = folder;
        this.baseName = baseName;
        this.ledger = ledger;
    }

    /** The day an export would cover now, if one is due: yesterday, once the time of day has passed. */
    public Optional<LocalDate> due() {
        ZonedDateTime now = clock.instant().atZone(zone);
        LocalDate yesterday = now.toLocalDate().minusDays(1);
        if (now.toLocalTime().isBefore(at) || ledger.done(yesterday)) {
            return Optional.empty();
        }
        return Optional.of(yesterday);
    }

    /**
     * Exports yesterday if due (blocking) and records it. A day that cannot be exported (no samples, an unwritable
     * folder) is recorded with the reason and not tried again, so a failing export does not repeat every minute.
     *
     * @return what happened, for the audit log; empty when nothing was due
     */
    public Optional<Outcome> runIfDue() {
        Optional<LocalDate> day = due();
        if (day.isEmpty()) {
            return Optional.empty();
        }
        Outcome outcome;
        try {
            ReportService.ExportedFiles files = reports.exportBoth(day.get(), zone, folder, baseName + "-" + day.get());
            outcome = new Outcome(day.get(), true, "wrote " + files.pdf() + " and " + files.csv());
        } catch (ReportException e) {
            LOG.warn("the daily export of {} failed: {}", day.get(), e.getMessage());
            outcome = new Outcome(day.get(), false, e.getMessage());
        }
        ledger.record(day.get(), outcome.detail());
        return Optional.of(outcome);
    }

    /**
     * What one daily export did.
     *
     * @param day     the day exported
     * @param written whether the files were written
     * @param detail  the files written, or why not
     */
    public record Outcome(LocalDate day, boolean written, String detail) {
    }
}
