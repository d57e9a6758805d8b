package org.voddesk.ui.reports;

import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.converter.LocalDateStringConverter;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignC;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignP;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.report.WhatIfText;
import org.voddesk.ui.common.Columns;
import org.voddesk.ui.common.FormLabel;
import org.voddesk.ui.common.Notice;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.common.Tone;

/**
 * The Reports screen's What if as nodes: the day, Run and Cancel with the progress bar, the policies picked (check
 * boxes) and a row to add a pair, the notice; then the calibration line, the "does not fit" warning, the table with an
 * "Apply this policy" button at the start of each row (after a confirmation), and a chart of {@code lambda} over the
 * day per policy. For an operator, one line saying whose it is. Binds to {@link WhatIfViewModel}.
 */
final class WhatIfPanel extends ScrollPane {
    private static final double ROW = 30;
    private static final double HEADER = 36;

    private final WhatIfViewModel model;

    WhatIfPanel(WhatIfViewModel model) {
        this.model = model;
        setId("whatif");
        setFitToWidth(true);
        VBox box = new VBox(10);
        box.setPadding(new Insets(12, 16, 16, 16));
        if (!model.canRun()) {
            Label only = new Label(WhatIfViewModel.SUPERVISORS_ONLY, new FontIcon(MaterialDesignL.LOCK));
            only.setId("whatif-supervisors-only");
            only.setWrapText(true);
            only.getStyleClass().add("muted");
            box.getChildren().add(only);
        } else {
            NoticeLabel notice = new NoticeLabel(model.noticeProperty());
            notice.setId("whatif-notice");
            Label calibration = new Label();
            calibration.setId("whatif-calibration");
            calibration.setWrapText(true);
            calibration.textProperty().bind(model.calibrationProperty());
            NoticeLabel fit = NoticeLabel.status(Bindings.createObjectBinding(() -> model.fitWarningProperty().get()
                    .isEmpty() ? Notice.NONE : new Notice(Tone.WARNING, model.fitWarningProperty().get()),
                    model.fitWarningProperty()));
            fit.setId("whatif-fit-warning");
            Label hint = new Label();
            hint.setId("whatif-in-force");
            hint.getStyleClass().add("muted");
            hint.textProperty().bind(Bindings.createStringBinding(model::inForceHint, model.inForceProperty()));
            box.getChildren().addAll(runRow(), picks(), hint, addRow(), notice, calibration, fit, table(),
                    title("λ over the day per policy (5-minute means)"), chart());
        }
        setContent(box);
    }

    private HBox runRow() {
        DatePicker day = new DatePicker();
        day.setId("whatif-day");
        day.setConverter(new LocalDateStringConverter(DateTimeFormatter.ISO_LOCAL_DATE, null));
        day.valueProperty().bindBidirectional(model.dayProperty());
        Button run = new Button("Run", new FontIcon(MaterialDesignP.PLAY));
        run.setId("whatif-run");
        run.setOnAction(e -> model.onRun());
        run.disableProperty().bind(model.runningProperty());
        Button cancel = new Button("Cancel", new FontIcon(MaterialDesignC.CLOSE));
        cancel.setId("whatif-cancel");
        cancel.setOnAction(e -> model.onCancel());
        cancel.disableProperty().bind(model.runningProperty().not());
        ProgressBar bar = new ProgressBar();
        bar.setId("whatif-progress");
        bar.setPrefWidth(220);
        bar.progressProperty().bind(model.progressProperty());
        bar.visibleProperty().bind(model.runningProperty());
        Label words = new Label();
        words.setId("whatif-progress-text");
        words.textProperty().bind(model.progressTextProperty());
        HBox row = new HBox(8, FormLabel.of("Day"), day, run, cancel, bar, words);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** The policies offered, each a check box; the picked ones run. */
    private FlowPane picks() {
        FlowPane pane = new FlowPane(12, 6);
        pane.setId("whatif-policies");
        Runnable fill = () -> {
            List<CheckBox> boxes = new ArrayList<>();
            for (WhatIfViewModel.Pick p : model.picks()) {
                CheckBox b = new CheckBox(p.policy().label());
                b.selectedProperty().bindBidirectional(p.pickedProperty());
                boxes.add(b);
            }
            pane.getChildren().setAll(boxes);
        };
        model.picks().addListener((ListChangeListener<WhatIfViewModel.Pick>) c -> fill.run());
        fill.run();
        HBox.setHgrow(pane, javafx.scene.layout.Priority.ALWAYS);
        return pane;
    }

    private HBox addRow() {
        ComboBox<String> placement = new ComboBox<>(model.placements());
        placement.setId("whatif-add-placement");
        placement.setPromptText("placement");
        ComboBox<String> planner = new ComboBox<>(model.planners());
        planner.setId("whatif-add-planner");
        planner.setPromptText("planner");
        Button add = new Button("Add", new FontIcon(MaterialDesignP.PLUS));
        add.setId("whatif-add");
        add.setOnAction(e -> model.onAdd(placement.getValue(), planner.getValue()));
        HBox row = new HBox(8, FormLabel.of("Compare also"), placement, FormLabel.of("with"), planner, add);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    private TableView<PolicyRow> table() {
        TableView<PolicyRow> t = new TableView<>(model.rows());
        t.setId("whatif-table");
        List<TableColumn<PolicyRow, ?>> columns = new ArrayList<>();
        // first: the button stays in sight when the figures are wider than the window
        TableColumn<PolicyRow, PolicyRow> apply = new TableColumn<>("");
        apply.setCellValueFactory(d -> new javafx.beans.property.ReadOnlyObjectWrapper<>(d.getValue()));
        apply.setCellFactory(c -> new ApplyCell());
        apply.setPrefWidth(150);
        apply.setMinWidth(150);
        apply.setSortable(false);
        columns.add(apply);
        List<String> header = WhatIfText.HEADER;
        for (int i = 0; i < header.size(); i++) {
            int at = i;
            TableColumn<PolicyRow, String> c = Tables.column(header.get(i), r -> WhatIfText.cells(r).get(at),
                    i == 0 ? 140 : i == 1 ? 90 : i == header.size() - 1 ? 170 : 60);
            columns.add(i < 2 || i == header.size() - 1 ? Columns.keep(c) : Columns.numeric(c));
        }
        t.getColumns().setAll(columns);
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.getStyleClass().add("dense");
        t.setFixedCellSize(ROW);
        // the Apply buttons follow the pair in force (an Apply here, or a change seen at the next showing)
        model.inForceProperty().addListener((o, before, after) -> t.refresh());
        Runnable fit = () -> t.setPrefHeight(HEADER + ROW * Math.max(2, model.rows().size()) + 2);
        model.rows().addListener((ListChangeListener<PolicyRow>) c -> fit.run());
        fit.run();
        t.setPlaceholder(new Label("No what-if shown: pick a day and policies, and press Run."));
        return t;
    }

    /** A row's "Apply this policy" button, disabled with the reason as its tooltip where it does not apply. */
    private final class ApplyCell extends TableCell<PolicyRow, PolicyRow> {
        private final Button button = new Button("Apply this policy");

        ApplyCell() {
            button.getStyleClass().add("whatif-apply");
            button.setOnAction(e -> confirmApply(getItem()));
        }

        @Override
        protected void updateItem(PolicyRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                setTooltip(null);
                return;
            }
            String why = model.whyNotApply(row);
            button.setDisable(why != null);
            setTooltip(why == null ? null : new Tooltip(why));
            setGraphic(button);
        }
    }

    private void confirmApply(PolicyRow row) {
        if (row == null) {
            return;
        }
        Alert ask = new Alert(Alert.AlertType.CONFIRMATION, model.applyQuestion(row), ButtonType.OK,
                ButtonType.CANCEL);
        ask.setTitle("Apply a policy");
        ask.setHeaderText(null);
        ask.initOwner(getScene().getWindow());
        ((Button) ask.getDialogPane().lookupButton(ButtonType.OK)).setText("Apply");
        ask.getDialogPane().lookupButton(ButtonType.OK).setId("confirm-apply");
        ask.getDialogPane().lookupButton(ButtonType.CANCEL).setId("cancel-apply");
        ask.showAndWait().filter(ButtonType.OK::equals).ifPresent(b -> model.onApply(row));
    }

    private LineChart<Number, Number> chart() {
        NumberAxis x = new NumberAxis("hour of the day", 0, 24, 2);
        NumberAxis y = new NumberAxis();
        y.setLabel("λ variance");
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setId("whatif-chart");
        chart.setCreateSymbols(false);
        chart.setAnimated(false);
        chart.setMinHeight(280);
        model.series().addListener((ListChangeListener<LambdaSeries>) c -> showSeries(chart));
        return chart;
    }

    /** One line per row, named by its policy and what it is ({@code similarity-rem (what if)}). */
    private void showSeries(LineChart<Number, Number> chart) {
        var r = model.reportProperty().get();
        long start = r == null ? 0 : r.day().fromMs();
        List<XYChart.Series<Number, Number>> lines = new ArrayList<>();
        for (LambdaSeries s : model.series()) {
            List<XYChart.Data<Number, Number>> points = s.points().stream().filter(p -> !Double.isNaN(p.lambda()))
                    .map(p -> new XYChart.Data<Number, Number>((p.timeMs() - start) / 3_600_000.0, p.lambda()))
                    .toList();
            lines.add(new XYChart.Series<>(s.policy().label() + " (" + WhatIfText.kind(s.kind()) + ")",
                    FXCollections.observableArrayList(points)));
        }
        chart.getData().setAll(lines);
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }
}
