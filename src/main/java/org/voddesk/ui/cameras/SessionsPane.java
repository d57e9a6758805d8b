package org.voddesk.ui.cameras;

import java.util.List;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignP;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.Session;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.sessions.SessionOwners;

/**
 * The selected camera's live sessions (node, position, speed, quality, since), stop and speed change for the
 * selected one (at the speed chosen above) on the title's row, and that session's migration history, which takes the
 * height left (the whole pane fits under a placed playback at 1600x1000; a lower window scrolls).
 */
final class SessionsPane extends VBox {
    /** The header and three sessions. */
    private static final double TABLE_HEIGHT = 160;
    /** Two moves and the placeholder's two lines. */
    private static final double MOVES_MIN_HEIGHT = 80;

    SessionsPane(CamerasViewModel model) {
        super(8);
        java.time.ZoneId zone = model.zone();
        TableView<Session> table = new TableView<>(model.sessions());
        table.setId("camera-sessions");
        table.getColumns().setAll(List.of(
                Tables.<Session>column("Session", Session::id, 300),
                Columns.keep(Tables.<Session>column("Node", Session::nodeName, 90)),
                Columns.keep(Tables.<Session>column("Position", s -> Formats.dateTime(s.positionMs(), zone), 170)),
                Columns.numeric(Tables.<Session>column("Speed", s -> Formats.rate(s.rate()), 70)),
                Columns.keep(Tables.<Session>column("Quality", s -> s.quality().wireName(), 80)),
                Columns.keep(Tables.<Session>column("Since", s -> Formats.time(s.startedAtMs(), zone), 90))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No live session of this camera."));
        table.setPrefHeight(TABLE_HEIGHT);
        table.setMinHeight(TABLE_HEIGHT);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> model.sessionProperty().set(b));
        model.sessionProperty().addListener((o, a, b) -> {
            if (b == null) {
                table.getSelectionModel().clearSelection();
            } else if (b != table.getSelectionModel().getSelectedItem()) {
                table.getSelectionModel().select(b);
            }
        });

        Button stop = new Button("Stop", new FontIcon(MaterialDesignS.STOP_CIRCLE));
        stop.setId("stop-session");
        stop.setOnAction(e -> model.onStop());
        Button speed = new Button("Set speed", new FontIcon(MaterialDesignS.SPEEDOMETER));
        speed.setId("change-rate");
        speed.setOnAction(e -> model.onChangeRate());
        stop.disableProperty().bind(model.canStopProperty().not());
        speed.disableProperty().bind(model.canChangeRateProperty().not());
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox title = new HBox(8, CamerasView.section("Live sessions of this camera"), gap, withRights(stop, model),
                withRights(speed, model), new Label("(the speed chosen above)"));
        if (model.watches()) {
            Button watch = new Button("Watch", new FontIcon(MaterialDesignP.PLAY_CIRCLE_OUTLINE));
            watch.setId("watch-session");
            watch.disableProperty().bind(model.sessionProperty().isNull());
            watch.setOnAction(e -> model.onWatch());
            title.getChildren().add(2, watch);
        }
        title.setAlignment(Pos.CENTER_LEFT);

        ListView<MoveRecord> moves = new ListView<>(model.migrations().items());
        moves.setId("session-migrations");
        moves.setPrefHeight(MOVES_MIN_HEIGHT);
        moves.setMinHeight(MOVES_MIN_HEIGHT);
        VBox.setVgrow(moves, Priority.ALWAYS);
        Label movesEmpty = new Label();
        movesEmpty.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> movesPlaceholder(model.sessionProperty().get() != null,
                        model.migrations().messageProperty().get()),
                model.sessionProperty(), model.migrations().messageProperty()));
        moves.setPlaceholder(movesEmpty);
        moves.setCellFactory(v -> new MoveCell(zone));

        getChildren().setAll(title, table,
                CamerasView.section("Moves of the selected session"), moves);
    }

    /**
     * {@code button} in a holder that carries the rights tooltip while a selected session is someone else's (a
     * disabled button shows no tooltip of its own).
     */
    private static StackPane withRights(Button button, CamerasViewModel model) {
        StackPane holder = new StackPane(button);
        Tooltip rights = new Tooltip(SessionOwners.RIGHTS);
        model.sessionProperty().addListener((o, a, b) -> tooltip(holder, rights, b != null && button.isDisabled()));
        button.disabledProperty().addListener((o, a, b) -> tooltip(holder, rights,
                b && model.sessionProperty().get() != null));
        return holder;
    }

    private static void tooltip(StackPane holder, Tooltip rights, boolean show) {
        if (show) {
            Tooltip.install(holder, rights);
        } else {
            Tooltip.uninstall(holder, rights);
        }
    }

    /** One decided move of the session: when, from where to where, the state, who decided and why. */
    private static final class MoveCell extends ListCell<MoveRecord> {
        private final java.time.ZoneId zone;

        MoveCell(java.time.ZoneId zone) {
            this.zone = zone;
        }

        @Override
        protected void updateItem(MoveRecord p, boolean empty) {
            super.updateItem(p, empty);
            if (empty || p == null) {
                setText(null);
                return;
            }
            String who = p.decidedBy() == null ? "nobody decided" : "decided by " + p.decidedBy();
            setText(Formats.dateTime(p.stateChangedAtMs(), zone) + "  #" + p.id() + "  " + p.draft().sourceNode()
                    + " -> " + p.draft().targetNode() + "  " + p.state().word().toUpperCase(java.util.Locale.ROOT)
                    + ", " + who + (p.outcome() == null ? "" : ": " + WallTimes.localized(p.outcome(), zone)));
        }
    }

    /**
     * What the moves list says when it is empty: pick a session first, or (one is selected) that it never moved;
     * a read in progress or a failed read says so itself.
     */
    static String movesPlaceholder(boolean selected, String message) {
        if (!selected) {
            return "Select a session to see its moves.";
        }
        return message.isEmpty() || message.startsWith("Nothing") || message.startsWith("No session")
                ? "This session has not moved." : message;
    }
}
