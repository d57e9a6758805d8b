package org.voddesk.ui.settings;

import java.io.File;
import java.util.List;
import java.util.Locale;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import org.controlsfx.validation.ValidationResult;
import org.controlsfx.validation.ValidationSupport;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignD;
import org.kordamp.ikonli.materialdesign2.MaterialDesignK;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignP;
import org.kordamp.ikonli.materialdesign2.MaterialDesignU;
import org.voddesk.core.HostKeyVerdict;
import org.voddesk.core.NodeConfig;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FormLabel;

/**
 * The Settings screen's Nodes tab: the stored nodes on the left (New, Import, Export), the picked node's form on the
 * right with ControlsFX validation decorations on each field, Add / Save / Retire / Test connection, and the host key
 * the test found with Trust (or Replace) beside it. Binds to {@link NodesViewModel}.
 */
final class NodesPane extends SplitPane {
    private final NodesViewModel model;
    private final ValidationSupport validation = new ValidationSupport();

    NodesPane(NodesViewModel model) {
        this.model = model;
        getItems().setAll(list(), form());
        setDividerPositions(0.55);
    }

    private VBox list() {
        TableView<NodeConfig> table = new TableView<>(model.nodes());
        table.setId("node-table");
        table.getColumns().setAll(List.of(
                Columns.keep(Tables.<NodeConfig>column("Node", NodeConfig::name, 90)),
                Tables.column("Host", NodeConfig::host, 130),
                Columns.numeric(Tables.<NodeConfig>column("Port", n -> Integer.toString(n.port()), 70)),
                Tables.column("User", NodeConfig::user, 80),
                Tables.column("Site", n -> n.site() == null ? "—" : n.site(), 80),
                Columns.numeric(Tables.<NodeConfig>column("Bandwidth (Mbit/s)", n -> String.format(Locale.ROOT, "%.0f",
                        n.bandwidthMbps()), 130))));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No nodes are stored."));
        table.getSelectionModel().selectedItemProperty().addListener((o, a, b) -> model.selectedProperty().set(b));
        model.selectedProperty().addListener((o, a, b) -> {
            if (b != table.getSelectionModel().getSelectedItem()) {
                table.getSelectionModel().select(b);
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        Button add = button("New node", "node-new", new FontIcon(MaterialDesignP.PLUS), model::onNew);
        Button in = button("Import cluster file...", "cluster-import", new FontIcon(MaterialDesignU.UPLOAD), () -> {
            File f = chooser("Import a cluster file").showOpenDialog(getScene().getWindow());
            if (f != null) {
                model.onImport(f.toPath());
            }
        });
        Button out = button("Export cluster file...", "cluster-export", new FontIcon(MaterialDesignD.DOWNLOAD), () -> {
            File f = chooser("Export the cluster file").showSaveDialog(getScene().getWindow());
            if (f != null) {
                model.onExport(f.toPath());
            }
        });
        in.setDisable(!model.writable());
        out.setDisable(!model.writable());
        HBox bar = new HBox(8, add, in, out);
        bar.setAlignment(Pos.CENTER_LEFT);
        VBox box = new VBox(8, table, bar);
        box.setPadding(new Insets(8));
        return box;
    }

    private VBox form() {
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        int row = 0;
        for (NodeForm.Field f : NodeForm.Field.values()) {
            TextField field = new TextField();
            field.setId("node-" + f.name().toLowerCase(Locale.ROOT));
            field.textProperty().bindBidirectional(model.form().property(f));
            field.setPromptText(prompt(f));
            validation.registerValidator(field, false, (javafx.scene.control.Control c, String v) -> {
                String p = NodeForm.problem(f, v);
                return ValidationResult.fromErrorIf(c, p == null ? "" : p, p != null);
            });
            GridPane.setHgrow(field, Priority.ALWAYS);
            grid.addRow(row++, FormLabel.of(f.label()), field);
        }
        Button add = button("Add", "node-add", new FontIcon(MaterialDesignP.PLUS_CIRCLE), model::onAdd);
        Button save = button("Save", "node-save", new FontIcon(MaterialDesignC.CONTENT_SAVE), model::onSave);
        Button retire = button("Retire", "node-retire", new FontIcon(MaterialDesignD.DELETE), this::confirmRetire);
        retire.getStyleClass().add("danger");
        Button test = button("Test connection", "node-test", new FontIcon(MaterialDesignL.LAN_CONNECT), model::onTest);
        for (Button b : List.of(add, save)) {
            b.setDisable(!model.writable());
        }
        if (model.writable()) {
            retire.disableProperty().bind(model.selectedProperty().isNull()); // a node is picked in the list first
        } else {
            retire.setDisable(true);
        }
        HBox actions = new HBox(8, add, save, retire, test);
        actions.setAlignment(Pos.CENTER_LEFT);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("nodes-notice");
        VBox box = new VBox(10, grid, actions, notice, hostKey());
        if (!model.writable()) {
            Label ro = new Label(NodesViewModel.READ_ONLY, new FontIcon(MaterialDesignL.LOCK));
            ro.setId("nodes-read-only");
            ro.getStyleClass().add("muted");
            ro.setWrapText(true);
            box.getChildren().add(0, ro);
        }
        box.setPadding(new Insets(8));
        return box;
    }

    private Node hostKey() {
        Label title = new Label("Host key");
        title.getStyleClass().add("section-title");
        NoticeLabel verdict = new NoticeLabel(model.probeProperty().map(NodesViewModel::keyVerdict));
        verdict.setId("host-key");
        Button trust = button("Trust this key", "trust-key", new FontIcon(MaterialDesignK.KEY_CHANGE),
                model::onTrustKey);
        trust.textProperty().bind(model.probeProperty().map(p -> p.verdict() == HostKeyVerdict.CHANGED
                ? "Replace the known key" : "Trust this key").orElse("Trust this key"));
        trust.disableProperty().bind(model.probeProperty().map(p -> !model.writable() || p.fingerprint() == null
                || p.verdict() == HostKeyVerdict.KNOWN).orElse(true));
        Label hint = new Label("Test the connection to see the key the node offers, compare its SHA256 fingerprint"
                + " with ssh-keygen -lf on the node, then trust it.");
        hint.setWrapText(true);
        hint.getStyleClass().add("muted");
        return new VBox(6, title, hint, verdict, fingerprintRow(), trust);
    }

    /**
     * The offered key's fingerprint on one line of its own, in a monospace font that never wraps (in the verdict's
     * sentence it broke in the middle at 1280 px): a person compares it character by character with ssh-keygen -lf.
     * Were the pane ever too narrow, the label ends in an ellipsis and its tooltip and the copy button carry the
     * whole text.
     */
    private Node fingerprintRow() {
        Label fingerprint = new Label();
        fingerprint.setId("host-key-fingerprint");
        fingerprint.getStyleClass().add("fingerprint");
        fingerprint.textProperty().bind(model.probeProperty().map(NodesViewModel::fingerprint).orElse(""));
        fingerprint.setWrapText(false);
        fingerprint.setMinWidth(0);
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(fingerprint.textProperty());
        fingerprint.setTooltip(whole);
        Button copy = new Button(null, new FontIcon(MaterialDesignC.CONTENT_COPY));
        copy.setId("copy-fingerprint");
        copy.setTooltip(new Tooltip("Copy the fingerprint"));
        copy.setOnAction(e -> {
            ClipboardContent text = new ClipboardContent();
            text.putString(fingerprint.getText());
            Clipboard.getSystemClipboard().setContent(text);
        });
        HBox row = new HBox(8, fingerprint, copy);
        row.setAlignment(Pos.CENTER_LEFT);
        row.visibleProperty().bind(fingerprint.textProperty().isEmpty().not());
        row.managedProperty().bind(row.visibleProperty());
        return row;
    }

    /** Retiring moves or ends the node's live sessions: the supervisor confirms it first. */
    private void confirmRetire() {
        String question = model.retireQuestion();
        if (question == null) {
            model.onRetire();
            return;
        }
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, question, ButtonType.OK, ButtonType.CANCEL);
        ask.setTitle("Retire a node");
        ask.setHeaderText(null);
        ask.initOwner(getScene().getWindow());
        ((Button) ask.getDialogPane().lookupButton(ButtonType.OK)).setText("Retire");
        ask.getDialogPane().lookupButton(ButtonType.OK).setId("confirm-retire");
        ask.getDialogPane().lookupButton(ButtonType.CANCEL).setId("cancel-retire");
        ask.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> model.onRetire());
    }

    private static Button button(String text, String id, Node icon, Runnable action) {
        Button b = new Button(text, icon);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }

    private static FileChooser chooser(String title) {
        FileChooser c = new FileChooser();
        c.setTitle(title);
        c.setInitialFileName("cluster.yaml");
        c.getExtensionFilters().add(new FileChooser.ExtensionFilter("Cluster files (*.yaml, *.yml)", "*.yaml",
                "*.yml"));
        return c;
    }

    private static String prompt(NodeForm.Field f) {
        return switch (f) {
            case NAME -> "vod-6";
            case HOST -> "10.0.0.16 or vod6.example";
            case PORT -> "22";
            case USER -> "vod";
            case IDENTITY -> "~/.ssh/voddesk_ed25519";
            case BANDWIDTH -> "1000";
            case SITE -> "optional, e.g. north";
            case AGENT -> NodeConfig.DEFAULT_AGENT;
        };
    }

    /** The form's validation (tests read whether a field is decorated invalid). */
    ValidationSupport validation() {
        return validation;
    }
}
