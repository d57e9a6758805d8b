package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
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
import org.testfx.util.WaitForAsyncUtils;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.core.Role;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.sample.SampleHistory;
import org.voddesk.testing.HandMadeDay;
import org.voddesk.testing.StandInReplayer;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/**
 * The Reports screen's What if headless (Monocle), over a real control whose simulator is a stand-in (test code): a
 * supervisor's run is cancelled under way, runs again and shows the table, the calibration and a line per policy,
 * and a replayed policy is applied after its confirmation; an operator reads whose it is.
 */
@ExtendWith(ApplicationExtension.class)
class WhatIfViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;
    private final StandInReplayer replayer = new StandInReplayer();
    private final ExecutorService runs = Executors.newSingleThreadExecutor();
    private final FxHop hop = FxHop.on(Platform::runLater, 1);

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @BeforeEach
    void control() throws Exception {
        f = new UiFixture(dir, 1);
        SampleHistory.write(f.store, WhatIfViewModelTest.DAY, ZoneOffset.UTC, 1);
        f.control.whatIf().offer(new WhatIfDays(day -> HandMadeDay.of(day.date(), day.zone(), 12), replayer), runs);
    }

    @AfterEach
    void stop() {
        replayer.release();
        hop.close();
        runs.shutdownNow();
        f.close();
    }

    @Test
    void aRunIsCancelledThenRunsAgainAndShowsTheTableAndTheChart(FxRobot robot) throws Exception {
        showWhatIf(robot, f.user("boss", Role.SUPERVISOR));
        TableView<PolicyRow> table = robot.lookup("#whatif-table").queryTableView();
        replayer.hold();

        robot.clickOn("#whatif-run");
        replayer.awaitHeld();
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#whatif-progress").queryAs(ProgressBar.class).isVisible()).isTrue();
        assertThat(robot.lookup("#whatif-run").queryButton().isDisabled()).isTrue();
        robot.clickOn("#whatif-cancel");
        waitUntil(() -> !robot.lookup("#whatif-run").queryButton().isDisabled());

        assertThat(robot.lookup("#whatif-notice").queryLabeled().getText()).isEqualTo("The what-if run of"
                + " 2026-11-27 was cancelled; nothing of it was kept.");
        assertThat(table.getItems()).isEmpty();
        assertThat(robot.lookup("#whatif-progress").queryAs(ProgressBar.class).isVisible()).isFalse();

        replayer.release();
        robot.clickOn("#whatif-run");
        waitUntil(() -> !table.getItems().isEmpty());

        // recorded, the day's policy replayed, the standard comparison of the policy in force now (four)
        assertThat(table.getItems()).hasSize(6).first().extracting(PolicyRow::kind)
                .isEqualTo(PolicyRow.Kind.RECORDED);
        assertThat(robot.lookup("#whatif-calibration").queryLabeled().getText()).startsWith("calibration of"
                + " least-load-rem against the recorded day");
        assertThat(robot.lookup("#whatif-fit-warning").queryAs(Label.class).isVisible()).isFalse();
        assertThat(robot.lookup("#whatif-chart").queryAs(LineChart.class).getData()).hasSize(6);
        // not the recorded row, not the pair in force now, not least-load alone (no planner)
        assertThat(robot.lookup(".whatif-apply").queryAllAs(Button.class)).hasSize(6)
                .filteredOn(b -> !b.isDisabled()).hasSize(3);
    }

    @Test
    void aReplayedPolicyIsAppliedAfterItsConfirmation(FxRobot robot) throws Exception {
        showWhatIf(robot, f.user("boss", Role.SUPERVISOR));
        TableView<PolicyRow> table = robot.lookup("#whatif-table").queryTableView();
        robot.clickOn("#whatif-run");
        waitUntil(() -> !table.getItems().isEmpty());

        robot.clickOn(applyOf(robot, "similarity-rem"));
        robot.clickOn("#confirm-apply");
        waitUntil(() -> f.control.settings().placementPolicy().equals("similarity"));

        assertThat(f.control.settings().migrationPlanner()).isEqualTo("rem");
        assertThat(robot.lookup("#whatif-notice").queryLabeled().getText()).startsWith("Applied similarity-rem");
        // the buttons follow the pair in force: this row's is now disabled
        waitUntil(() -> applyOf(robot, "similarity-rem").isDisabled());
        assertThat(robot.lookup("#whatif-in-force").queryLabeled().getText()).endsWith("similarity-rem is in force"
                + " now.");
    }

    @Test
    void anOperatorReadsWhoseItIs(FxRobot robot) throws Exception {
        showWhatIf(robot, f.user("olga", Role.OPERATOR));

        assertThat(robot.lookup("#whatif-supervisors-only").queryLabeled().getText())
                .isEqualTo(WhatIfViewModel.SUPERVISORS_ONLY);
        assertThat(robot.lookup("#whatif-run").tryQuery()).isEmpty();
    }

    /** The Apply button of the replayed (not recorded) row of {@code label}. */
    private static Button applyOf(FxRobot robot, String label) {
        return robot.lookup(".whatif-apply").queryAllAs(Button.class).stream()
                .filter(b -> b.getParent() instanceof javafx.scene.control.TableCell<?, ?> cell && cell.isVisible()
                        && cell.getItem() instanceof PolicyRow row && row.kind() != PolicyRow.Kind.RECORDED
                        && row.policy().label().equals(label))
                .findFirst().orElseThrow();
    }

    /** The Reports screen of {@code user} on 2026-11-28, its What if tab open. */
    private void showWhatIf(FxRobot robot, Principal user) throws Exception {
        ReportService reports = new ReportService(f.store, Runnable::run, ReportSettings.of("test cluster"),
                AlarmSource.NOT_RECORDED);
        robot.interact(() -> ScreenStage.show(stage, new ReportsView(new ReportsViewModel(reports,
                f.control.reportExports(), user, hop, WhatIfViewModelTest.CLOCK), null,
                new WhatIfViewModel(f.control, user, hop, WhatIfViewModelTest.CLOCK))));
        robot.clickOn("What if");
        WaitForAsyncUtils.waitForFxEvents();
        if (user.role().supervises()) {
            waitUntil(() -> !robot.lookup("#whatif-policies").queryAs(javafx.scene.layout.Pane.class)
                    .getChildren().isEmpty());
        }
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, done);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
