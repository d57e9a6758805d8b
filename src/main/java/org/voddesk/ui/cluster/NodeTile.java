package org.voddesk.ui.cluster;

import javafx.beans.InvalidationListener;
import javafx.beans.Observable;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.Sparkline;
import org.voddesk.ui.common.StateBadge;
import org.voddesk.ui.common.Tone;

/**
 * One node's tile: name and state badge (colour, icon, word), big load figure, CPU/MEM/NET, the load sparkline,
 * sessions, site and grade. The node grid's cells are few and reused while it scrolls ({@link NodeTileCell}), so a
 * tile shows one {@link NodeTileModel} at a time and moves its listeners when it is given another.
 */
final class NodeTile extends VBox {
    private final StateBadge badge = new StateBadge();
    private final Label name = new Label();
    private final Label load = new Label();
    private final Label resources = new Label();
    private final Label sessions = new Label();
    private final Label siteGrade = new Label();
    private final Label detail = new Label();
    private final Sparkline spark = new Sparkline(196, 28);
    /** The listeners on the model shown, removed when the tile is given another. */
    private final Disposer watching = new Disposer();
    private NodeTileModel model;
    private Tone shownTone;

    /** @param loadTip the tooltip of the load figure, one shared by all tiles */
    NodeTile(Tooltip loadTip) {
        getStyleClass().add("node-tile");
        name.getStyleClass().add("tile-name");
        // the name takes the free width, so the badge sits at the right edge without a spacer node
        name.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(name, Priority.ALWAYS);
        HBox head = new HBox(6, name, badge);
        head.setAlignment(Pos.CENTER_LEFT);
        load.getStyleClass().add("big-number");
        Tooltip.install(load, loadTip);
        sessions.getStyleClass().add("tile-sessions");
        load.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(load, Priority.ALWAYS);
        HBox figures = new HBox(6, load, sessions);
        figures.setAlignment(Pos.BASELINE_LEFT);
        resources.getStyleClass().add("tile-small");
        siteGrade.getStyleClass().add("tile-small");
        detail.getStyleClass().addAll("tile-small", "tile-detail");
        detail.managedProperty().bind(detail.textProperty().isNotEmpty());
        detail.visibleProperty().bind(detail.managedProperty());
        getChildren().addAll(head, figures, spark, resources, siteGrade, detail);
        // the sparkline spans the tile, whatever size the stylesheet gives it
        spark.widthProperty().bind(widthProperty().subtract(24));
        spark.widthProperty().addListener((o, a, b) -> {
            if (model != null) {
                showHistory(model.historyProperty().get());
            }
        });
        detail.maxWidthProperty().bind(spark.widthProperty());
    }

    /** Shows {@code m} from now on, and follows its changes (no longer those of the node shown before). */
    void show(NodeTileModel m) {
        if (m == model) {
            return;
        }
        watching.closeAll();
        model = m;
        setId("tile-" + m.name());
        name.setText(m.name());
        watch(m.stateProperty(), this::showState);
        watch(m.toneProperty(), this::showState);
        watch(m.loadProperty(), this::showLoad);
        watch(m.cpuProperty(), this::showResources);
        watch(m.memProperty(), this::showResources);
        watch(m.netProperty(), this::showResources);
        watch(m.sessionsProperty(), this::showSessions);
        watch(m.gradeProperty(), this::showSiteGrade);
        watch(m.siteProperty(), this::showSiteGrade);
        watch(m.detailProperty(), this::showDetail);
        watch(m.historyProperty(), () -> showHistory(m.historyProperty().get()));
        showState();
        showLoad();
        showResources();
        showSessions();
        showSiteGrade();
        showDetail();
        showHistory(m.historyProperty().get());
    }

    /** Each show method reads the values it shows, which makes the property valid again for the next change. */
    private void watch(Observable value, Runnable show) {
        InvalidationListener l = o -> show.run();
        value.addListener(l);
        watching.add(() -> value.removeListener(l));
    }

    /** Scaled to the node's own recent peak (at least 20 %), so a quiet node's changes still show. */
    private void showHistory(double[] loads) {
        double peak = 20;
        for (double l : loads) {
            peak = Math.max(peak, l * 1.25);
        }
        spark.show(loads, peak);
    }

    /**
     * The tile's style class changes only with its tone: any change of a node's style classes makes JavaFX match
     * the stylesheet against the whole tile again, which for 200 tiles each round was most of the FX thread's work.
     */
    private void showState() {
        Tone tone = model.toneProperty().get();
        badge.show(tone, model.stateProperty().get());
        if (tone != shownTone) {
            if (shownTone != null) {
                getStyleClass().remove(shownTone.styleClass());
            }
            getStyleClass().add(tone.styleClass());
            shownTone = tone;
        }
    }

    private void showDetail() {
        detail.setText(model.detailProperty().get());
    }

    private void showLoad() {
        load.setText(Formats.percent(model.loadProperty().get()));
    }

    private void showResources() {
        resources.setText("CPU " + pct(model.cpuProperty().get()) + "  MEM " + pct(model.memProperty().get())
                + "  NET " + pct(model.netProperty().get()));
    }

    private void showSessions() {
        int n = model.sessionsProperty().get();
        sessions.setText(n + (n == 1 ? " session" : " sessions"));
    }

    private void showSiteGrade() {
        int g = model.gradeProperty().get();
        siteGrade.setText((model.siteProperty().get().isEmpty() ? "no site" : "site " + model.siteProperty().get())
                + "   grade " + (g == 0 ? "—" : g + "/5"));
    }

    private static String pct(double v) {
        return Double.isNaN(v) ? "—" : Math.round(v) + "%";
    }
}
