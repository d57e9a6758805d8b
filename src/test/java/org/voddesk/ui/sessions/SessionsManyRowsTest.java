package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.beans.binding.Binding;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
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
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.ManualPulse;

/**
 * The Sessions screen over more sessions than it shows: every session is a row, but only the rows in view are
 * formatted; the filter, a stop and a new round reach the rows out of view and the cells in view.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsManyRowsTest {
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

    /** Shows the screen as a supervisor and lays it out once (the table makes the cells of the rows in view). */
    private void show(FxRobot robot) {
        robot.interact(() -> {
            model = new SessionsViewModel(fx.control, FxHop.joining(), pulse, fx.clock, sam);
            view = new SessionsView(model);
            shown.setScene(new Scene(view, 1200, 700)); // the extension's stage: a second, scene-less one hung Monocle
            shown.show();
            view.onShow();
        });
        frames(robot);
        layout(robot);
    }

    /** Fires frames until the rows show the latest snapshot (they arrive a batch per frame). */
    private void frames(FxRobot robot) {
        robot.interact(() -> {
            do {
                pulse.fire();
            } while (model.following());
        });
    }

    private void layout(FxRobot robot) {
        robot.interact(() -> {
            view.applyCss();
            view.layout();
        });
    }

    @SuppressWarnings("unchecked")
    private TableView<SessionRowModel> table() {
        return (TableView<SessionRowModel>) view.lookup("#sessions-table");
    }

    private static boolean formatted(SessionRowModel row) {
        return ((Binding<?>) row.positionProperty()).isValid();
    }

    /** The text of {@code row}'s Position cell, if the row is in view. */
    private String positionCell(SessionRowModel row) {
        return table().lookupAll(".table-cell").stream().map(n -> (TableCell<?, ?>) n)
                .filter(c -> c.getTableRow() != null && c.getTableRow().getItem() == row)
                .filter(c -> c.getTableColumn().getText().equals("Position"))
                .map(TableCell::getText).findFirst().orElse(null);
    }

    @Test
    void everySessionIsARowButOnlyTheRowsInViewAreFormatted(FxRobot robot) {
        show(robot);
        int live = fx.control.snapshot().sessions().size();

        assertThat(model.rows()).hasSize(live);
        assertThat(model.countProperty().get()).isEqualTo(live + " live sessions");
        assertThat(formatted(model.rows().get(0))).isTrue();
        assertThat(model.rows().stream().filter(SessionsManyRowsTest::formatted).count())
                .isBetween(1L, 40L);
    }

    @Test
    void theFilterFindsARowThatWasNeverInView(FxRobot robot) {
        show(robot);
        int live = model.rows().size();
        SessionRowModel last = model.rows().get(live - 1);
        assertThat(formatted(last)).isFalse();

        robot.interact(() -> model.filterProperty().set(last.id().toUpperCase(java.util.Locale.ROOT)));

        assertThat(model.rows()).containsExactly(last);
        assertThat(model.countProperty().get()).isEqualTo("1 of " + live + " live sessions");
    }

    @Test
    void aRowScrolledIntoViewAndSelectedCanBeStopped(FxRobot robot) {
        show(robot);
        SessionRowModel last = model.rows().get(model.rows().size() - 1);
        robot.interact(() -> {
            table().scrollTo(last);
            table().getSelectionModel().select(last);
        });
        layout(robot);
        assertThat(positionCell(last)).isNotNull();

        robot.clickOn(view.lookup("#sessions-stop"));

        assertThat(((Label) view.lookup("#sessions-message")).getText()).startsWith("Stopped session");
        assertThat(fx.control.snapshot().session(last.id())).isEmpty();
        assertThat(model.rows()).doesNotContain(last);
    }

    @Test
    void aNewRoundReachesTheCellsInView(FxRobot robot) {
        show(robot);
        SessionRowModel first = model.rows().get(0);
        String before = positionCell(first);

        fx.round();
        frames(robot);
        layout(robot);

        Session now = fx.control.snapshot().session(first.id()).orElseThrow();
        String expected = Formats.dateTime(now.positionMs(), fx.clock.getZone());
        assertThat(expected).isNotEqualTo(before);
        assertThat(positionCell(first)).isEqualTo(expected);
    }
}
