package org.voddesk.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A cluster-wide index of the nodes' recent starts ({@link NodeView#recentSegments()}): for every segment, the
 * positions in the view of the nodes that recently started it, ascending. A prefix placement reads one entry
 * instead of asking every node's set, which at hundreds of nodes cost a cache miss per node (docs/benchmarks.md).
 * Immutable; built once per {@link ClusterView} on first use and carried to derived views whose nodes keep their
 * sets.
 */
final class SegmentHolders {
    private static final int[] NONE = new int[0];

    private final Map<SegmentKey, int[]> byKey;

    private SegmentHolders(Map<SegmentKey, int[]> byKey) {
        this.byKey = byKey;
    }

    /** The index of {@code nodes}' recent starts, positions as in the list. */
    static SegmentHolders of(List<NodeView> nodes) {
        Map<SegmentKey, int[]> byKey = new HashMap<>();
        for (int i = 0, n = nodes.size(); i < n; i++) {
            for (SegmentKey key : nodes.get(i).recentSegments()) {
                int[] prev = byKey.get(key);
                int[] next;
                if (prev == null) {
                    next = new int[] {i};
                } else {
                    // Nodes are visited in order, so appending keeps every entry ascending.
                    next = Arrays.copyOf(prev, prev.length + 1);
                    next[prev.length] = i;
                }
                byKey.put(key, next);
            }
        }
        return new SegmentHolders(byKey);
    }

    /** The nodes of {@code nodes} (the list this index was built on) that recently started {@code key}, in order. */
    List<NodeView> holders(List<NodeView> nodes, SegmentKey key) {
        int[] at = byKey.getOrDefault(key, NONE);
        if (at.length == 0) {
            return List.of();
        }
        List<NodeView> result = new ArrayList<>(at.length);
        for (int i : at) {
            result.add(nodes.get(i));
        }
        return result;
    }

    /** The same question answered by asking every node: for clusters too small to be worth an index. */
    static List<NodeView> scan(List<NodeView> nodes, SegmentKey key) {
        List<NodeView> result = new ArrayList<>(2);
        for (int i = 0, n = nodes.size(); i < n; i++) {
            if (nodes.get(i).recentlyStarted(key)) {
                result.add(nodes.get(i));
            }
        }
        return result;
    }
}
