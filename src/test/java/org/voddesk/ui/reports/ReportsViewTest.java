package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import javafx.scene.chart.LineChart;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.sample.SampleHistory;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/**
 * The Reports screen headless (Monocle): yesterday's preview fills tables and chart; a day without data says so; an
 * operator's export buttons stay disabled.
 */
@ExtendWith(ApplicationExtension.class)
class ReportsViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Store store;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    /** A day of history, written outside TestFX's set-up (which it outlasted on a loaded machine: 30 s). */
    @BeforeEach
    void history() throws Exception {
        f = new UiFixture(dir, 1);
        store = f.store;
        SampleHistory.write(store, ReportsViewModelTest.DAY, ZoneOffset.UTC, 1);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void previewFillsTablesAndChartAndAnEmptyDaySaysSo(FxRobot robot) {
        showScreen(robot);

        TableView<NodeFigures> nodes = robot.lookup("#report-nodes").queryTableView();
        assertThat(nodes.getItems()).isNotEmpty();
        assertThat(robot.lookup("#report-hours").queryTableView().getItems()).hasSize(24);
        LineChart<?, ?> chart = robot.lookup("#report-lambda-chart").queryAs(LineChart.class);
        assertThat(chart.getData()).singleElement().matches(series -> !series.getData().isEmpty());
        assertThat(robot.lookup("#report-export-pdf").queryButton().isDisabled()).isFalse();

        robot.doubleClickOn("#report-day").eraseText(10).write("2026-11-22").type(javafx.scene.input.KeyCode.ENTER);

        assertThat(robot.lookup("#report-notice").queryLabeled().getText()).startsWith("No report of 2026-11-22");
        assertThat(nodes.getItems()).isEmpty();
        assertThat(robot.lookup("#report-export-pdf").queryButton().isDisabled()).isTrue();
        // the chart no longer draws the day shown before
        assertThat(chart.getData()).allMatch(series -> series.getData().isEmpty());
        assertThat(chart.lookupAll(".chart-series-line"))
                .allMatch(line -> ((javafx.scene.shape.Path) line).getElements().isEmpty());
    }

    /** A day polled for one quarter-hour draws its λ as a marked point; a whole day as a line without markers. */
    @Test
    void aDayOfAFewQuarterHoursMarksItsPoints(FxRobot robot) {
        long t0 = Instant.parse("2026-11-25T09:30:00Z").toEpochMilli();
        for (long t = t0; t < t0 + 60_000; t += 5_000) {
            LoadSample s = new LoadSample(t, 10, 30, 20);
            store.samples().recordRound(List.of(NodeSampleRow.measured("vod-1", NodeHealth.OK, s, 17.0),
                    NodeSampleRow.measured("vod-2", NodeHealth.OK, s, 27.0)), new ClusterSample(t, 25, 22.6, 3));
        }
        showScreen(robot);
        LineChart<?, ?> chart = robot.lookup("#report-lambda-chart").queryAs(LineChart.class);
        assertThat(pointMarks(chart)).as("the whole day's line").isEmpty();

        robot.doubleClickOn("#report-day").eraseText(10).write("2026-11-25").type(javafx.scene.input.KeyCode.ENTER);

        assertThat(chart.getData()).singleElement().matches(series -> series.getData().size() == 1);
        assertThat(pointMarks(chart)).singleElement().matches(javafx.scene.Node::isVisible, "visible");
    }

    @Test
    void anOperatorPreviewsWithTheExportButtonsDisabledAndToldWhy(FxRobot robot) {
        showScreen(robot, f.user("olga", Role.OPERATOR));

        assertThat(robot.lookup("#report-nodes").queryTableView().getItems()).as("the preview").isNotEmpty();
        assertThat(robot.lookup("#report-export-pdf").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#report-export-csv").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#report-export-read-only").queryLabeled().getText())
                .isEqualTo(ReportsViewModel.SUPERVISORS_ONLY);
    }

    /** The Reports screen over the store for a supervisor, on 2026-11-28 (it opens on yesterday's report). */
    private void showScreen(FxRobot robot) {
        showScreen(robot, f.user("boss", Role.SUPERVISOR));
        assertThat(robot.lookup("#report-export-read-only").tryQuery()).as("no read-only line").isEmpty();
    }

    private void showScreen(FxRobot robot, Principal user) {
        ReportService reports = new ReportService(store, Runnable::run, ReportSettings.of("test cluster"),
                AlarmSource.NOT_RECORDED);
        robot.interact(() -> ScreenStage.show(stage, new ReportsView(new ReportsViewModel(reports,
                f.control.reportExports(), user, FxHop.joining(),
                Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC)))));
    }

    /** The markers on the chart's points (not the hidden legend's). */
    private static List<javafx.scene.Node> pointMarks(LineChart<?, ?> chart) {
        return chart.lookupAll(".chart-line-symbol").stream()
                .filter(n -> !n.getStyleClass().contains("chart-legend-item-symbol")).toList();
    }
}
