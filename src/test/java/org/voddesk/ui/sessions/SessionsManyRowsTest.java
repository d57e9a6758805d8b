package org.voddesk.ui.sessions;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.beans.binding.Binding;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.voddesk.core.Session;
import org.voddesk.ui.common.Formats;

/**
 * The Sessions screen over more sessions than it shows: every session is a row, but only the rows in view are
 * formatted; the filter, a stop and a new round reach the rows out of view and the cells in view.
 */
@ExtendWith(ApplicationExtension.class)
class SessionsManyRowsTest extends ManySessionsScreen {
    /** Shows the screen and lays it out once (the table makes the cells of the rows in view). */
    private void show(FxRobot robot) {
        show(robot, SessionRowFollower.PER_FRAME);
        framesUntilCaughtUp(robot);
        layout(robot);
    }

    private void layout(FxRobot robot) {
        robot.interact(() -> {
            view.applyCss();
            view.layout();
        });
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
        framesUntilCaughtUp(robot);
        layout(robot);

        Session now = fx.control.snapshot().session(first.id()).orElseThrow();
        String expected = Formats.dateTime(now.positionMs(), fx.clock.getZone());
        assertThat(expected).isNotEqualTo(before);
        assertThat(positionCell(first)).isEqualTo(expected);
    }
}
