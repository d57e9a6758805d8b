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
import org.voddesk.core.Alarm;
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
    /** The Acknowledged column's short title and its tooltip (the full name and what the column holds). */
    static final String ACKED_BY = "Acked by";
    static final String ACKED_BY_TIP = "Acknowledged by: who acknowledged the alarm, when, and their note";
    /** A time column's width: a day and a minute ("01 Dec 23:36"); the row's tooltip has the year and seconds. */
    private static final double TIME_WIDTH = 120;
    /** A header's padding and sort arrow beside a graphic title, in pixels. */
    private static final double HEADER_INSET = 24;
    /** Message never narrower than this: the last column gave up its width first and showed a few letters. */
    private static final double MESSAGE_LEAST = 170;
    /** Kind never narrower than this: "node.unreachable" reads as a word, not "no..." (the tooltip has it all). */
    private static final double KIND_LEAST = 110;
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
                Columns.keep(Tables.<Alarm>column("State", AlarmsViewModel::state, 120)),
                titled(Tables.<Alarm>column("Kind", Alarm::kind, 170)),
                Columns.keep(Tables.<Alarm>column("Source", Alarm::source, 85)),
                Columns.keep(Tables.<Alarm>column("First seen", a -> model.when(a.firstSeenMs()), TIME_WIDTH)),
                Columns.keep(Tables.<Alarm>column("Last seen", a -> model.when(a.lastSeenMs()), TIME_WIDTH)),
                Columns.numeric(Tables.<Alarm>column("Count", a -> Integer.toString(a.count()), 70))));
        if (which == Shown.HISTORY) {
            table.getColumns().add(Columns.keep(Tables.<Alarm>column("Cleared", a -> a.clearedAtMs() == null ? "—"
                    : model.when(a.clearedAtMs()), TIME_WIDTH)));
        }
        if (which != Shown.OPEN) {
            table.getColumns().add(explained(Tables.column(null, model::acknowledgement, 230), ACKED_BY,
                    ACKED_BY_TIP));
        }
        TableColumn<Alarm, String> message = Tables.column("Message", Alarm::message, 420);
        message.setMinWidth(MESSAGE_LEAST);
        table.getColumns().add(message);
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setRowFactory(t -> new DetailsRow());
        return table;
    }

    /**
     * A column whose header is a short title with a tooltip that says it in full (the history's "Acknowledged" read
     * "Ackn..." at 1280 px, and a column wide enough for it pushed Message off the screen); never narrower than that
     * title.
     */
    private static <C extends TableColumn<Alarm, ?>> C explained(C c, String title, String tip) {
        Label header = new Label(title);
        header.setTooltip(new javafx.scene.control.Tooltip(tip));
        // as wide as the column less its padding and sort arrow, so the title starts at the left like the others'
        header.prefWidthProperty().bind(c.widthProperty().subtract(HEADER_INSET));
        header.setMinWidth(0);
        header.setStyle("-fx-padding: 0;"); // the header's own padding is around it already (the theme pads labels)
        c.setGraphic(header);
        c.setMinWidth(Columns.headerWidth(title));
        return c;
    }

    /**
     * A text column that gives up width when the window narrows, but never below its header title (the history's
     * Kind read "..." at 1280 px) nor {@link #KIND_LEAST}; the row's tooltip has the whole text.
     */
    private static <C extends TableColumn<Alarm, ?>> C titled(C c) {
        c.setMinWidth(Math.max(KIND_LEAST, Columns.headerWidth(c.getText())));
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
