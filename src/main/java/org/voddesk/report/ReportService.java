package org.voddesk.report;

import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import org.voddesk.store.Store;

/**
 * The reports of the console's own store, as the console's Reports screen calls them: every call returns at once and
 * completes on the given executor (never the FX thread), with a {@link ReportException} whose message can be shown as
 * it is when the day has no data or a file cannot be written. Everything it returns is a report or core type. A
 * control server loads the reports its desks preview through it too.
 */
public final class ReportService implements DailyReports {
    private final ReportLoader loader;
    private final ReportWriters writers;
    private final PdfReport pdf;
    private final Executor executor;

    /**
     * @param store    the history to read
     * @param executor where the work runs (a background pool of the application)
     * @param settings the cluster's name and the load thresholds
     * @param alarms   the alarm history ({@link AlarmSource#NOT_RECORDED} where there is none)
     */
    public ReportService(Store store, Executor executor, ReportSettings settings, AlarmSource alarms) {
        this(store, executor, settings, alarms, WhatIfSections.NONE);
    }

    /**
     * As {@link #ReportService(Store, Executor, ReportSettings, AlarmSource)}, each report with its What if section
     * made by {@code whatIf} (within its time budget, on {@code executor}).
     */
    public ReportService(Store store, Executor executor, ReportSettings settings, AlarmSource alarms,
                         WhatIfSections whatIf) {
        this.loader = new ReportLoader(store, settings, alarms, whatIf);
        this.writers = new ReportWriters(settings.thresholds(), executor);
        this.pdf = new PdfReport(settings.thresholds());
        this.executor = executor;
    }

    /** The report of {@code date} in {@code zone}, for a preview. */
    @Override
    public CompletableFuture<DailyReport> load(LocalDate date, ZoneId zone) {
        return CompletableFuture.supplyAsync(() -> loader.load(ReportDay.of(date, zone)), executor);
    }

    /** Writes a report already loaded (say the one previewed) as PDF; completes with the file written. */
    @Override
    public CompletableFuture<Path> exportPdf(DailyReport report, Path target) {
        return writers.pdf(report, target);
    }

    /** Writes a report already loaded as CSV; completes with the file written. */
    @Override
    public CompletableFuture<Path> exportCsv(DailyReport report, Path target) {
        return writers.csv(report, target);
    }

    /** Blocking: loads the day and writes it as PDF and CSV into {@code folder} (the daily export). */
    ExportedFiles exportBoth(LocalDate date, ZoneId zone, Path folder, String baseName) {
        DailyReport report = loader.load(ReportDay.of(date, zone));
        return new ExportedFiles(pdf.write(report, folder.resolve(baseName + ".pdf")),
                CsvReport.write(report, folder.resolve(baseName + ".csv")));
    }

    /** The files one daily export wrote. */
    record ExportedFiles(Path pdf, Path csv) {
    }
}
