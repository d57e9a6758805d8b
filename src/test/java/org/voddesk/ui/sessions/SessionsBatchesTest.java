package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.voddesk.control.Principal;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.ui.UiFixture;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/**
 * The Sessions screen's rows arrive a batch per frame (the first few {@link SessionRowFollower#FIRST_PER_FRAME} a
 * frame, then {@link #PER_FRAME} here, so that the fixture's sessions take several frames): every session is listed once the batches are done, the filter and the sort reach rows made in
 * later batches, a stop works while batches run, and a session that ends while they run is never shown.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsBatchesTest {
    private static final int PER_FRAME = 25;

    @TempDir
    static Path dir;
    static UiFixture fx;
    static Principal sam;

    final ManualPulse pulse = new ManualPulse();
    SessionsViewModel model;
    SessionsView view;
    Stage shown;

    @BeforeAll
    static void cluster() throws Exception {
        fx = new UiFixture(dir, 2, 60);
        fx.roundsUntilAllOk();
        fx.roundsUntil(s -> s.sessions().size() == 120);
        sam = fx.user("sam", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        fx.close();
    }

    @Start
    void start(Stage stage) {
        shown = stage;
    }

    /** Shows the screen as a supervisor: no rows yet, they come with the frames. */
    private void show(FxRobot robot) {
        robot.interact(() -> {
            model = new SessionsViewModel(fx.control, FxHop.joining(), pulse, fx.clock, sam, PER_FRAME);
            view = new SessionsView(model);
            shown.setScene(new Scene(view, 1200, 700));
            shown.show();
            view.onShow();
        });
    }

    private void frame(FxRobot robot) {
        robot.interact(pulse::fire);
    }

    private void framesUntilCaughtUp(FxRobot robot) {
        robot.interact(() -> {
            do {
                pulse.fire();
            } while (model.following());
        });
    }

    @SuppressWarnings("unchecked")
    private TableView<SessionRowModel> table() {
        return (TableView<SessionRowModel>) view.lookup("#sessions-table");
    }

    private static List<String> liveIds() {
        return fx.control.snapshot().sessions().stream().map(Session::id).toList();
    }

    private List<String> rowIds() {
        return model.rows().stream().map(SessionRowModel::id).toList();
    }

    @Test
    void theRowsArriveABatchPerFrameAndTheCountSaysSoUntilAllAreListed(FxRobot robot) {
        show(robot);
        int live = liveIds().size();
        assertThat(model.rows()).isEmpty();
        assertThat(((Label) table().getPlaceholder()).getText()).isEqualTo("Loading the live sessions...");

        frame(robot);

        assertThat(model.rows()).hasSize(SessionRowFollower.FIRST_PER_FRAME);
        assertThat(model.countProperty().get()).isEqualTo(live + " live sessions (listing: 8 so far)");

        framesUntilCaughtUp(robot);

        assertThat(rowIds()).containsExactlyElementsOf(liveIds());
        assertThat(model.countProperty().get()).isEqualTo(live + " live sessions");
        assertThat(model.loadingProperty().get()).isFalse();
    }

    @Test
    void theFirstRowsComeAFewAFrameAndTheRestAWholeBatchAFrame(FxRobot robot) {
        show(robot);
        List<Integer> listed = new ArrayList<>();
        robot.interact(() -> {
            do {
                pulse.fire();
                listed.add(model.rows().size());
            } while (model.following());
        });

        assertThat(listed).containsExactly(8, 16, 24, 32, 40, 48, 73, 98, 120);
    }

    @Test
    void theFilterAndTheSortApplyToRowsMadeInLaterBatches(FxRobot robot) {
        show(robot);
        frame(robot);
        TableColumn<SessionRowModel, ?> camera = table().getColumns().stream()
                .filter(c -> c.getText().equals("Camera")).findFirst().orElseThrow();
        robot.interact(() -> {
            model.filterProperty().set("VOD-2");
            table().getSortOrder().add(camera);
        });

        framesUntilCaughtUp(robot);

        List<Session> onVod2 = fx.control.snapshot().sessions().stream()
                .filter(s -> s.nodeName().equals("vod-2")).toList();
        assertThat(onVod2).isNotEmpty();
        assertThat(table().getItems()).extracting(SessionRowModel::id)
                .containsExactlyInAnyOrderElementsOf(onVod2.stream().map(Session::id).toList());
        assertThat(table().getItems()).extracting(r -> r.cameraProperty().get())
                .isSortedAccordingTo(Comparator.naturalOrder());
        assertThat(model.countProperty().get())
                .isEqualTo(onVod2.size() + " of " + liveIds().size() + " live sessions");
    }

    @Test
    void aSelectedRowCanBeStoppedWhileLaterBatchesAreStillComing(FxRobot robot) {
        show(robot);
        frame(robot);
        SessionRowModel first = model.rows().get(0);
        robot.interact(() -> table().getSelectionModel().select(first));
        assertThat(model.following()).isTrue();

        robot.clickOn(view.lookup("#sessions-stop"));
        framesUntilCaughtUp(robot);

        assertThat(((Label) view.lookup("#sessions-message")).getText()).startsWith("Stopped session");
        assertThat(fx.control.snapshot().session(first.id())).isEmpty();
        assertThat(rowIds()).doesNotContain(first.id()).containsExactlyElementsOf(liveIds());
        assertThat(model.selectedProperty().get()).isNull();
    }

    @Test
    void aSessionEndedWhileBatchesRunIsNeverShown(FxRobot robot) {
        show(robot);
        frame(robot);
        String listed = model.rows().get(0).id();
        List<String> ids = liveIds();
        String notYetListed = ids.get(ids.size() - 1);
        assertThat(rowIds()).doesNotContain(notYetListed);

        assertThat(fx.control.stopSession(sam, listed).ok()).isTrue();
        assertThat(fx.control.stopSession(sam, notYetListed).ok()).isTrue();
        frame(robot);

        assertThat(rowIds()).doesNotContain(listed);
        framesUntilCaughtUp(robot);
        assertThat(rowIds()).doesNotContain(listed, notYetListed).containsExactlyElementsOf(liveIds());
    }
}
