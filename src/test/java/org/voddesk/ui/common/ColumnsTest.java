package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * A narrow window (headless, Monocle) takes width from a table's long text column only: kept columns keep their
 * whole header, and a number column is right-aligned by the console's stylesheet.
 */
@ExtendWith(ApplicationExtension.class)
class ColumnsTest {
    private TableView<String> table;
    private TableColumn<String, String> count;
    private TableColumn<String, String> seen;

    @Start
    void start(Stage stage) {
        table = new TableView<>();
        count = Columns.numeric(Tables.column("Count", s -> "12", 40));
        seen = Columns.keep(Tables.column("Last seen", s -> "2026-12-01 22:15:17", 160));
        table.getColumns().setAll(List.of(Tables.column("Message", s -> s, 600), seen, count));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getItems().setAll("a message long enough to be cut");
        Theme.apply(true);
        Scene scene = new Scene(table, 420, 200);
        Theme.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void keptColumnsKeepTheirWholeHeaderInANarrowTable(FxRobot robot) {
        robot.interact(() -> table.layout());

        assertThat(count.getWidth()).isGreaterThanOrEqualTo(Columns.headerWidth("Count"));
        assertThat(seen.getWidth()).isGreaterThanOrEqualTo(160);
    }

    @Test
    void aNumberColumnsCellsAreRightAligned(FxRobot robot) {
        TableCell<?, ?> cell = robot.lookup(".table-cell.numeric").match(n -> ((TableCell<?, ?>) n).getText() != null)
                .query();

        assertThat(cell.getAlignment()).isEqualTo(Pos.CENTER_RIGHT);
    }
}
