package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableColumnHeader;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCatalogue;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;
import org.voddesk.ui.common.Theme;

/** The Sessions screen: a requested playback listed with its user, the filter, stop for owners and supervisors. */
@ExtendWith(ApplicationExtension.class)
class SessionsViewTest {
    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal olga;
    static Principal sam;

    final ManualPulse pulse = new ManualPulse();
    SessionsViewModel model;
    Stage shown;
    SessionsView view;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 2, 2);
        for (int i = 0; i < 10 && !fx.control.snapshot().nodes().values().stream()
                .allMatch(n -> n.trusted() && n.loadMeasured()); i++) {
            fx.round();
        }
        olga = fx.user("olga", Role.OPERATOR);
        sam = fx.user("sam", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    /** Shows the screen as {@code who}. */
    private void show(FxRobot robot, Principal who) {
        robot.interact(() -> {
            model = new SessionsViewModel(fx.control, FxHop.joining(), pulse, fx.clock, who);
            view = new SessionsView(model);
            Theme.apply(true);
            Scene scene = new Scene(view, 1200, 700); // styled as the console styles it
            Theme.style(scene);
            shown.setScene(scene); // the extension's stage: a second, scene-less one hung Monocle
            shown.show();
            view.onShow();
            do {
                pulse.fire(); // the rows arrive a batch per frame
            } while (model.following());
        });
    }

    @Start
    void start(Stage stage) {
        shown = stage;
    }


    private String requestPlayback(Principal who) {
        DemoCatalogue catalogue = fx.cluster.node("vod-1").catalogue();
        String camera = catalogue.cameraIds().get(3);
        long begin = catalogue.recordedEnd(fx.clock.millis()) - 3 * 3_600_000L;
        CommandResult<PlaybackStarted> r = fx.control.requestPlayback(who, camera, begin, 1, Quality.MAIN);
        assertThat(r.ok()).as(r.message()).isTrue();
        return r.value().session().id();
    }

    @SuppressWarnings("unchecked")
    private TableView<SessionRowModel> table(FxRobot robot) {
        return (TableView<SessionRowModel>) view.lookup("#sessions-table");
    }

    @Test
    void aRequestedPlaybackIsListedWithItsUserAndItsOwnerMayStopIt(FxRobot robot) {
        String id = requestPlayback(olga);
        show(robot, olga);

        SessionRowModel row = table(robot).getItems().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow();
        assertThat(row.userProperty().get()).isEqualTo("olga");
        assertThat(row.rateProperty().get()).isEqualTo("1x");

        robot.interact(() -> table(robot).getSelectionModel().select(row));
        assertThat(((Button) view.lookup("#sessions-stop")).isDisabled()).isFalse();
        robot.clickOn(view.lookup("#sessions-stop"));

        assertThat(((Label) view.lookup("#sessions-message")).getText()).startsWith("Stopped session");
        assertThat(fx.control.snapshot().session(id)).isEmpty();
        assertThat(table(robot).getItems()).noneMatch(r -> r.id().equals(id));
    }

    @Test
    void anOperatorCannotStopASessionSheDidNotStartButASupervisorCan(FxRobot robot) {
        String id = requestPlayback(sam);
        show(robot, olga);
        SessionRowModel row = table(robot).getItems().stream().filter(r -> r.id().equals(id)).findFirst()
                .orElseThrow();
        robot.interact(() -> table(robot).getSelectionModel().select(row));
        assertThat(((Button) view.lookup("#sessions-stop")).isDisabled()).isTrue();

        show(robot, sam);
        SessionRowModel same = model.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
        robot.interact(() -> model.selectedProperty().set(same));
        robot.interact(model::onStop);
        assertThat(model.message().textProperty().get()).startsWith("Stopped session");
    }

    @Test
    void theFilterNarrowsTheRowsAndSaysHowMany(FxRobot robot) {
        show(robot, olga);
        int all = model.rows().size();
        assertThat(all).isGreaterThanOrEqualTo(4);

        robot.interact(() -> model.filterProperty().set("VOD-2"));

        assertThat(model.rows()).isNotEmpty().allMatch(r -> r.nodeProperty().get().equals("vod-2"));
        assertThat(model.countProperty().get()).isEqualTo(model.rows().size() + " of " + all + " live sessions");
    }

    @Test
    void aClickOnAColumnHeaderSortsTheRows(FxRobot robot) {
        show(robot, olga);
        TableView<SessionRowModel> table = table(robot);

        List<String> before = table.getItems().stream().map(r -> r.cameraProperty().get()).toList();
        assertThat(before).as("the rows come in the snapshot's order").isNotEqualTo(before.stream().sorted().toList());

        robot.clickOn(robot.lookup(".column-header").queryAllAs(TableColumnHeader.class).stream()
                .filter(h -> h.getTableColumn() != null && h.getTableColumn().getText().equals("Camera"))
                .findFirst().orElseThrow());

        List<String> cameras = table.getItems().stream().map(r -> r.cameraProperty().get()).toList();
        assertThat(cameras).hasSize(model.rows().size()).isSorted();
    }
}
