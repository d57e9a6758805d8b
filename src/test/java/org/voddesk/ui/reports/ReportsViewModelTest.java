package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.sample.SampleHistory;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Tone;
import org.voddesk.ui.reports.ReportsViewModel.Format;

/**
 * The Reports screen's view model over a store holding the sample day: preview, a day without data, exports (a
 * supervisor's, through the control layer; an operator's refused there).
 */
class ReportsViewModelTest {
    static final LocalDate DAY = LocalDate.of(2026, 11, 27);
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC);
    @TempDir
    Path dir;
    private UiFixture f;
    private ReportService reports;
    private ReportsViewModel model;

    @BeforeEach
    void start() throws Exception {
        f = new UiFixture(dir, 1);
        SampleHistory.write(f.store, DAY, ZoneOffset.UTC, 1);
        reports = new ReportService(f.store, Runnable::run, ReportSettings.of("test cluster"),
                AlarmSource.NOT_RECORDED);
        model = model(f.user("boss", Role.SUPERVISOR), CLOCK);
    }

    private ReportsViewModel model(Principal user, Clock clock) {
        return new ReportsViewModel(reports, f.control.reportExports(), user, FxHop.joining(), clock);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void theFirstShowingPreviewsYesterday() {
        model.onShow();

        assertThat(model.noticeProperty().get().tone()).as(model.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(model.reportProperty().get().day().date()).isEqualTo(DAY);
        assertThat(model.summary()).isNotEmpty();
        assertThat(model.figures()).extracting(ReportFigures.Figure::name).contains("Mean λ (variance of node loads)");
        assertThat(model.figures()).filteredOn(f -> f.name().startsWith("Alarms")).singleElement()
                .extracting(ReportFigures.Figure::value).isEqualTo("not recorded");
        assertThat(model.nodes()).isNotEmpty();
        assertThat(model.hours()).hasSize(24);
        assertThat(model.lambda()).isNotEmpty();
        assertThat(model.busyProperty().get()).isFalse();
    }

    @Test
    void aDayWithoutDataSaysSoAndClearsThePreview() {
        model.onShow();
        model.dayProperty().set(DAY.minusDays(5));

        model.onLoad();

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).startsWith("No report of 2026-11-22: ");
        assertThat(model.reportProperty().get()).isNull();
        assertThat(model.nodes()).isEmpty();
        assertThat(model.lambda()).isEmpty();
    }

    @Test
    void aFirstShowingOnADayWithoutDataWarnsWithoutAnErrorDialog() {
        ReportsViewModel later = model(f.user("olga", Role.OPERATOR),
                Clock.fixed(Instant.parse("2026-12-05T10:00:00Z"), ZoneOffset.UTC));

        later.onShow();

        assertThat(later.noticeProperty().get().tone()).isEqualTo(Tone.WARNING);
        assertThat(later.noticeProperty().get().text()).startsWith("No report of 2026-12-04: ");
    }

    @Test
    void thePreviewIsExportedAsPdfAndCsvAndTheFileIsNamed() throws Exception {
        model.onExport(Format.PDF, dir.resolve("early.pdf"));
        assertThat(model.noticeProperty().get().text()).isEqualTo("Load a day's report before exporting it.");

        model.onShow();
        Path pdf = dir.resolve("out.pdf");
        model.onExport(Format.PDF, pdf);
        assertThat(model.noticeProperty().get().text()).isEqualTo("Wrote " + pdf.toAbsolutePath() + ".");
        assertThat(Files.readAllBytes(pdf)).startsWith("%PDF".getBytes());
        assertThat(f.store.audit().recent(10)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("report.export");
            assertThat(a.entry().user()).isEqualTo("boss");
        });

        Path csv = dir.resolve("out.csv");
        model.onExport(Format.CSV, csv);
        assertThat(model.noticeProperty().get().tone()).isEqualTo(Tone.GOOD);
        assertThat(Files.size(csv)).isPositive();
        assertThat(model.suggestedName(Format.CSV)).isEqualTo("voddesk-2026-11-27.csv");
    }

    @Test
    void aFileThatCannotBeWrittenIsAnErrorAndTheScreenStaysUsable() throws Exception {
        model.onShow();
        Path notADir = Files.writeString(dir.resolve("plain-file"), "x");

        model.onExport(Format.CSV, notADir.resolve("out.csv"));

        assertThat(model.noticeProperty().get().isError()).isTrue();
        assertThat(model.noticeProperty().get().text()).startsWith("The CSV was not written: ");
        assertThat(model.busyProperty().get()).isFalse();
        assertThat(model.reportProperty().get()).isNotNull();
    }

    @Test
    void anOperatorPreviewsButTheControlLayerRefusesTheirExport() {
        ReportsViewModel operator = model(f.user("olga", Role.OPERATOR), CLOCK);
        operator.onShow();
        Path pdf = dir.resolve("olga.pdf");

        operator.onExport(Format.PDF, pdf);

        assertThat(operator.canExport()).isFalse();
        assertThat(operator.reportProperty().get()).as("the preview").isNotNull();
        assertThat(operator.noticeProperty().get().isError()).isTrue();
        assertThat(operator.noticeProperty().get().text()).startsWith("Only a supervisor may export reports (");
        assertThat(pdf).doesNotExist();
        assertThat(operator.busyProperty().get()).isFalse();
        assertThat(f.store.audit().recent(10)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("report.export.refused");
            assertThat(a.entry().user()).isEqualTo("olga");
        });
        assertThat(model.canExport()).as("a supervisor's").isTrue();
    }
}
