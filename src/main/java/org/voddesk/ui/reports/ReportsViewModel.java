package org.voddesk.ui.reports;

import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;
import org.voddesk.report.ClusterHour;
import org.voddesk.report.DailyReport;
import org.voddesk.report.DailyReports;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.SeriesPoint;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Notice;

/**
 * Screen 6, Reports: a day is picked and its report loaded in the background ({@link DailyReports}, which never
 * runs on the UI thread: from the console's own store, or from a control server's); the preview shows its summary,
 * cluster figures, per-node and hourly tables and the {@code lambda} series; a supervisor exports the report previewed
 * as PDF or CSV to a file they chose, in the background, through the control layer's
 * {@link ReportExports#exportAsync} (checked and audited there), and the notice names the file written or the error.
 * An operator previews only.
 */
public final class ReportsViewModel {
    /** What a report is exported as. */
    public enum Format { PDF, CSV }

    /** What an operator reads beside the disabled export buttons. */
    public static final String SUPERVISORS_ONLY = "Only supervisors export reports.";

    private final DailyReports reports;
    private final ReportExports exports;
    private final Principal user;
    private final FxHop hop;
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

    /**
     * @param reports the session's reports (loads; the files it writes go through {@code exports})
     * @param exports the control layer's exports, which check that {@code user} may export
     */
    public ReportsViewModel(DailyReports reports, ReportExports exports, Principal user, FxHop hop, Clock clock) {
        this.reports = reports;
        this.exports = exports;
        this.user = user;
        this.hop = hop;
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

    /**
     * Writes the report previewed to {@code target} as {@code format} through the control layer, which lets only a
     * supervisor export (an operator's attempt is refused there and audited); {@code null} target: the user
     * cancelled.
     */
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
        ReportFile file = new ReportFile(r.day().date(), format.name(), target);
        hop.then(exports.exportAsync(user, file, () -> format == Format.PDF ? reports.exportPdf(r, target)
                : reports.exportCsv(r, target)), result -> {
                    busy.set(false);
                    notice.set(result.ok() ? Notice.done(result.message()) : Notice.failed(result.message()));
                });
    }

    /** Whether this user may export reports (supervisors); an operator's buttons stay disabled. */
    public boolean canExport() {
        return user.role().supervises();
    }

    /** The future's value or error sentence, on the UI thread; the screen is no longer busy then. */
    private <T> void settle(CompletableFuture<T> f, java.util.function.Consumer<T> ok,
                            java.util.function.Consumer<String> failed) {
        hop.then(f, value -> {
            busy.set(false);
            ok.accept(value);
        }, cause -> {
            busy.set(false);
            failed.accept(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage());
        });
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
