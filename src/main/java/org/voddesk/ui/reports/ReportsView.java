package org.voddesk.ui.reports;

import java.io.File;
import java.time.format.DateTimeFormatter;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.DatePicker;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.util.converter.LocalDateStringConverter;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.javafx.FontIcon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignF;
import org.kordamp.ikonli.materialdesign2.MaterialDesignL;
import org.kordamp.ikonli.materialdesign2.MaterialDesignR;
import org.voddesk.report.ClusterHour;
import org.voddesk.report.Fmt;
import org.voddesk.report.NodeFigures;
import org.voddesk.report.SeriesPoint;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.NoticeLabel;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.Tables;
import org.voddesk.ui.reports.ReportsViewModel.Format;
import org.voddesk.ui.common.FormLabel;
import org.voddesk.ui.common.Columns;

/**
 * Screen 6 as nodes (with a What if, two tabs: the daily report and {@link WhatIfPanel}): the day row (DatePicker,
 * Load, Export PDF, Export CSV with a FileChooser - disabled for an operator, with a line saying only supervisors
 * export - the notice), then the preview: summary sentences, cluster figures, the chart of {@code lambda} over the
 * day, the per-node and the hourly tables. Binds to {@link ReportsViewModel}.
 */
public final class ReportsView extends BorderPane implements Screen {
    /**
     * A table row's and a table header's height, in pixels (a table sized to its rows; the tables are dense, 40 px
     * rows made the day's 13 cluster figures 520 px tall).
     */
    private static final double ROW = 30;
    private static final double HEADER = 36;
    /** The cluster figures' width: each value beside its name, not a screen's width away. */
    private static final double FIGURES_WIDTH = 610;
    /** AtlantaFX's style class of a table with less padding in its cells. */
    private static final String DENSE = "dense";
    /** The λ chart marks its points when the day has at most this many quarter-hours of figures (two hours). */
    private static final int MARKED_UP_TO = 8;
    private final ReportsViewModel model;
    private final ExportScheduleViewModel schedule;
    private final WhatIfViewModel whatIf;

    /** The screen without the daily export panel (a console with no control layer, tests of the preview). */
    public ReportsView(ReportsViewModel model) {
        this(model, null);
    }

    /** @param schedule the daily export panel's model, or {@code null} for none */
    public ReportsView(ReportsViewModel model, ExportScheduleViewModel schedule) {
        this(model, schedule, null);
    }

    /**
     * @param schedule the daily export panel's model, or {@code null} for none
     * @param whatIf   the What if's model, or {@code null} for none (the screen is then the daily report alone);
     *                 with one, the daily report and the What if are two tabs
     */
    public ReportsView(ReportsViewModel model, ExportScheduleViewModel schedule, WhatIfViewModel whatIf) {
        this.model = model;
        this.schedule = schedule;
        this.whatIf = whatIf;
        getStyleClass().add("reports-screen");
        VBox summary = new VBox(4);
        summary.setId("report-summary");
        model.summary().addListener((ListChangeListener<String>) c -> summary.getChildren().setAll(
                model.summary().stream().map(s -> wrapped(s)).toList()));
        VBox preview = new VBox(10, title("Summary"), summary, clusterAndChart(), title("Nodes"), nodeTable(),
                title("Hours"), hourTable());
        preview.setPadding(new Insets(0, 16, 16, 16));
        ScrollPane scroll = new ScrollPane(preview);
        scroll.setFitToWidth(true);
        NoticeLabel notice = new NoticeLabel(model.noticeProperty());
        notice.setId("report-notice");
        VBox top = new VBox(8, title("Daily report"), dayRow(), notice);
        if (schedule != null) {
            top.getChildren().addAll(title("Daily export"), new ExportSchedulePanel(schedule));
        }
        top.setPadding(new Insets(12, 16, 8, 16));
        if (whatIf == null) {
            setTop(top);
            setCenter(scroll);
            return;
        }
        Tab daily = new Tab("Daily report", new BorderPane(scroll, top, null, null, null));
        daily.setId("report-tab-daily");
        Tab what = new Tab("What if", new WhatIfPanel(whatIf));
        what.setId("report-tab-whatif");
        TabPane tabs = new TabPane(daily, what);
        tabs.setId("report-tabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        setCenter(tabs);
    }

    private HBox dayRow() {
        DatePicker day = new DatePicker();
        day.setId("report-day");
        day.setConverter(new LocalDateStringConverter(DateTimeFormatter.ISO_LOCAL_DATE, null));
        day.valueProperty().bindBidirectional(model.dayProperty());
        Button load = new Button("Load", new FontIcon(MaterialDesignR.REFRESH));
        load.setId("report-load");
        load.setDefaultButton(true);
        load.setOnAction(e -> {
            commitTyped(day);
            model.onLoad();
        });
        // Enter in the day loads it (Load commits the typed text first): in a real window the picker took Enter for
        // itself and the default button never saw it
        day.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER) {
                e.consume();
                load.fire();
            }
        });
        Button pdf = new Button("Export PDF", new FontIcon(MaterialDesignF.FILE_PDF_BOX));
        pdf.setId("report-export-pdf");
        pdf.setOnAction(e -> model.onExport(Format.PDF, choose(Format.PDF)));
        Button csv = new Button("Export CSV", new FontIcon(MaterialDesignF.FILE_DELIMITED_OUTLINE));
        csv.setId("report-export-csv");
        csv.setOnAction(e -> model.onExport(Format.CSV, choose(Format.CSV)));
        load.disableProperty().bind(model.busyProperty());
        for (Button b : List.of(pdf, csv)) {
            if (model.canExport()) {
                b.disableProperty().bind(model.busyProperty().or(model.reportProperty().isNull()));
            } else {
                b.setDisable(true);
            }
        }
        HBox row = new HBox(8, FormLabel.of("Day"), day, load, pdf, csv);
        if (!model.canExport()) {
            Label supervisorsOnly = new Label(ReportsViewModel.SUPERVISORS_ONLY, new FontIcon(MaterialDesignL.LOCK));
            supervisorsOnly.setId("report-export-read-only");
            supervisorsOnly.getStyleClass().add("muted");
            row.getChildren().add(supervisorsOnly);
        }
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }

    /** Enter fires Load before the picker takes a typed date; take it here (an unreadable one is left as shown). */
    private static void commitTyped(DatePicker day) {
        try {
            var typed = day.getConverter().fromString(day.getEditor().getText());
            if (typed != null) {
                day.setValue(typed);
            }
        } catch (java.time.format.DateTimeParseException e) {
            day.getEditor().setText(day.getConverter().toString(day.getValue()));
        }
    }

    private java.nio.file.Path choose(Format format) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the report as " + format);
        chooser.setInitialFileName(model.suggestedName(format));
        String ext = "*." + format.name().toLowerCase(java.util.Locale.ROOT);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(format + " file", ext));
        File f = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        return f == null ? null : f.toPath();
    }

    /**
     * The cluster figures and the chart of λ side by side, each as tall as the figures' rows: the day's summary on
     * one screen at 1280x1024 (one under the other, they took 520 and 260 px and the chart began below the window).
     */
    private HBox clusterAndChart() {
        TableView<ReportFigures.Figure> figures = new TableView<>(model.figures());
        figures.setId("report-figures");
        figures.getColumns().setAll(List.of(Tables.<ReportFigures.Figure>column("Cluster figure",
                ReportFigures.Figure::name, 420), Tables.column("Value", ReportFigures.Figure::value, 190)));
        figures.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        figures.setMinWidth(FIGURES_WIDTH);
        figures.setPrefWidth(FIGURES_WIDTH);
        figures.setMaxWidth(FIGURES_WIDTH);
        fitRows(figures, model.figures());
        figures.setPlaceholder(noReport());
        LineChart<Number, Number> chart = chart();
        chart.prefHeightProperty().bind(figures.prefHeightProperty());
        VBox left = new VBox(8, title("Cluster"), figures);
        VBox right = new VBox(8, title("λ over the day (quarter-hours)"), chart);
        HBox.setHgrow(right, Priority.ALWAYS);
        return new HBox(16, left, right);
    }

    private LineChart<Number, Number> chart() {
        NumberAxis x = new NumberAxis("hour of the day", 0, 24, 2);
        NumberAxis y = new NumberAxis();
        y.setLabel("λ variance");
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setId("report-lambda-chart");
        chart.setCreateSymbols(false);
        chart.setLegendVisible(false);
        chart.setAnimated(false);
        chart.setMinHeight(220);
        model.lambda().addListener((ListChangeListener<SeriesPoint>) c -> showLambda(chart));
        return chart;
    }

    /**
     * The day's λ as a new series, or none: a line chart whose one series is emptied keeps drawing the line it had
     * (the day shown before would stay on the chart of a day without figures).
     */
    private void showLambda(LineChart<Number, Number> chart) {
        List<XYChart.Data<Number, Number>> points = model.lambda().stream().filter(p -> !Double.isNaN(p.value()))
                .map(p -> new XYChart.Data<Number, Number>(hourOfDay(p.timeMs()), p.value())).toList();
        if (points.isEmpty()) {
            chart.getData().clear();
        } else {
            // a day polled for a few quarter-hours (today, early) gets markers: a lone point draws no line
            chart.setCreateSymbols(points.size() <= MARKED_UP_TO);
            chart.getData().setAll(List.of(new XYChart.Series<>(FXCollections.observableArrayList(points))));
        }
    }

    private double hourOfDay(long ms) {
        var r = model.reportProperty().get();
        long start = r == null ? 0 : r.day().fromMs();
        return (ms - start) / 3_600_000.0;
    }

    private TableView<NodeFigures> nodeTable() {
        TableView<NodeFigures> t = new TableView<>(model.nodes());
        t.setId("report-nodes");
        t.getColumns().setAll(List.of(
                Columns.keep(Tables.<NodeFigures>column("Node", NodeFigures::node, 120)),
                Columns.numeric(Tables.<NodeFigures>column("Polls", n -> Integer.toString(n.polls()), 70)),
                Columns.numeric(Tables.<NodeFigures>column("Mean load %", n -> ReportFigures.num(n.meanLoad()), 100)),
                Columns.numeric(Tables.<NodeFigures>column("P95 load %", n -> ReportFigures.num(n.p95Load()), 100)),
                Columns.numeric(Tables.<NodeFigures>column("Max load %", n -> ReportFigures.num(n.maxLoad()), 100)),
                Columns.numeric(Tables.<NodeFigures>column("Sessions served", n -> Integer.toString(n.sessionsServed()),
                        120)),
                Columns.numeric(Tables.<NodeFigures>column("Moved in", n -> Integer.toString(n.migrationsIn()), 80)),
                Columns.numeric(Tables.<NodeFigures>column("Moved out", n -> Integer.toString(n.migrationsOut()),
                        80))));
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        fitRows(t, model.nodes());
        t.setPlaceholder(noReport());
        return t;
    }

    private TableView<ClusterHour> hourTable() {
        TableView<ClusterHour> t = new TableView<>(model.hours());
        t.setId("report-hours");
        t.getColumns().setAll(List.of(
                Columns.keep(Tables.<ClusterHour>column("Hour", h -> Formats.hourMinute(h.hourStartMs(),
                        model.zone()), 90)),
                Columns.numeric(Tables.<ClusterHour>column("Mean λ", h -> ReportFigures.num(h.meanLambda()), 110)),
                Columns.numeric(Tables.<ClusterHour>column("Mean σ %", h -> ReportFigures.num(h.meanSigma()), 110)),
                Columns.numeric(Tables.<ClusterHour>column("Peak streams", h -> h.peakStreams() < 0 ? "no data"
                        : Integer.toString(h.peakStreams()), 110)),
                Columns.numeric(Tables.<ClusterHour>column("Accepted", h -> Integer.toString(h.accepted()), 90)),
                Columns.numeric(Tables.<ClusterHour>column("Refused", h -> Integer.toString(h.refused()), 90)),
                Columns.numeric(Tables.<ClusterHour>column("Moves done", h -> Integer.toString(h.migrationsDone()),
                        90)),
                Columns.numeric(Tables.<ClusterHour>column("Overloaded (node-min)", h -> Long.toString(Fmt.minutes(
                        h.overloadedMs())), 160))));
        t.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        t.getStyleClass().add(DENSE);
        t.setFixedCellSize(ROW);
        t.setPrefHeight(HEADER + ROW * 12 + 2); // half the day's 24 hours, the rest a scroll away
        t.setPlaceholder(noReport());
        return t;
    }

    /** Keeps {@code t} as tall as its rows (every node shown, no inner scroll bar), at least two rows tall. */
    private static void fitRows(TableView<?> t, javafx.collections.ObservableList<?> rows) {
        t.getStyleClass().add(DENSE);
        t.setFixedCellSize(ROW);
        Runnable fit = () -> t.setPrefHeight(HEADER + ROW * Math.max(2, rows.size()) + 2);
        rows.addListener((ListChangeListener<Object>) c -> fit.run());
        fit.run();
    }

    /** What an empty report table says (the notice above says why there is no report). */
    private static Label noReport() {
        return new Label("No report shown: pick a day with recorded history and press Load.");
    }

    private static Label wrapped(String s) {
        Label l = new Label(s);
        l.setWrapText(true);
        return l;
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    @Override
    public String title() {
        return "Reports";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignF.FILE_CHART_OUTLINE;
    }

    @Override
    public Node view() {
        return this;
    }

    @Override
    public void onShow() {
        model.onShow();
        if (schedule != null) {
            schedule.onShow();
        }
        if (whatIf != null) {
            whatIf.onShow();
        }
    }

    @Override
    public void onHide() {
        model.onHide();
        if (schedule != null) {
            schedule.onHide();
        }
        if (whatIf != null) {
            whatIf.onHide();
        }
    }
}
