package org.voddesk.ui.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.NodeStatus;
import org.voddesk.core.NodeView;

/**
 * Brings the node tiles to a snapshot a batch at a time, so that no single frame makes, styles and lays out 200
 * tiles (over a second of the FX thread while that code is still cold): {@link #follow} takes the latest snapshot, each
 * {@link #step} (one per frame) updates or makes the next {@link #PER_FRAME} tiles in cluster order (fewer in the
 * follower's first steps, {@link #FIRST_STEP} doubling: the first tiles are made while their code is cold), new tiles
 * joining the end of the list. A tile always shows the snapshot it was last stepped with, never a replay of the
 * rounds in between; a newer snapshot while a pass runs starts the pass again from the first tile. When a pass
 * ends, the tiles of nodes that left go and the list takes the cluster's order.
 */
final class TileFollower {
    /** Tiles made or updated per frame. */
    static final int PER_FRAME = 8;
    /** The first steps make fewer tiles (1, 2, 4, then {@link #PER_FRAME}): the tiles' code is still cold. */
    static final int FIRST_STEP = 1;

    private final ObservableList<NodeTileModel> tiles = FXCollections.observableArrayList();
    private final Map<String, NodeTileModel> byName = new HashMap<>();
    private ClusterSnapshot target;
    private List<NodeStatus> pending = List.of();
    private int next;
    private int batch = FIRST_STEP;

    /** Starts a pass towards {@code s}; the tiles change from the next {@link #step} on. */
    void follow(ClusterSnapshot s) {
        target = s;
        pending = List.copyOf(s.nodes().values());
        next = 0;
    }

    /** Whether a pass is under way (more steps will change the tiles). */
    boolean following() {
        return target != null;
    }

    /** One frame's share of the pass; returns whether more remain. */
    boolean step() {
        if (target == null) {
            return false;
        }
        int end = Math.min(pending.size(), next + batch);
        batch = Math.min(PER_FRAME, 2 * batch);
        List<NodeTileModel> made = new ArrayList<>();
        for (int i = next; i < end; i++) {
            NodeStatus n = pending.get(i);
            NodeTileModel tile = byName.get(n.name());
            if (tile == null) {
                tile = new NodeTileModel(n.name());
                byName.put(n.name(), tile);
                made.add(tile);
            }
            tile.update(n, site(target, n.name()), target.grade(n.name()).orElse(0), target.round());
        }
        tiles.addAll(made);
        next = end;
        if (next < pending.size()) {
            return true;
        }
        finish();
        return false;
    }

    private static String site(ClusterSnapshot s, String node) {
        return s.view().node(node).map(NodeView::spec).map(spec -> spec.site()).orElse("");
    }

    /** Drops the tiles of nodes that left and puts the rest in cluster order (a no-op in the usual case). */
    private void finish() {
        byName.keySet().retainAll(target.nodes().keySet());
        List<NodeTileModel> order = new ArrayList<>(pending.size());
        for (NodeStatus n : pending) {
            order.add(byName.get(n.name()));
        }
        if (!order.equals(tiles)) {
            tiles.setAll(order);
        }
        target = null;
        pending = List.of();
    }

    /** The tiles made so far, in cluster order once a pass ends. */
    ObservableList<NodeTileModel> tiles() {
        return tiles;
    }
}
