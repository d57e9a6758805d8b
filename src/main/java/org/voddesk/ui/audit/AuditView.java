package org.voddesk.ui.audit;

import java.time.format.DateTimeFormatter;
import java.util.List;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.util.converter.LocalDateStringConverter;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignM;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.PagerBar;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FormLabel;

/**
 * Screen 8 as nodes: the filter row (user, action prefix, first and last day, Search), the audit lines (when,
 * who, at which desk, action, subject, detail) and the pager. Binds to {@link AuditViewModel}.
 */
public final class AuditView extends BorderPane implements Screen {
    private final AuditViewModel model;

    public AuditView(AuditViewModel model) {
        this.model = model;
        getStyleClass().add("audit-screen");
        TableView<AuditRecord> table = new TableView<>(model.pages().items());
        table.setId("audit-table");
        table.getColumns().setAll(List.of(
                Columns.keep(Tables.<AuditRecord>column("When", a -> Formats.dateTime(a.entry().timeMs(), model.zone()),
                        170)),
                Columns.keep(Tables.<AuditRecord>column("User", a -> a.entry().user(), 120)),
                Columns.keep(Tables.<AuditRecord>column("Desk", a -> nullToEmpty(a.entry().desk()), 120)),
                Columns.keep(Tables.<AuditRecord>column("Action", a -> a.entry().action(), 170)),
                Tables.column("Subject", a -> nullToEmpty(a.entry().subject()), 330),
                Tables.column("Detail", a -> nullToEmpty(WallTimes.localized(a.entry().detail(), model.zone())),
                        500)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label empty = new Label();
        empty.textProperty().bind(model.pages().messageProperty().map(m -> model.allowed() ? m
                : AuditViewModel.SUPERVISORS_ONLY));
        table.setPlaceholder(empty);
        VBox.setVgrow(table, Priority.ALWAYS);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("audit-notice");
        Label title = new Label("Audit log");
        title.getStyleClass().add("section-title");
        VBox box = new VBox(8, title, filters(), notice, table, new PagerBar(model.pages(), "audit"));
        box.setPadding(new Insets(12, 16, 12, 16));
        setCenter(box);
    }

    private HBox filters() {
        TextField user = new TextField();
        user.setId("audit-user");
        user.setPromptText("any user");
        user.textProperty().bindBidirectional(model.userFilterProperty());
        ComboBox<String> action = new ComboBox<>();
        action.setId("audit-action");
        action.setEditable(true);
        action.getItems().setAll(AuditViewModel.ACTIONS);
        action.setPromptText("any action");
        action.getEditor().textProperty().bindBidirectional(model.actionFilterProperty());
        DatePicker from = new DatePicker();
        from.setConverter(new LocalDateStringConverter(DateTimeFormatter.ISO_LOCAL_DATE, null));
        from.setId("audit-from");
        from.valueProperty().bindBidirectional(model.fromProperty());
        DatePicker to = new DatePicker();
        to.setConverter(new LocalDateStringConverter(DateTimeFormatter.ISO_LOCAL_DATE, null));
        to.setId("audit-to");
        to.valueProperty().bindBidirectional(model.toProperty());
        Button search = new Button("Search", new FontIcon(MaterialDesignM.MAGNIFY));
        search.setId("audit-search");
        search.setDefaultButton(true);
        search.setOnAction(e -> model.onSearch());
        boolean allowed = model.allowed();
        for (Node n : List.of(user, action, from, to, search)) {
            n.setDisable(!allowed);
        }
        HBox row = new HBox(8, FormLabel.of("User"), user, FormLabel.of("Action"), action, FormLabel.of("From"), from,
                FormLabel.of("To"), to, search);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private static String nullToEmpty(String s) {
        return s == null ? "" : s;
    }

    @Override
    public String title() {
        return "Audit";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignC.CLIPBOARD_LIST_OUTLINE;
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
