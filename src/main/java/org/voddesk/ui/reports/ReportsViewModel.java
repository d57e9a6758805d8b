package org.voddesk.ui.reports;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.report.ClusterHour;
import org.voddesk.report.DailyReport;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.ReportService;
import org.voddesk.report.SeriesPoint;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.TaskRunner;

/**
 * Screen 6, Reports: a day is picked and its report loaded in the background ({@link ReportService}, which never
 * runs on the UI thread); the preview shows its summary, cluster figures, per-node and hourly tables and the
 * {@code lambda} series; the report previewed is exported as PDF or CSV to a file the user chose, in the
 * background, and the notice names the file written or the error.
 */
public final class ReportsViewModel {
    /** What a report is exported as. */
    public enum Format { PDF, CSV }

    private final ReportService reports;
    private final TaskRunner tasks;
    private final ZoneId zone;
    private final ObjectProperty<LocalDate> day = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<DailyReport> report = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Notice> notice = new ReadOnlyObjectWrapper<>(Notice.NONE);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ObservableList<String> summary = FXCollections.observableArrayList();
    private final ObservableList<ReportFigures.Figure> figures = FXCollections.observableArrayList();
    private final ObservableList<NodeFigures> nodes = FXCollections.observableArrayList();
    private final ObservableList<ClusterHour> hours = FXCollections.observableArrayList();
    private final ObservableList<SeriesPoint> lambda = FXCollections.observableArrayList();
    private long latest;

    /** @param reports the session's report service */
    public ReportsViewModel(ReportService reports, TaskRunner tasks, Clock clock) {
        this.reports = reports;
        this.tasks = tasks;
        this.zone = clock.getZone();
        day.set(LocalDate.ofInstant(clock.instant(), zone).minusDays(1));
    }

    /** The first showing previews yesterday; later showings keep what was shown. */
    public void onShow() {
        if (report.get() == null && !busy.get()) {
            load(false);
        }
    }

    public void onHide() {
        // nothing held: a report is read on request
    }

    /** Loads the picked day's report for the preview. */
    public void onLoad() {
        load(true);
    }

    /** @param asked whether the user asked (a failure is then an error with a dialog, else a plain warning) */
    private void load(boolean asked) {
        LocalDate d = day.get();
        if (d == null) {
            notice.set(Notice.failed("Pick a day first."));
            return;
        }
        long ticket = ++latest;
        busy.set(true);
        notice.set(Notice.working("Loading the report of " + d + "..."));
        settle(reports.load(d, zone), r -> {
            if (ticket != latest) {
                return;
            }
            show(r);
            notice.set(Notice.done("Report of " + d + " (" + r.day().zoneName() + ")."));
        }, m -> {
            if (ticket == latest) {
                show(null);
                String text = "No report of " + d + ": " + m;
                notice.set(asked ? Notice.failed(text) : new Notice(org.voddesk.ui.common.Tone.WARNING, text));
            }
        });
    }

    /** Writes the report previewed to {@code target} as {@code format}; {@code null} target: the user cancelled. */
    public void onExport(Format format, Path target) {
        DailyReport r = report.get();
        if (target == null) {
            return;
        }
        if (r == null) {
            notice.set(Notice.failed("Load a day's report before exporting it."));
            return;
        }
        busy.set(true);
        notice.set(Notice.working("Writing " + target + "..."));
        CompletableFuture<Path> written = format == Format.PDF ? reports.exportPdf(r, target)
                : reports.exportCsv(r, target);
        settle(written, p -> notice.set(Notice.done("Wrote " + p.toAbsolutePath() + ".")),
                m -> notice.set(Notice.failed("The " + format + " was not written: " + m)));
    }

    /** The future's value or error sentence, on the UI thread; the screen is no longer busy then. */
    private <T> void settle(CompletableFuture<T> f, java.util.function.Consumer<T> ok,
                            java.util.function.Consumer<String> failed) {
        f.whenComplete((value, error) -> tasks.onUi(() -> {
            busy.set(false);
            if (error == null) {
                ok.accept(value);
            } else {
                Throwable cause = error instanceof CompletionException && error.getCause() != null
                        ? error.getCause() : error;
                failed.accept(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
            }
        }));
    }

    private void show(DailyReport r) {
        report.set(r);
        summary.setAll(r == null ? List.of() : r.summary());
        figures.setAll(r == null ? List.of() : ReportFigures.of(r));
        nodes.setAll(r == null ? List.of() : r.nodes());
        hours.setAll(r == null ? List.of() : r.clusterHours());
        lambda.setAll(r == null ? List.of() : r.lambda());
    }

    /** A file name for {@code format} of the day previewed ({@code voddesk-2026-11-30.pdf}). */
    public String suggestedName(Format format) {
        LocalDate d = report.get() != null ? report.get().day().date() : day.get();
        return "voddesk-" + d + "." + format.name().toLowerCase(java.util.Locale.ROOT);
    }

    public ObjectProperty<LocalDate> dayProperty() {
        return day;
    }

    /** The report previewed, or {@code null}. */
    public ReadOnlyObjectProperty<DailyReport> reportProperty() {
        return report.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Notice> noticeProperty() {
        return notice.getReadOnlyProperty();
    }

    /** A load or an export is running. */
    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ObservableList<String> summary() {
        return summary;
    }

    public ObservableList<ReportFigures.Figure> figures() {
        return figures;
    }

    public ObservableList<NodeFigures> nodes() {
        return nodes;
    }

    public ObservableList<ClusterHour> hours() {
        return hours;
    }

    /** {@code lambda} per quarter-hour. */
    public ObservableList<SeriesPoint> lambda() {
        return lambda;
    }

    public ZoneId zone() {
        return zone;
    }
}
