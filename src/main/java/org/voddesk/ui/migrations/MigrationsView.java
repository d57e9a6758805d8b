package org.voddesk.ui.migrations;

import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.voddesk.core.PlanRecord;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.PagerBar;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;

/**
 * Screen 4 as nodes: the open plans ({@link PlanTable}) with approve, reject and the rejection note (disabled, with
 * the reason shown, for operators), and below the paged history of decisions and outcomes. Ctrl+Shift+A approves
 * the selected plan. Binds to {@link MigrationsViewModel}.
 */
public final class MigrationsView extends BorderPane implements Screen {
    private final MigrationsViewModel model;

    public MigrationsView(MigrationsViewModel model) {
        this.model = model;
        getStyleClass().add("migrations-screen");
        SplitPane split = new SplitPane(pending(), history());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.5);
        setCenter(split);
    }

    private VBox pending() {
        PlanTable plans = new PlanTable(model);
        VBox.setVgrow(plans, Priority.ALWAYS);
        Button approve = new Button("Approve", new FontIcon(MaterialDesignC.CHECK_CIRCLE));
        approve.setId("approve");
        approve.getStyleClass().add("success");
        approve.setOnAction(e -> model.onApprove());
        Button reject = new Button("Reject", new FontIcon(MaterialDesignC.CLOSE_CIRCLE));
        reject.setId("reject");
        reject.getStyleClass().add("danger");
        reject.setOnAction(e -> model.onReject());
        approve.disableProperty().bind(model.canDecideProperty().not());
        reject.disableProperty().bind(model.canDecideProperty().not());
        TextField note = new TextField();
        note.setId("reject-note");
        note.setPromptText("Why (kept with a rejection)");
        note.textProperty().bindBidirectional(model.noteProperty());
        note.setDisable(model.readOnly());
        HBox.setHgrow(note, Priority.ALWAYS);
        HBox actions = new HBox(8, approve, reject, note);
        actions.setAlignment(Pos.CENTER_LEFT);
        Label readOnly = new Label(MigrationsViewModel.READ_ONLY, new FontIcon(MaterialDesignL.LOCK));
        readOnly.setId("read-only-reason");
        readOnly.getStyleClass().add("muted");
        readOnly.setVisible(model.readOnly());
        readOnly.setManaged(model.readOnly());
        Label detail = new Label();
        detail.setId("plan-detail");
        detail.setWrapText(true);
        detail.setMinHeight(Region.USE_PREF_SIZE);
        detail.textProperty().bind(model.selectedProperty().map(MigrationsView::describe).orElse(
                "Select a plan to read its whole reason."));
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("migrations-notice");
        Label automation = new Label(model.automationLine());
        automation.setId("automation-level");
        automation.getStyleClass().add("muted");
        VBox box = new VBox(8, title("Open plans (Ctrl+Shift+A approves the selected plan or move)"), automation,
                plans, detail,
                readOnly, actions, notice);
        box.setPadding(new Insets(12, 16, 8, 16));
        return box;
    }

    private VBox history() {
        ZoneId zone = ZoneId.systemDefault();
        TableView<PlanRecord> table = new TableView<>(model.history().items());
        table.setId("migration-history");
        table.getColumns().setAll(List.of(
                Columns.keep(Tables.<PlanRecord>column("When", p -> Formats.dateTime(p.stateChangedAtMs(), zone),
                        175)),
                Columns.keep(Tables.<PlanRecord>column("Plan", p -> p.id() + " (" + p.draft().kind().word() + ")",
                        110)),
                Columns.numeric(Tables.<PlanRecord>column("Priority", p -> Integer.toString(p.draft().priority()), 80)),
                Tables.column("Moves", MigrationsView::moves, 170),
                Columns.numeric(Tables.<PlanRecord>column("λ before → after", p -> String.format(Locale.ROOT,
                        "%.1f → %.1f",
                        p.draft().lambdaBefore(), p.draft().lambdaAfter()), 150)),
                Columns.keep(Tables.<PlanRecord>column("Outcome", p -> p.state().word().toUpperCase(Locale.ROOT), 100)),
                Tables.column("Decided by", MigrationsView::decidedBy, 150),
                Tables.column("Note / result", p -> HistoryDetail.of(p, zone), 320)));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        Label empty = new Label();
        empty.textProperty().bind(model.history().messageProperty());
        table.setPlaceholder(empty);
        VBox.setVgrow(table, Priority.ALWAYS);
        VBox box = new VBox(8, title("Decisions and outcomes"), table, new PagerBar(model.history(), "history"));
        box.setPadding(new Insets(8, 16, 12, 16));
        return box;
    }

    private static String describe(MigrationRow row) {
        if (row instanceof MigrationRow.Plan p) {
            return "Plan " + p.planId() + " (priority " + p.priority() + "): " + p.reason();
        }
        MigrationRow.Move m = (MigrationRow.Move) row;
        return "Move " + m.order() + " of plan " + m.planId() + ": session " + m.sessionId() + " from "
                + m.sourceNode() + " to " + m.targetNode() + ". Approving it runs it now; the moves before it must"
                + " be decided first.";
    }

    /** How many moves, and what became of them ({@code 3: 2 done, 1 cancelled}). */
    static String moves(PlanRecord p) {
        Map<String, Long> by = new TreeMap<>(p.moves().stream().collect(Collectors.groupingBy(
                m -> m.state().word(), Collectors.counting())));
        return p.moves().size() + ": " + by.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", "));
    }

    private static String decidedBy(PlanRecord p) {
        if (p.decidedBy() == null) {
            return "— (lapsed)";
        }
        return p.automation() == null ? p.decidedBy() : p.decidedBy() + " (" + p.automation() + ")";
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    @Override
    public String title() {
        return "Migrations";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignS.SWAP_HORIZONTAL;
    }

    @Override
    public List<Shortcut> shortcuts() {
        return List.of(
                new Shortcut(new KeyCodeCombination(KeyCode.A, KeyCombination.SHORTCUT_DOWN,
                        KeyCombination.SHIFT_DOWN), "Approve the selected plan or move", model::onApprove),
                new Shortcut(new KeyCodeCombination(KeyCode.R, KeyCombination.SHORTCUT_DOWN,
                        KeyCombination.SHIFT_DOWN), "Reject the selected plan or move (with the note typed)",
                        model::onReject));
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
