package org.voddesk.ui.reports;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Tone;

/** The daily export panel: a supervisor sets it through the control layer; an operator only sees it. */
class ExportScheduleViewModelTest {
    private UiFixture f;
    private Path dir;

    @BeforeEach
    void start(@TempDir Path tmp) throws Exception {
        dir = tmp;
        f = new UiFixture(tmp, 1);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private final ManualPulse pulse = new ManualPulse();

    private ExportScheduleViewModel model(String name, Role role) {
        ExportScheduleViewModel m = new ExportScheduleViewModel(f.control.reportExports(), FxHop.joining(), pulse,
                f.user(name, role), f.clock.getZone());
        m.onShow();
        return m;
    }

    @Test
    void supervisorTurnsTheExportOnAndTheControlLayerKeepsIt() throws Exception {
        Path out = Files.createDirectories(dir.resolve("reports"));
        ExportScheduleViewModel m = model("boss", Role.SUPERVISOR);
        assertThat(m.onProperty().get()).isFalse();

        m.onProperty().set(true);
        m.timeProperty().set("6:45");
        m.folderProperty().set(out.toString());
        m.onSave();

        assertThat(m.noticeProperty().get().tone()).as(m.noticeProperty().get().text()).isEqualTo(Tone.GOOD);
        assertThat(f.control.reportExports().schedule()).isEqualTo(new ExportSchedule(LocalTime.of(6, 45),
                out.toString()));
        assertThat(m.timeProperty().get()).isEqualTo("06:45");
    }

    @Test
    void badTimeIsRefusedBeforeAnythingIsSent() {
        ExportScheduleViewModel m = model("boss", Role.SUPERVISOR);
        m.onProperty().set(true);
        m.timeProperty().set("half past six");
        m.folderProperty().set(dir.toString());

        m.onSave();

        assertThat(m.noticeProperty().get().text()).startsWith("Not saved: the export time must be HH:MM");
        assertThat(f.control.reportExports().schedule()).isEqualTo(ExportSchedule.OFF);
    }

    @Test
    void operatorSeesTheScheduleButCannotChangeIt() {
        ExportScheduleViewModel m = model("olga", Role.OPERATOR);
        assertThat(m.editable()).isFalse();
        assertThat(m.noticeProperty().get().text()).isEqualTo(ExportScheduleViewModel.SUPERVISORS_ONLY);

        m.onProperty().set(true);
        m.folderProperty().set(dir.toString());
        m.onSave();

        assertThat(m.noticeProperty().get().text()).startsWith("Only a supervisor may change the daily export");
        assertThat(f.control.reportExports().schedule()).isEqualTo(ExportSchedule.OFF);
    }

    @Test
    void anExportThatRunsWhileTheScreenShowsIsReadAtTheNextBeatAndNotAfterItHides() {
        ExportScheduleViewModel m = model("boss", Role.SUPERVISOR);
        assertThat(m.lastExportProperty().get().text()).isEqualTo("No daily export has run yet.");

        // what the control layer records when the scheduled export fails (ReportExports.report)
        f.store.audit().append(new AuditEntry(f.clock.millis(), "system", null, "report.export.failed",
                "report 2026-11-30", "no samples that day"));
        pulse.fire();

        assertThat(m.lastExportProperty().get().text()).as("read again at the beat")
                .startsWith("Last export: the report of 2026-11-30 failed").endsWith("no samples that day");
        m.onHide();
        assertThat(pulse.live()).as("no beat left once the screen hides").isZero();
    }
}
