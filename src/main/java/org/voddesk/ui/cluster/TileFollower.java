package org.voddesk.ui.cluster;

import java.time.Duration;
import java.util.List;
import java.util.function.LongSupplier;
import javafx.collections.ObservableList;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.core.NodeView;
import org.voddesk.ui.common.BatchFollower;
import org.voddesk.ui.common.FrameBudget;

/**
 * Brings the node tiles to a snapshot a batch per frame ({@link BatchFollower}), so that no single frame makes,
 * styles and lays out 200 tiles (over a second of the FX thread while that code is still cold). The new tiles a frame
 * makes follow a {@link FrameBudget} of {@link #BUDGET} of FX thread work per frame: {@link #FIRST_STEP} in the first
 * frame, then as many as fit the budget at the cost per new tile of the last frame that made some, at most twice the
 * last batch; the budget is kept across passes (cold tiles come one or two a frame, warm ones more). Updating a tile
 * shown already costs far less than making one: a frame updates or makes at most {@link #MOST}. A tile always shows
 * the snapshot it was last stepped with.
 */
final class TileFollower {
    /** The FX thread's work a frame that makes tiles should stay within (their CSS and layout included). */
    static final Duration BUDGET = Duration.ofMillis(40);
    /** The first step's tiles, before any frame is measured (the tiles' code is still cold). */
    static final int FIRST_STEP = 1;
    /** The most tiles a frame updates or makes, however cheap the frames. */
    static final int MOST = 40;

    private final BatchFollower<NodeStatus, NodeTileModel> batches;
    private ClusterSnapshot target;

    /** @param work the FX thread's work so far ({@link org.voddesk.ui.common.Pulse#workNanos}) */
    TileFollower(LongSupplier work) {
        batches = new BatchFollower<>(FrameBudget.of(BUDGET, FIRST_STEP, MOST, work), MOST, NodeStatus::name,
                n -> new NodeTileModel(n.name()), this::update);
    }

    /** Starts a pass towards {@code s}; the tiles change from the next {@link #step} on. */
    void follow(ClusterSnapshot s) {
        target = s;
        batches.follow(List.copyOf(s.nodes().values()));
    }

    private void update(NodeStatus n, NodeTileModel tile) {
        tile.update(n, site(target, n.name()), target.grade(n.name()).orElse(0), target.round());
    }

    private static String site(ClusterSnapshot s, String node) {
        return s.view().node(node).map(NodeView::spec).map(spec -> spec.site()).orElse("");
    }

    /**
     * The screen shows at most {@code n} tiles at a time (those in view): once that many are made, a step makes and
     * updates all the others of its pass ({@link BatchFollower#showsAtMost}).
     */
    void showsAtMost(int n) {
        batches.showsAtMost(n);
    }

    /** Whether a pass is under way (more steps will change the tiles). */
    boolean following() {
        return batches.following();
    }

    /** One frame's share of the pass; returns whether more remain. */
    boolean step() {
        return batches.step();
    }

    /** A frame of the pass without a step ({@link BatchFollower#rest}). */
    void rest() {
        batches.rest();
    }

    /** The tiles made so far, in cluster order once a pass ends. */
    ObservableList<NodeTileModel> tiles() {
        return batches.models();
    }
}
