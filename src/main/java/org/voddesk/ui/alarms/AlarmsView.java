package org.voddesk.ui.alarms;

import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignB;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.voddesk.control.Alarm;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.PagerBar;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.StateBadge;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;

/**
 * Screen 5 as nodes: the open alarms that need someone (severity as colour, icon and word), the acknowledgement row
 * (note, button, notice; Ctrl+Shift+K acknowledges the selected alarm), the acknowledged alarms still active (who,
 * when, note), and below the paged history of every alarm. Binds to {@link AlarmsViewModel}.
 */
public final class AlarmsView extends BorderPane implements Screen {
    private final AlarmsViewModel model;

    public AlarmsView(AlarmsViewModel model) {
        this.model = model;
        getStyleClass().add("alarms-screen");
        SplitPane split = new SplitPane(open(), acknowledged(), history());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.42, 0.66);
        setCenter(split);
    }

    @Override
    public List<Shortcut> shortcuts() {
        return List.of(new Shortcut(new KeyCodeCombination(KeyCode.K, KeyCombination.SHORTCUT_DOWN,
                KeyCombination.SHIFT_DOWN), "Acknowledge the selected alarm", model::onAcknowledge));
    }

    private VBox open() {
        TableView<Alarm> table = table(model.open(), Shown.OPEN);
        table.setId("open-alarms");
        Label empty = new Label();
        empty.textProperty().bind(model.openMessageProperty());
        table.setPlaceholder(empty);
        model.selectedProperty().bind(table.getSelectionModel().selectedItemProperty());
        TextField note = new TextField();
        note.setId("alarm-note");
        note.setPromptText("Note (optional): what was done, who was called");
        note.textProperty().bindBidirectional(model.noteProperty());
        HBox.setHgrow(note, Priority.ALWAYS);
        Button ack = new Button("Acknowledge", new FontIcon(MaterialDesignC.CHECK));
        ack.setId("acknowledge-alarm");
        ack.disableProperty().bind(model.selectedProperty().map(a -> a.acknowledged()).orElse(true));
        ack.setOnAction(e -> model.onAcknowledge());
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("alarm-notice");
        HBox row = new HBox(8, note, ack);
        row.setAlignment(Pos.CENTER_LEFT);
        VBox.setVgrow(table, Priority.ALWAYS);
        return box(title("Open alarms (Ctrl+Shift+K acknowledges the selected alarm)"), table, row, notice);
    }

    private VBox acknowledged() {
        TableView<Alarm> table = table(model.acknowledged(), Shown.ACKNOWLEDGED);
        table.setId("acknowledged-alarms");
        table.setPlaceholder(new Label("No acknowledged alarm is still active."));
        VBox.setVgrow(table, Priority.ALWAYS);
        return box(title("Acknowledged, still active: they clear themselves when their condition ends"), table);
    }

    private VBox history() {
        TableView<Alarm> table = table(model.history().items(), Shown.HISTORY);
        table.setId("alarm-history");
        Label empty = new Label();
        empty.textProperty().bind(model.history().messageProperty());
        table.setPlaceholder(empty);
        VBox.setVgrow(table, Priority.ALWAYS);
        return box(title("History: every alarm, most recently seen first"), table,
                new PagerBar(model.history(), "alarm-history"));
    }

    /** Which columns a table shows: an open alarm has no acknowledgement and no clearing yet. */
    private enum Shown { OPEN, ACKNOWLEDGED, HISTORY }

    private TableView<Alarm> table(javafx.collections.ObservableList<Alarm> rows, Shown which) {
        TableView<Alarm> table = new TableView<>();
        Tables.sortedRows(table, rows);
        TableColumn<Alarm, Alarm> severity = new TableColumn<>("Severity");
        severity.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        severity.setCellFactory(c -> new SeverityCell());
        severity.setPrefWidth(110);
        Columns.keep(severity);
        table.getColumns().add(severity);
        table.getColumns().addAll(List.of(
                Columns.keep(Tables.<Alarm>column("State", AlarmsViewModel::state, 125)),
                titled(Tables.<Alarm>column("Kind", Alarm::kind, 170)),
                Columns.keep(Tables.<Alarm>column("Source", Alarm::source, 90)),
                Columns.keep(Tables.<Alarm>column("First seen", a -> Formats.dateTime(a.firstSeenMs(), model.zone()),
                        175)),
                Columns.keep(Tables.<Alarm>column("Last seen", a -> Formats.dateTime(a.lastSeenMs(), model.zone()),
                        175)),
                Columns.numeric(Tables.<Alarm>column("Count", a -> Integer.toString(a.count()), 70))));
        if (which == Shown.HISTORY) {
            table.getColumns().add(Columns.keep(Tables.<Alarm>column("Cleared", a -> a.clearedAtMs() == null ? "—"
                    : Formats.dateTime(a.clearedAtMs(), model.zone()), 175)));
        }
        if (which != Shown.OPEN) {
            table.getColumns().add(Tables.column("Acknowledged", model::acknowledgement, 300));
        }
        table.getColumns().add(Tables.column("Message", Alarm::message, 420));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> new DetailsRow());
        return table;
    }

    /**
     * A text column that gives up width when the window narrows, but never below its header title (the history's
     * Kind read "..." at 1280 px); the row's tooltip has the whole text.
     */
    private static <C extends TableColumn<Alarm, ?>> C titled(C c) {
        c.setMinWidth(Columns.headerWidth(c.getText()));
        return c;
    }

    /** A row whose tooltip gives the whole message and acknowledgement, which a narrow column cuts. */
    private final class DetailsRow extends javafx.scene.control.TableRow<Alarm> {
        private final javafx.scene.control.Tooltip tip = new javafx.scene.control.Tooltip();

        @Override
        protected void updateItem(Alarm a, boolean empty) {
            super.updateItem(a, empty);
            if (empty || a == null) {
                setTooltip(null);
            } else {
                tip.setText(model.details(a));
                setTooltip(tip);
            }
        }
    }

    /** A severity as a badge: colour, icon and word. */
    private static final class SeverityCell extends TableCell<Alarm, Alarm> {
        private final StateBadge badge = new StateBadge();

        @Override
        protected void updateItem(Alarm a, boolean empty) {
            super.updateItem(a, empty);
            if (empty || a == null) {
                setGraphic(null);
            } else {
                badge.show(AlarmsViewModel.tone(a.severity()), a.severity().word().toUpperCase(Locale.ROOT));
                setGraphic(badge);
            }
        }
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private static VBox box(Node... children) {
        VBox box = new VBox(8, children);
        box.setPadding(new Insets(12, 16, 12, 16));
        return box;
    }

    @Override
    public String title() {
        return "Alarms";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignB.BELL_ALERT_OUTLINE;
    }

    @Override
    public Node view() {
        return this;
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
