package org.voddesk.ui.audit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneId;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.Role;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;

/** The Audit screen headless (Monocle): a supervisor filters the log; an operator is told it is not theirs. */
@ExtendWith(ApplicationExtension.class)
class AuditViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        f = new UiFixture(dir, 1);
        f.store.audit().append(new AuditEntry(f.clock.millis() - 1_000, "ann", "this desk", "playback.start", "cam-001",
                null));
        f.store.audit().append(new AuditEntry(f.clock.millis() - 500, "bob", "10.20.0.31", "move.approve", "move 3",
                "ok"));
        f.store.audit().append(new AuditEntry(f.clock.millis() - 200, "system", null, "plan.expire", "plan 4", null));
    }

    @AfterEach
    void stop() {
        f.close();
    }

    private void show(FxRobot robot, Principal user) {
        robot.interact(() -> ScreenStage.show(stage, new AuditView(new AuditViewModel(f.control,
                FxHop.joining(), f.clock, user))));
    }

    @Test
    void supervisorFiltersByUser(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        TableView<AuditRecord> table = robot.lookup("#audit-table").queryTableView();
        assertThat(table.getItems()).extracting(a -> a.entry().user()).contains("ann", "bob");

        robot.clickOn("#audit-user").write("bob");
        robot.clickOn("#audit-search");

        assertThat(table.getItems()).singleElement().extracting(a -> a.entry().action())
                .isEqualTo("move.approve");
    }

    @Test
    void theDeskColumnFollowsTheUserAndShowsNothingForALineWithoutOne(FxRobot robot) {
        show(robot, f.user("boss", Role.SUPERVISOR));
        TableView<AuditRecord> table = robot.lookup("#audit-table").queryTableView();

        assertThat(table.getColumns()).extracting(TableColumn::getText)
                .startsWith("When", "User", "Desk", "Action");
        TableColumn<AuditRecord, ?> desk = table.getColumns().get(2);
        assertThat(table.getItems()).extracting(a -> a.entry().user() + "@" + desk.getCellData(a))
                .contains("ann@this desk", "bob@10.20.0.31", "system@");
    }

    @Test
    void operatorGetsNoLogAndTheReason(FxRobot robot) {
        show(robot, f.user("ann2", Role.OPERATOR));

        assertThat(robot.lookup("#audit-search").queryAs(Button.class).isDisabled()).isTrue();
        TableView<AuditRecord> table = robot.lookup("#audit-table").queryTableView();
        assertThat(table.getItems()).isEmpty();
        assertThat(((Label) table.getPlaceholder()).getText()).isEqualTo(AuditViewModel.SUPERVISORS_ONLY);
    }

    @Test
    void aTimeStampedInADetailElsewhereReadsInTheScreensZoneAsItsWhenColumn(FxRobot robot) {
        long t = f.clock.millis() - 2_000;
        ZoneId here = f.clock.getZone();
        ZoneId elsewhere = ZoneId.of(here.equals(ZoneId.of("Asia/Tokyo")) ? "America/New_York" : "Asia/Tokyo");
        f.store.audit().append(new AuditEntry(t, "cid", null, "playback.start", "session vod-1-x1",
                "cam-002 from " + WallTimes.stamp(t, elsewhere) + " on vod-1"));
        show(robot, f.user("boss", Role.SUPERVISOR));

        TableView<AuditRecord> table = robot.lookup("#audit-table").queryTableView();
        AuditRecord row = table.getItems().stream().filter(a -> a.entry().user().equals("cid")).findFirst()
                .orElseThrow();
        TableColumn<AuditRecord, ?> detail = table.getColumns().stream().filter(c -> c.getText().equals("Detail"))
                .findFirst().orElseThrow();

        assertThat(detail.getCellData(row)).isEqualTo("cam-002 from " + WallTimes.of(t, here) + " on vod-1");
    }
}
