package org.voddesk.ui.cluster;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.Principal;
import org.voddesk.ui.common.Disposer;
import org.voddesk.ui.common.Formats;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.common.Pulse;

/**
 * Screen 1, Cluster: a tile per node, the lambda/sigma chart and the event feed. While it shows, a pulse reads
 * {@link Control#snapshot()} (lock-free) at most {@link #REFRESH} apart; a new round (or a node added or gone) is
 * shown in the next frame (the figures and the chart's point) and starts a {@link TileFollower} pass that makes or
 * updates the tiles in place a batch per frame from the frame after, so neither the first 200 tiles nor the catch-up
 * after the screen was hidden lands on one frame, and a round's figures and chart never share a frame with a tile
 * batch. The {@link EventFeed} is copied into the feed list on the same pulse when it changed, however many events
 * arrived in between.
 */
public final class ClusterScreenViewModel {
    /** How often the screen follows the snapshot: a few times a second at most. */
    static final Duration REFRESH = Duration.ofMillis(500);

    private final Control control;
    private final FxHop hop;
    private final Pulse pulse;
    private final Clock clock;
    private final Principal user;
    private final Disposer showing = new Disposer();
    private final EventFeed events;

    private final TileFollower tiles;
    private final ObservableList<ClusterPoint> chart = FXCollections.observableArrayList();
    private final ObservableList<FeedEntry> feed = FXCollections.observableArrayList();
    private final ObjectProperty<ChartRange> range = new SimpleObjectProperty<>(ChartRange.LAST_HOUR);
    private final ReadOnlyStringWrapper chartMessage = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper nodesUp = new ReadOnlyStringWrapper("—");
    private final ReadOnlyIntegerWrapper nodeCount = new ReadOnlyIntegerWrapper();
    private final ReadOnlyStringWrapper sessions = new ReadOnlyStringWrapper("—");
    private final ReadOnlyStringWrapper lambda = new ReadOnlyStringWrapper("—");
    private final ReadOnlyStringWrapper sigma = new ReadOnlyStringWrapper("—");
    private final ReadOnlyStringWrapper openMoves = new ReadOnlyStringWrapper("—");
    private long shownRound = -1;
    private int shownNodes = -1;
    private Pulse.Beat frames;
    /** A round read and not shown yet: the next frame shows it, instead of a tile batch. */
    private ClusterSnapshot unshown;
    private long chartRound = -1;
    private long feedVersion = -1;
    private ChartRange shownRange;

    /** @param events the session's event feed (kept while the screen is hidden too) */
    public ClusterScreenViewModel(Control control, EventFeed events, FxHop hop, Pulse pulse, Clock clock,
                                  Principal user) {
        this.control = control;
        this.events = events;
        this.hop = hop;
        this.pulse = pulse;
        this.clock = clock;
        this.user = user;
        this.tiles = new TileFollower(pulse::workNanos);
        range.addListener((o, a, b) -> loadChart());
    }

    public void onShow() {
        showing.add(pulse.every(REFRESH, this::refresh));
        shownRound = -1;
        shownNodes = -1;
        feedVersion = -1;
        refresh();
        loadChart();
    }

    /**
     * The screen shows at most {@code n} tiles at a time (those in view): past them a tile costs the frame nothing,
     * so once {@code n} are made a pass makes and updates the rest in one step ({@link TileFollower#showsAtMost}).
     */
    public void tilesInView(int n) {
        tiles.showsAtMost(n);
    }

    public void onHide() {
        showing.closeAll();
        stopFrames();
        unshown = null;
        tiles.rest();
    }

    /**
     * Hands the latest snapshot (when a new round was folded) to the frames and drains queued events into the feed.
     */
    void refresh() {
        ClusterSnapshot s = control.snapshot();
        if (s.round() != shownRound || s.nodes().size() != shownNodes) {
            shownRound = s.round();
            shownNodes = s.nodes().size();
            unshown = s;
            if (frames == null) {
                frames = pulse.eachFrame(this::frame);
            }
        }
        drainFeed();
    }

    /** One frame: a round read and not shown yet, or else the tiles' next batch. */
    private void frame() {
        if (unshown != null) {
            showRound(unshown);
            unshown = null;
            return;
        }
        if (!tiles.step()) {
            stopFrames();
        }
    }

    /** The round's figures and chart point now, and a tile pass towards it from the next frame. */
    private void showRound(ClusterSnapshot s) {
        updateFigures(s);
        appendLivePoint(s);
        tiles.follow(s);
        tiles.rest();
    }

    private void stopFrames() {
        if (frames != null) {
            frames.close();
            frames = null;
        }
    }

    private void updateFigures(ClusterSnapshot s) {
        long up = s.nodes().values().stream().filter(NodeStatus::trusted).count();
        nodesUp.set(s.polled() ? up + " / " + s.nodes().size() : "— / " + s.nodes().size());
        nodeCount.set(s.nodes().size());
        sessions.set(Integer.toString(s.sessions().size()));
        boolean measured = s.polled() && s.view().reachableLoads().length > 0;
        lambda.set(measured ? String.format(java.util.Locale.ROOT, "%.1f", s.view().lambda()) : "—");
        sigma.set(measured ? Formats.percent(s.view().sigma()) : "—");
        openMoves.set(Integer.toString(s.moves().size()));
    }

    private void appendLivePoint(ClusterSnapshot s) {
        if (!range.get().live() || !s.polled() || s.round() == chartRound || s.view().reachableLoads().length == 0) {
            return;
        }
        chartRound = s.round();
        chart.add(new ClusterPoint(s.timeMs(), s.view().lambda(), s.view().sigma(), s.sessions().size()));
        dropOutOfRange();
    }

    private void dropOutOfRange() {
        long oldest = clock.millis() - range.get().span().toMillis();
        int drop = 0;
        while (drop < chart.size() && chart.get(drop).timeMs() < oldest) {
            drop++;
        }
        if (drop > 0) {
            chart.remove(0, drop);
        }
    }

    private void drainFeed() {
        long v = events.version();
        if (v != feedVersion) {
            feedVersion = v;
            feed.setAll(events.lines());
        }
    }

    /** Reads the chosen range from the stored history (in the background); the live range then follows rounds. */
    private void loadChart() {
        ChartRange r = range.get();
        long to = clock.millis() + 1;
        long from = to - r.span().toMillis();
        chartMessage.set("Loading " + r + "...");
        hop.then(control.history().clusterHistoryAsync(user, from, to), result -> {
            if (range.get() != r) {
                return;
            }
            if (!result.ok()) {
                chartMessage.set(result.message());
                return;
            }
            ClusterChart c = result.value();
            showHistory(r, c.points());
            chartRound = control.snapshot().round();
            chartMessage.set(c.points().isEmpty() ? "No history in this range yet." : "");
        });
    }

    /**
     * Shows the points read: the live range shown again only gains the points stored while the screen was hidden
     * (redrawing a whole hour of both charts at each screen switch was visible as a stall); another range is
     * drawn anew.
     */
    private void showHistory(ChartRange r, List<ClusterPoint> points) {
        if (!r.live() || r != shownRange || chart.isEmpty()) {
            shownRange = r;
            chart.setAll(points);
            return;
        }
        long last = chart.get(chart.size() - 1).timeMs();
        chart.addAll(points.stream().filter(p -> p.timeMs() > last).toList());
        dropOutOfRange();
    }

    /** The tiles, in cluster order; a tile object lives as long as its node. New tiles join at the end. */
    public ObservableList<NodeTileModel> tiles() {
        return tiles.tiles();
    }

    /** Whether the screen is still catching up with the latest snapshot (more frames will change it). */
    boolean catchingUp() {
        return unshown != null || tiles.following();
    }

    /** The chart's points, oldest first. */
    public ObservableList<ClusterPoint> chartPoints() {
        return chart;
    }

    /** Feed lines, newest first. */
    public ObservableList<FeedEntry> feed() {
        return feed;
    }

    public ObjectProperty<ChartRange> rangeProperty() {
        return range;
    }

    /** Why the chart is empty or still loading; empty when it shows data. */
    public ReadOnlyStringProperty chartMessageProperty() {
        return chartMessage.getReadOnlyProperty();
    }

    /** The nodes of the round shown (their tiles may still be arriving). */
    public ReadOnlyIntegerProperty nodeCountProperty() {
        return nodeCount.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty nodesUpProperty() {
        return nodesUp.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty sessionsProperty() {
        return sessions.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty lambdaProperty() {
        return lambda.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty sigmaProperty() {
        return sigma.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty openMovesProperty() {
        return openMoves.getReadOnlyProperty();
    }

    /** Subscriptions and beats held while showing (0 when hidden). */
    int held() {
        return showing.size() + (frames == null ? 0 : 1);
    }
}
