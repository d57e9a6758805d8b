package org.voddesk.ui.sessions;

import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import org.controlsfx.control.textfield.CustomTextField;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;
import org.kordamp.ikonli.materialdesign2.MaterialDesignP;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.MessageLabel;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.player.Players;

/**
 * Screen 3: the live sessions table with its search field, its watch and stop buttons; binds to
 * {@link SessionsViewModel}, and opens the selected session in one of the {@link Players}.
 */
public final class SessionsView extends BorderPane implements Screen {
    private final SessionsViewModel model;
    private final CustomTextField search = new CustomTextField();

    /** The screen without a player (nothing to watch in). */
    public SessionsView(SessionsViewModel model) {
        this(model, null);
    }

    /** The screen whose Watch button opens the selected session in {@code players}. */
    public SessionsView(SessionsViewModel model, Players players) {
        this.model = model;
        getStyleClass().add("sessions-screen");

        search.setId("sessions-filter");
        search.setPromptText("Filter by node, camera, user, id");
        search.setLeft(new FontIcon(MaterialDesignM.MAGNIFY));
        search.setPrefWidth(380);
        search.textProperty().bindBidirectional(model.filterProperty());

        Label count = new Label();
        count.setId("sessions-count");
        count.getStyleClass().add("section-title");
        count.textProperty().bind(model.countProperty());

        Button stop = new Button("Stop session", new FontIcon(MaterialDesignS.STOP_CIRCLE_OUTLINE));
        stop.setId("sessions-stop");
        stop.getStyleClass().add("danger");
        stop.disableProperty().bind(model.canStopProperty().not());
        stop.setOnAction(e -> model.onStop());

        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox bar = new HBox(12, count, grow, search);
        if (players != null) {
            Button watch = new Button("Watch", new FontIcon(MaterialDesignP.PLAY_CIRCLE_OUTLINE));
            watch.setId("sessions-watch");
            watch.disableProperty().bind(model.selectedProperty().isNull());
            watch.setOnAction(e -> {
                SessionRowModel row = model.selectedProperty().get();
                if (row != null) {
                    players.open(row.id());
                }
            });
            bar.getChildren().add(watch);
        }
        bar.getChildren().add(stop);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(10, 16, 10, 16));
        setTop(bar);

        TableView<SessionRowModel> table = new TableView<>();
        Tables.sortedRows(table, model.rows());
        table.setId("sessions-table");
        Label placeholder = new Label();
        placeholder.textProperty().bind(Bindings.when(model.loadingProperty())
                .then("Loading the live sessions...").otherwise("No live sessions."));
        table.setPlaceholder(placeholder);
        List<TableColumn<SessionRowModel, String>> columns = List.of(
                column("Node", SessionRowModel::nodeProperty, 110),
                column("Camera", SessionRowModel::cameraProperty, 150),
                column("User", SessionRowModel::userProperty, 120),
                column("Begin", SessionRowModel::beginProperty, 170),
                column("Position", SessionRowModel::positionProperty, 170),
                // "Speed", as the Cameras screen and the playback request call it; a number, right-aligned
                Columns.numeric(column("Speed", SessionRowModel::rateProperty, 70)),
                // not 80, TableColumn's default width: a column of that width is sized to its first rows when it
                // joins the scene
                column("Quality", SessionRowModel::qualityProperty, 90),
                column("Since", SessionRowModel::sinceProperty, 170));
        showColumns(table, columns, 0, model.columnsProperty().get());
        model.columnsProperty().addListener((o, a, b) -> showColumns(table, columns, a.intValue(), b.intValue()));
        // every row the same height: rows made later were drawn taller, and a fixed size spares 5,000 rows a measure
        table.setFixedCellSize(28);
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> model.selectedProperty().set(b));
        model.selectedProperty().addListener((o, a, b) -> {
            if (b == null) {
                table.getSelectionModel().clearSelection();
            }
        });
        Label loadingText = new Label("Loading the live sessions...");
        loadingText.setId("sessions-loading");
        centerProperty().bind(Bindings.when(model.tableShownProperty()).<Node>then(table).otherwise(loadingText));

        MessageLabel message = new MessageLabel(model.message());
        message.setId("sessions-message");
        message.setPadding(new Insets(6, 16, 8, 16));
        setBottom(message);
    }

    /**
     * Adds columns {@code from} to {@code to} (they come one a frame at the first show); the columns keep their own
     * widths until all are there, and then the last one takes the rest of the table's width (fitted earlier, the
     * first column alone took the whole width and squeezed the ones that came later).
     */
    private static void showColumns(TableView<SessionRowModel> table,
            List<TableColumn<SessionRowModel, String>> columns, int from, int to) {
        table.getColumns().addAll(columns.subList(from, to));
        table.setColumnResizePolicy(to == columns.size() ? TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN
                : TableView.UNCONSTRAINED_RESIZE_POLICY);
    }

    private static TableColumn<SessionRowModel, String> column(String title,
            Function<SessionRowModel, ObservableValue<String>> value, double width) {
        TableColumn<SessionRowModel, String> c = new TableColumn<>(title);
        c.setCellValueFactory(f -> value.apply(f.getValue()));
        c.setPrefWidth(width);
        return c;
    }

    @Override
    public String title() {
        return "Sessions";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignP.PLAY_BOX_MULTIPLE_OUTLINE;
    }

    @Override
    public Node view() {
        return this;
    }

    @Override
    public List<Shortcut> shortcuts() {
        return List.of(
                new Shortcut(javafx.scene.input.KeyCombination.keyCombination("Shortcut+F"), "Filter sessions",
                        search::requestFocus),
                new Shortcut(javafx.scene.input.KeyCombination.keyCombination("Shortcut+Shift+S"),
                        "Stop the selected session", model::onStop));
    }

    @Override
    public void onShow() {
        model.onShow();
    }

    @Override
    public void onHide() {
        model.onHide();
    }
}
