package org.voddesk.report;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.CompletableFuture;

/**
 * The daily reports as the console's Reports screen uses them: a day's report loaded for the preview, and a report
 * already loaded written as PDF or CSV. Every call returns at once and completes off the caller's thread; a failure
 * is a {@link ReportException} whose message can be shown as it is (a day without data, a file that cannot be
 * written). In process the reports are read from the console's own store ({@link ReportService}); on a desk of a
 * control server they are loaded from the server's, and written at the desk.
 */
public interface DailyReports {
    /** The report of {@code date} in {@code zone}, for a preview. */
    CompletableFuture<DailyReport> load(LocalDate date, ZoneId zone);

    /** Writes a report already loaded (say the one previewed) as PDF; completes with the file written. */
    CompletableFuture<Path> exportPdf(DailyReport report, Path target);

    /** Writes a report already loaded as CSV; completes with the file written. */
    CompletableFuture<Path> exportCsv(DailyReport report, Path target);
}
