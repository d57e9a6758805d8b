package org.voddesk.report;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.voddesk.core.LoadThresholds;

/**
 * Writes a report already loaded as PDF or CSV, on an executor of the caller's: all a report file needs is the
 * {@link DailyReport} (no database), so a desk of a control server writes the report it shows as the console on the
 * server machine does. A file that cannot be written fails the future with a {@link ReportException}.
 */
public final class ReportWriters {
    private final PdfReport pdf;
    private final Executor executor;

    /**
     * @param thresholds the load-state boundaries the PDF's load charts draw
     * @param executor   where the writing runs (never the FX thread)
     */
    public ReportWriters(LoadThresholds thresholds, Executor executor) {
        if (thresholds == null || executor == null) {
            throw new IllegalArgumentException("report writers need the thresholds and an executor");
        }
        this.pdf = new PdfReport(thresholds);
        this.executor = executor;
    }

    /** Writes {@code report} as PDF to {@code target}, whole or not at all; completes with the file written. */
    public CompletableFuture<Path> pdf(DailyReport report, Path target) {
        return CompletableFuture.supplyAsync(() -> pdf.write(report, target), executor);
    }

    /** Writes {@code report} as CSV to {@code target}, whole or not at all; completes with the file written. */
    public CompletableFuture<Path> csv(DailyReport report, Path target) {
        return CompletableFuture.supplyAsync(() -> CsvReport.write(report, target), executor);
    }
}
