package org.voddesk.ui.cluster;

import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.InvalidationListener;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.controlsfx.control.GridView;
import org.kordamp.ikonli.Ikon;
import org.kordamp.ikonli.materialdesign2.MaterialDesignS;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.Pulse;
import org.voddesk.ui.common.PulseStages;
import org.voddesk.ui.common.Screen;
import org.voddesk.ui.common.StateBadge;

/**
 * Screen 1 as nodes: the figures strip, the node tiles (a grid of {@link NodeTileCell}s over the view model's
 * tiles), the lambda and sigma charts with the range picker, and the event feed. Binds to
 * {@link ClusterScreenViewModel}. The parts join the scene one per frame at the first show ({@link PulseStages}).
 */
public final class ClusterScreenView extends BorderPane implements Screen {
    /** Clusters of at most this many nodes get large tiles. */
    static final int LARGE_TILES_UP_TO = 12;
    /**
     * A tile's least width, a large tile's, and half the gap between tiles. The tiles of a row are widened to share
     * the grid's width ({@link #fittedTileWidth}), so that no empty strip is left at the right.
     */
    static final double TILE_WIDTH = 220;
    static final double LARGE_TILE_WIDTH = 260;
    static final double HALF_GAP = 5;
    /** Room kept at the grid's right for its vertical scroll bar, so that the bar's coming never takes a column. */
    static final double SCROLL_BAR_ROOM = 16;
    /**
     * A tile's height and a large tile's, with room for the error line at the foot, so that a node failing or
     * coming back changes no tile's size (with the fonts of the machine the screenshots are taken on; the cells grow
     * when a tile needs more, {@link NodeTileCell}). A change of the cells' height makes the grid make its cells
     * again; never 0, or the grid would make a cell for every node at once.
     */
    private static final double TILE_HEIGHT = 172;
    private static final double LARGE_TILE_HEIGHT = 191;

    private final ClusterScreenViewModel model;
    /** The node tiles, virtualized: only the tiles in view exist, so a change off screen costs no frame. */
    private final GridView<NodeTileModel> grid = new GridView<>();
    /** One tooltip for every tile's load figure, rather than 200 popups to make at the first layout. */
    private final Tooltip loadTip = new Tooltip("Load: CPU, memory and network weighted (eq. 1), percent");
    private final XYChart.Series<Number, Number> lambda = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> sigma = new XYChart.Series<>();
    private final List<TimeAxis> timeAxes = new ArrayList<>(2);
    private final Pulse pulse;
    /** The figures, the tile area, the charts and the feed, joining the scene one per frame. */
    private final PulseStages parts;

    /**
     * Makes the screen's parts; they join the scene one per frame at the first show ({@link #onShow}), so that no
     * frame styles and lays out the whole screen while its code is still cold.
     */
    public ClusterScreenView(ClusterScreenViewModel model, Pulse pulse) {
        this.model = model;
        this.pulse = pulse;
        getStyleClass().add("cluster-screen");
        grid.setId("node-tiles");
        grid.getStyleClass().add("node-grid");
        grid.setItems(model.tiles());
        grid.setCellFactory(g -> new NodeTileCell(loadTip, grid.cellHeightProperty()));
        grid.setHorizontalCellSpacing(HALF_GAP);
        grid.setVerticalCellSpacing(HALF_GAP);
        InvalidationListener viewChanged = o -> tellTilesInView();
        grid.widthProperty().addListener(o -> fitTiles());
        grid.widthProperty().addListener(viewChanged);
        grid.heightProperty().addListener(viewChanged);
        grid.cellWidthProperty().addListener(viewChanged);
        grid.cellHeightProperty().addListener(viewChanged);
        VBox side = new VBox(8);
        side.setPadding(new Insets(8, 12, 8, 12));
        side.setMinWidth(360);
        SplitPane split = new SplitPane(grid, side);
        split.setDividerPositions(0.62);
        HBox figures = figures();
        parts = new PulseStages(List.of(
                () -> setTop(figures),
                () -> setCenter(split),
                () -> side.getChildren().add(chartHead()),
                () -> side.getChildren().add(chart("chart-lambda", "λ variance", lambda)),
                () -> side.getChildren().add(chart("chart-sigma", "σ load %", sigma)),
                () -> side.getChildren().addAll(title("Events"), feed())));
        model.nodeCountProperty().addListener(o -> sizeTiles());
        model.chartPoints().addListener(this::chartChanged);
        sizeTiles();
        rebuildChart();
    }

    private HBox figures() {
        HBox strip = new HBox(28,
                figure("fig-nodes", "Nodes up", model.nodesUpProperty()),
                figure("fig-sessions", "Sessions", model.sessionsProperty()),
                figure("fig-lambda", "Load variance λ", model.lambdaProperty()),
                figure("fig-sigma", "Quadratic-mean load σ", model.sigmaProperty()),
                figure("fig-open-moves", "Open moves", model.openMovesProperty())); // pending, approved, executing
        strip.getStyleClass().add("figures");
        strip.setPadding(new Insets(10, 16, 10, 16));
        return strip;
    }

    private static VBox figure(String id, String caption, javafx.beans.value.ObservableStringValue value) {
        Label v = new Label();
        v.setId(id);
        v.getStyleClass().add("figure-value");
        v.textProperty().bind(value);
        Label c = new Label(caption);
        c.getStyleClass().add("figure-caption");
        return new VBox(0, v, c);
    }

    private HBox chartHead() {
        ChoiceBox<ChartRange> range = new ChoiceBox<>();
        range.setId("chart-range");
        range.getItems().setAll(ChartRange.values());
        range.valueProperty().bindBidirectional(model.rangeProperty());
        Label message = new Label();
        message.setId("chart-message");
        message.getStyleClass().add("muted");
        message.textProperty().bind(model.chartMessageProperty());
        Region grow = new Region();
        HBox.setHgrow(grow, Priority.ALWAYS);
        HBox head = new HBox(8, title("Balance"), grow, message, range);
        head.setAlignment(Pos.CENTER_LEFT);
        return head;
    }

    private ListView<FeedEntry> feed() {
        ListView<FeedEntry> feed = new ListView<>(model.feed());
        feed.setId("event-feed");
        feed.setCellFactory(v -> new FeedCell());
        feed.setPlaceholder(new Label("No events yet."));
        VBox.setVgrow(feed, Priority.ALWAYS);
        return feed;
    }

    private static Label title(String text) {
        Label l = new Label(text);
        l.getStyleClass().add("section-title");
        return l;
    }

    private LineChart<Number, Number> chart(String id, String yLabel, XYChart.Series<Number, Number> series) {
        TimeAxis x = new TimeAxis(ZoneId.systemDefault());
        timeAxes.add(x);
        x.fit(model.chartPoints());
        NumberAxis y = new NumberAxis();
        y.setForceZeroInRange(true);
        y.setLabel(yLabel);
        LineChart<Number, Number> c = new LineChart<>(x.axis(), y);
        c.setId(id);
        c.setAnimated(false);
        c.setCreateSymbols(false);
        c.setLegendVisible(false);
        c.setPrefHeight(200);
        c.setMinHeight(150);
        c.getData().add(series);
        return c;
    }

    /** Tells the view model how many tiles the grid can show at its size: those in its rows, and one row more. */
    private void tellTilesInView() {
        double width = grid.getWidth() - grid.snappedLeftInset() - grid.snappedRightInset();
        double height = grid.getHeight() - grid.snappedTopInset() - grid.snappedBottomInset();
        if (width <= 0 || height <= 0) {
            return;
        }
        double cellWidth = grid.getCellWidth() + 2 * grid.getHorizontalCellSpacing();
        double cellHeight = grid.getCellHeight() + 2 * grid.getVerticalCellSpacing();
        int columns = Math.max(1, (int) (width / cellWidth));
        int rows = (int) Math.ceil(height / cellHeight) + 1;
        model.tilesInView(columns * rows);
    }

    /**
     * A small cluster gets larger tiles rather than an empty screen, decided by the nodes of the round shown (not the
     * tiles arrived so far); the sizes change only when needed.
     */
    private void sizeTiles() {
        boolean large = model.nodeCountProperty().get() <= LARGE_TILES_UP_TO;
        if (large != grid.getStyleClass().contains("tiles-large")) {
            if (large) {
                grid.getStyleClass().add("tiles-large");
            } else {
                grid.getStyleClass().remove("tiles-large");
            }
            grid.setCellHeight(large ? LARGE_TILE_HEIGHT : TILE_HEIGHT);
            fitTiles();
        }
    }

    /** Widens the tiles to share the grid's width at its size; whole pixels, set only when they change. */
    private void fitTiles() {
        double least = grid.getStyleClass().contains("tiles-large") ? LARGE_TILE_WIDTH : TILE_WIDTH;
        double row = grid.getWidth() - grid.snappedLeftInset() - grid.snappedRightInset() - SCROLL_BAR_ROOM;
        double width = row > 0 ? fittedTileWidth(row, least) : least;
        if (width != grid.getCellWidth()) {
            grid.setCellWidth(width);
        }
    }

    /**
     * The tiles' width in a row of the given width: as many columns as fit at the least width (with the gaps between
     * tiles), each widened to an equal share of the row, in whole pixels; never less than the least width.
     */
    static double fittedTileWidth(double rowWidth, double least) {
        int columns = Math.max(1, (int) (rowWidth / (least + 2 * HALF_GAP)));
        return Math.max(least, Math.floor(rowWidth / columns - 2 * HALF_GAP));
    }

    private void chartChanged(ListChangeListener.Change<? extends ClusterPoint> c) {
        timeAxes.forEach(a -> a.fit(model.chartPoints()));
        while (c.next()) {
            if (c.wasPermutated() || c.wasUpdated()) {
                rebuildChart();
                return;
            }
            if (c.wasRemoved()) {
                lambda.getData().remove(c.getFrom(), c.getFrom() + c.getRemovedSize());
                sigma.getData().remove(c.getFrom(), c.getFrom() + c.getRemovedSize());
            }
            if (c.wasAdded()) {
                lambda.getData().addAll(c.getFrom(), points(c.getAddedSubList(), true));
                sigma.getData().addAll(c.getFrom(), points(c.getAddedSubList(), false));
            }
        }
    }

    private void rebuildChart() {
        timeAxes.forEach(a -> a.fit(model.chartPoints()));
        lambda.getData().setAll(points(model.chartPoints(), true));
        sigma.getData().setAll(points(model.chartPoints(), false));
    }

    private static List<XYChart.Data<Number, Number>> points(List<? extends ClusterPoint> ps, boolean isLambda) {
        List<XYChart.Data<Number, Number>> out = new ArrayList<>(ps.size());
        for (ClusterPoint p : ps) {
            out.add(new XYChart.Data<>(p.timeMs(), isLambda ? p.lambda() : p.sigma()));
        }
        return out;
    }

    @Override
    public String title() {
        return "Cluster";
    }

    @Override
    public Ikon icon() {
        return MaterialDesignS.SERVER_NETWORK;
    }

    @Override
    public Node view() {
        return this;
    }

    /**
     * At the first show the parts join the scene one per frame, and the screen follows the cluster from the frame
     * after the last (the tiles then arrive a batch per frame); later shows follow it at once.
     */
    @Override
    public void onShow() {
        parts.run(pulse, model::onShow);
    }

    /** Stops following the cluster; a first show under way stops adding parts and goes on at the next show. */
    @Override
    public void onHide() {
        parts.pause();
        model.onHide();
    }

    /** Whether every part is in the scene (the first show is over). */
    public boolean complete() {
        return parts.done() && !parts.running();
    }

    /** A feed line: time, a badge in the entry's tone, the text. */
    private static final class FeedCell extends ListCell<FeedEntry> {
        private final StateBadge badge = new StateBadge();
        private final Label text = new Label();
        private final HBox row = new HBox(8, badge, text);

        FeedCell() {
            row.setAlignment(Pos.CENTER_LEFT);
            // a long line wraps inside the list's width instead of being cut off
            setPrefWidth(0);
            text.setWrapText(true);
            text.setMinWidth(0);
            badge.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE); // the time stays whole beside a long line
            HBox.setHgrow(text, javafx.scene.layout.Priority.ALWAYS);
        }

        @Override
        protected void updateItem(FeedEntry item, boolean empty) {
            super.updateItem(item, empty);
            if (empty || item == null) {
                setGraphic(null);
                setText(null);
                return;
            }
            badge.show(item.tone(), Formats.time(item.timeMs(), ZoneId.systemDefault()));
            text.setText(item.text());
            setGraphic(row);
        }
    }
}
