package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/**
 * The Reports screen's daily export pane headless (Monocle): a supervisor sets the schedule from the screen (a bad
 * time refused there), an operator sees it read-only, and both see how the last scheduled export went.
 */
@ExtendWith(ApplicationExtension.class)
class ExportScheduleViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        f = new UiFixture(dir, 1);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private void show(FxRobot robot, Principal who) {
        ReportService reports = new ReportService(f.store, Runnable::run, ReportSettings.of("test cluster"),
                AlarmSource.NOT_RECORDED);
        robot.interact(() -> ScreenStage.show(stage, new ReportsView(
                new ReportsViewModel(reports, f.control.reportExports(), who, FxHop.joining(), f.clock),
                new ExportScheduleViewModel(f.control.reportExports(), FxHop.joining(), new ManualPulse(), who,
                        f.clock.getZone()))));
    }

    /** Replaces a field's text (what a person types reaches the model through the same binding). */
    private static void type(FxRobot robot, String field, String text) {
        robot.interact(() -> robot.lookup(field).queryTextInputControl().setText(text));
    }

    private static void save(FxRobot robot) {
        robot.interact(() -> robot.lookup("#report-schedule-save").queryButton().fire());
    }

    @Test
    void aSupervisorSetsTheDailyExportFromTheScreenAndABadTimeIsRefused(FxRobot robot) throws Exception {
        Path out = Files.createDirectories(dir.resolve("daily"));
        show(robot, f.user("boss", Role.SUPERVISOR));

        robot.clickOn("#report-schedule-on");
        type(robot, "#report-schedule-time", "25:70");
        type(robot, "#report-schedule-folder", out.toString());
        save(robot);
        assertThat(robot.lookup("#report-schedule-notice").queryLabeled().getText()).startsWith("Not saved");
        assertThat(f.control.reportExports().schedule()).isEqualTo(ExportSchedule.OFF);

        type(robot, "#report-schedule-time", "06:45");
        save(robot);

        assertThat(f.control.reportExports().schedule())
                .as(robot.lookup("#report-schedule-notice").queryLabeled().getText() + " / "
                        + robot.lookup("#report-schedule-time").queryTextInputControl().getText() + " / "
                        + robot.lookup("#report-schedule-folder").queryTextInputControl().getText())
                .isEqualTo(new ExportSchedule(LocalTime.of(6, 45),
                out.toString()));
        assertThat(robot.lookup("#report-schedule-last").queryLabeled().getText())
                .isEqualTo("No daily export has run yet.");
    }

    @Test
    void anOperatorSeesTheScheduleReadOnlyAndHowTheLastExportWent(FxRobot robot) {
        f.store.audit().append(new AuditEntry(f.clock.millis(), "system", null, "report.export.failed",
                "report 2026-11-27", "the folder /srv/reports is gone"));
        show(robot, f.user("olga", Role.OPERATOR));

        assertThat(robot.lookup("#report-schedule-save").queryButton().isDisabled()).isTrue();
        assertThat(robot.lookup("#report-schedule-time").query().isDisabled()).isTrue();
        assertThat(robot.lookup("#report-schedule-notice").queryLabeled().getText())
                .isEqualTo(ExportScheduleViewModel.SUPERVISORS_ONLY);
        var last = robot.lookup("#report-schedule-last").queryLabeled();
        assertThat(last.getText()).startsWith("Last export: the report of 2026-11-27 failed ")
                .endsWith(": the folder /srv/reports is gone");
        // a state read in the background, not an error anyone caused just now: no dialog takes the keyboard
        assertThat(robot.listWindows()).hasSize(1);
    }
}
