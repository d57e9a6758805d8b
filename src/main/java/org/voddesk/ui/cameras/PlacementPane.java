package org.voddesk.ui.cameras;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignO;
import org.voddesk.ui.cameras.PlacementSummary.Candidate;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FormLabel;

/**
 * Where the last requested playback went and why: the chosen node, the policy and its rule, every node it
 * considered with its load and verdict (the chosen row marked), earlier attempts, and the stream URL with copy
 * and open. Hidden until a playback has started here.
 */
final class PlacementPane extends VBox {
    PlacementPane(CamerasViewModel model) {
        super(8);
        setId("placement");
        getStyleClass().add("card");
        visibleProperty().bind(model.placementProperty().isNotNull());
        managedProperty().bind(visibleProperty());

        Label chosen = new Label();
        chosen.setId("placement-node");
        chosen.getStyleClass().add("placement-node");
        chosen.textProperty().bind(model.placementStatusProperty());
        Label rule = new Label();
        rule.setId("placement-rule");
        rule.setWrapText(true);
        rule.textProperty().bind(model.placementProperty().map(p -> "Why: " + p.policy() + " chose it - "
                + p.rule() + (p.attempts().isEmpty() ? "" : "\nTried before: " + String.join("; ", p.attempts())))
                .orElse(""));

        TableView<Candidate> candidates = new TableView<>();
        candidates.setId("placement-candidates");
        candidates.getColumns().setAll(java.util.List.of(
                Columns.keep(Tables.<Candidate>column("Node", Candidate::node, 90)),
                Columns.numeric(Tables.<Candidate>column("Load", Candidate::load, 80)),
                Columns.numeric(Tables.<Candidate>column("Load after", Candidate::afterLoad, 100)),
                Tables.column("Verdict", PlacementPane::verdict, 460)));
        candidates.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        candidates.setFixedCellSize(28);
        candidates.setRowFactory(t -> new javafx.scene.control.TableRow<>() {
            @Override
            protected void updateItem(Candidate item, boolean empty) {
                super.updateItem(item, empty);
                pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("chosen"),
                        !empty && item != null && item.chosen());
            }
        });
        model.placementProperty().addListener((o, a, p) -> {
            candidates.getItems().setAll(p == null ? java.util.List.of() : p.candidates());
            candidates.setPrefHeight(44 + 28 * Math.max(1, candidates.getItems().size()));
            candidates.setMinHeight(candidates.getPrefHeight());
        });

        TextField url = new TextField();
        url.setId("stream-url");
        url.setEditable(false);
        url.textProperty().bind(model.placementProperty().map(PlacementSummary::url).orElse(""));
        HBox.setHgrow(url, Priority.ALWAYS);
        Button copy = new Button("Copy URL", new FontIcon(MaterialDesignC.CONTENT_COPY));
        copy.setId("copy-url");
        copy.setOnAction(e -> model.onCopyUrl());
        Button open = new Button("Open", new FontIcon(MaterialDesignO.OPEN_IN_NEW));
        open.setId("open-url");
        open.setOnAction(e -> model.onOpenUrl());
        HBox urlRow = new HBox(8, FormLabel.of("Stream"), url, copy, open);
        urlRow.setAlignment(Pos.CENTER_LEFT);

        getChildren().setAll(CamerasView.section("Last playback started here"), chosen, rule, candidates, urlRow);
    }

    /** "CHOSEN - why" for the chosen node (once, where control's verdict already starts "chosen: "), else why not. */
    static String verdict(Candidate c) {
        if (!c.chosen()) {
            return c.verdict();
        }
        String why = c.verdict().startsWith("chosen: ") ? c.verdict().substring("chosen: ".length()) : c.verdict();
        return "CHOSEN - " + why;
    }
}
