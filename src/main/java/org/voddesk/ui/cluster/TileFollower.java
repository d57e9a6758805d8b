package org.voddesk.ui.cluster;

import java.util.List;
import javafx.collections.ObservableList;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.NodeStatus;
import org.voddesk.core.NodeView;
import org.voddesk.ui.common.BatchFollower;

/**
 * Brings the node tiles to a snapshot a batch at a time ({@link BatchFollower}), so that no single frame makes,
 * styles and lays out 200 tiles (over a second of the FX thread while that code is still cold): {@link #PER_FRAME}
 * tiles a frame in cluster order, fewer in the follower's first steps ({@link #FIRST_STEP} doubling: the first tiles
 * are made while their code is cold). A tile always shows the snapshot it was last stepped with.
 */
final class TileFollower {
    /** Tiles made or updated per frame. */
    static final int PER_FRAME = 8;
    /** The first steps make fewer tiles (1, 2, 4, then {@link #PER_FRAME}): the tiles' code is still cold. */
    static final int FIRST_STEP = 1;

    private final BatchFollower<NodeStatus, NodeTileModel> batches = new BatchFollower<>(FIRST_STEP,
            batch -> Math.min(PER_FRAME, 2 * batch), NodeStatus::name, n -> new NodeTileModel(n.name()), this::update);
    private ClusterSnapshot target;

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

    /** Whether a pass is under way (more steps will change the tiles). */
    boolean following() {
        return batches.following();
    }

    /** One frame's share of the pass; returns whether more remain. */
    boolean step() {
        return batches.step();
    }

    /** The tiles made so far, in cluster order once a pass ends. */
    ObservableList<NodeTileModel> tiles() {
        return batches.models();
    }
}
