package org.voddesk.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneId;
import java.util.Optional;
import org.voddesk.control.api.ExportOutcome;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.local.DailyExporter;
import org.voddesk.report.DailyExport;
import org.voddesk.report.FileExportLedger;
import org.voddesk.report.ReportService;

/**
 * The control layer's {@link DailyExporter} over the {@code report} package (which {@code control} does not use):
 * each check builds a {@link DailyExport} for the schedule in force, so a changed time or folder counts from the
 * next check. What was exported is kept in the folder's {@link FileExportLedger}, so a console restarted the same
 * day does not export again, and a new folder starts its own record.
 */
final class ScheduledReports implements DailyExporter {
    /** The files' name before the day: {@code voddesk-2026-11-28.pdf}, as the Reports screen suggests. */
    static final String BASE_NAME = "voddesk";

    private final ReportService reports;
    private final Clock clock;
    private final ZoneId zone;

    /** @param zone the console's zone: the day and the time of day of the schedule are local to it */
    ScheduledReports(ReportService reports, Clock clock, ZoneId zone) {
        this.reports = reports;
        this.clock = clock;
        this.zone = zone;
    }

    @Override
    public Optional<ExportOutcome> runIfDue(ExportSchedule schedule) {
        if (!schedule.on()) {
            return Optional.empty();
        }
        Path folder = Path.of(schedule.folder());
        DailyExport export = new DailyExport(reports, clock, zone, schedule.at(), folder, BASE_NAME,
                new FileExportLedger(folder));
        return export.runIfDue().map(o -> new ExportOutcome(o.day(), o.written(), o.detail()));
    }
}
