package org.voddesk.ui.alarms;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.core.Alarm;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Role;
import org.voddesk.ui.ScreenStage;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.StateBadge;
import org.voddesk.ui.common.Tone;

/**
 * The Alarms screen headless (Monocle): an alarm shows with its severity badge, is acknowledged with a note, and
 * leaves the open list for the acknowledged-and-still-active one.
 */
@ExtendWith(ApplicationExtension.class)
class AlarmsViewTest {
    @TempDir
    Path dir;
    private UiFixture f;
    private Stage stage;
    private final ManualPulse pulse = new ManualPulse();
    private AlarmWatch watch;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        f = new UiFixture(dir, 2);
        f.roundsUntilAllOk();
        f.cluster.kill("vod-2");
        f.roundsUntil(s -> s.node("vod-2").map(NodeStatus::health).orElseThrow() == NodeHealth.UNREACHABLE);
    }

    @AfterEach
    void stop() {
        watch.close();
        f.close();
    }

    private void show(FxRobot robot) {
        robot.interact(() -> {
            FxHop hop = FxHop.joining();
            var user = f.user("op", Role.OPERATOR);
            watch = new AlarmWatch(f.control, hop, pulse, user);
            watch.start();
            ScreenStage.show(stage, new AlarmsView(new AlarmsViewModel(f.control, watch, hop, f.clock, user)));
        });
    }

    @Test
    void inA1280PxWindowEveryHistoryHeaderIsWholeAndMessageStaysOnScreen(FxRobot robot) {
        show(robot);
        // a 1280 px window less the frame's rail (96 px) leaves the screen 1184 px
        robot.interact(() -> stage.setWidth(1184));

        TableView<Alarm> history = robot.lookup("#alarm-history").queryTableView();
        assertThat(history.getItems()).isNotEmpty();
        double used = history.getColumns().stream().mapToDouble(TableColumn::getWidth).sum();
        assertThat(used).as("no column pushed off the table").isLessThanOrEqualTo(history.getWidth());
        for (TableColumn<Alarm, ?> c : history.getColumns()) {
            String title = c.getText() != null ? c.getText() : ((Label) c.getGraphic()).getText();
            assertThat(c.getWidth()).as(title + "'s header whole").isGreaterThanOrEqualTo(Columns.headerWidth(title));
        }
        TableColumn<Alarm, ?> message = history.getColumns().get(history.getColumns().size() - 1);
        assertThat(message.getText()).isEqualTo("Message");
        assertThat(message.getWidth()).as("Message on screen, not a few letters").isGreaterThanOrEqualTo(170);
    }

    @Test
    void theShortAcknowledgedHeaderSaysItInFullInItsTooltip(FxRobot robot) {
        show(robot);

        for (String table : new String[] {"#alarm-history", "#acknowledged-alarms"}) {
            Label header = robot.lookup(table).queryTableView().getColumns().stream()
                    .filter(c -> c.getGraphic() instanceof Label).map(c -> (Label) c.getGraphic()).findFirst()
                    .orElseThrow();
            assertThat(header.getText()).isEqualTo("Acked by");
            assertThat(header.getTooltip().getText()).startsWith("Acknowledged by: who acknowledged the alarm, when");
        }
    }

    @Test
    void anAlarmIsAcknowledgedWithANoteAndLeavesTheOpenList(FxRobot robot) {
        show(robot);
        TableView<Alarm> open = robot.lookup("#open-alarms").queryTableView();
        assertThat(open.getItems()).extracting(Alarm::kind).contains("node.unreachable");
        StateBadge badge = robot.lookup("#open-alarms").lookup(".state-badge").queryAs(StateBadge.class);
        assertThat(badge.getText()).isEqualTo("MAJOR");
        assertThat(badge.tone()).isEqualTo(Tone.WARNING);
        Button ack = robot.lookup("#acknowledge-alarm").queryButton();
        assertThat(ack.isDisabled()).as("nothing selected").isTrue();

        int row = open.getItems().indexOf(open.getItems().stream()
                .filter(a -> a.kind().equals("node.unreachable")).findFirst().orElseThrow());
        robot.interact(() -> open.getSelectionModel().select(row));
        robot.clickOn("#alarm-note").write("rebooting it");
        // Ctrl+Shift+K, the help overlay's "Acknowledge the selected alarm"
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.K).release(KeyCode.K, KeyCode.SHIFT, KeyCode.CONTROL);

        assertThat(open.getItems()).as("it leaves the open list").noneMatch(a -> a.kind().equals("node.unreachable"));
        TableView<Alarm> acknowledged = robot.lookup("#acknowledged-alarms").queryTableView();
        assertThat(acknowledged.getItems()).filteredOn(a -> a.kind().equals("node.unreachable")).singleElement()
                .satisfies(a -> {
                    assertThat(a.acknowledgedBy()).isEqualTo("op");
                    assertThat(a.note()).isEqualTo("rebooting it");
                    assertThat(a.open()).as("still active: vod-2 is still down").isTrue();
                });
        TableView<Alarm> history = robot.lookup("#alarm-history").queryTableView();
        assertThat(history.getItems()).extracting(Alarm::acknowledgedBy).contains("op");
        assertThat(robot.lookup("#alarm-notice").queryLabeled().getText()).contains("Acknowledged alarm");
    }
}
