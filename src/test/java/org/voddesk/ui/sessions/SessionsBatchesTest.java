package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Comparator;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.voddesk.core.Session;

/**
 * The Sessions screen's first show spreads over frames (the table, then its rows a batch per frame, {@link
 * #PER_FRAME} here so that the fixture's sessions take several frames, and its columns one a frame): every session
 * is listed once the batches are done, the filter and the sort reach rows made in
 * later batches, a stop works while batches run, and a session that ends while they run is never shown.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsBatchesTest extends ManySessionsScreen {
    private static final int PER_FRAME = 25;

    private void show(FxRobot robot) {
        show(robot, PER_FRAME);
    }

    private void frames(FxRobot robot, int n) {
        robot.interact(() -> {
            for (int i = 0; i < n; i++) {
                pulse.fire();
            }
        });
    }

    private static List<String> liveIds() {
        return fx.control.snapshot().sessions().stream().map(Session::id).toList();
    }

    private List<String> rowIds() {
        return model.rows().stream().map(SessionRowModel::id).toList();
    }

    @Test
    void theTableThenItsRowsThenItsColumnsArriveFrameByFrameAndTheCountSaysSo(FxRobot robot) {
        show(robot);
        int live = liveIds().size();
        assertThat(((Label) view.getCenter()).getText()).isEqualTo("Loading the live sessions...");

        frames(robot, 1);
        assertThat(table()).isNotNull();
        assertThat(model.rows()).isEmpty();
        assertThat(((Label) table().getPlaceholder()).getText()).isEqualTo("Loading the live sessions...");

        frames(robot, 1);
        assertThat(model.rows()).hasSize(PER_FRAME);
        assertThat(table().getColumns()).hasSize(1);
        assertThat(model.countProperty().get()).isEqualTo(live + " live sessions (listing: 25 so far)");

        frames(robot, 1);
        assertThat(model.rows()).hasSize(2 * PER_FRAME);
        assertThat(table().getColumns()).extracting(TableColumn::getText).containsExactly("Node", "Camera");

        framesUntilCaughtUp(robot);
        assertThat(rowIds()).containsExactlyElementsOf(liveIds());
        assertThat(table().getColumns()).hasSize(SessionsViewModel.COLUMNS);
        assertThat(model.countProperty().get()).isEqualTo(live + " live sessions");
        assertThat(model.loadingProperty().get()).isFalse();
    }

    @Test
    void theColumnsThatComeLaterKeepTheirWidths(FxRobot robot) {
        show(robot);
        robot.interact(() -> {
            do {
                pulse.fire();
                view.applyCss(); // each frame laid out, as on screen
                view.layout();
            } while (model.following());
        });

        assertThat(table().getColumns()).hasSize(SessionsViewModel.COLUMNS)
                .allSatisfy(c -> assertThat(c.getWidth()).as(c.getText()).isGreaterThanOrEqualTo(c.getPrefWidth()));
    }

    @Test
    void theFilterAndTheSortApplyToRowsMadeInLaterBatches(FxRobot robot) {
        show(robot);
        frames(robot, 3); // the table, its first rows, its Camera column
        assertThat(model.rows().size()).isLessThan(liveIds().size());
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
        frames(robot, 2);
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
        frames(robot, 2);
        String listed = model.rows().get(0).id();
        List<String> ids = liveIds();
        String notYetListed = ids.get(ids.size() - 1);
        assertThat(rowIds()).doesNotContain(notYetListed);

        assertThat(fx.control.stopSession(sam, listed).ok()).isTrue();
        assertThat(fx.control.stopSession(sam, notYetListed).ok()).isTrue();
        frames(robot, 1);

        assertThat(rowIds()).doesNotContain(listed);
        framesUntilCaughtUp(robot);
        assertThat(rowIds()).doesNotContain(listed, notYetListed).containsExactlyElementsOf(liveIds());
    }
}
