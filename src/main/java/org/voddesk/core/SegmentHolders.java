package org.voddesk.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A cluster-wide index of the nodes' recent starts ({@link NodeView#recentSegments()}): for every segment, the
 * positions in the view of the nodes that recently started it, ascending. A prefix placement reads one entry
 * instead of asking every node's set, which at hundreds of nodes cost a cache miss per node (docs/benchmarks.md).
 * Immutable; built on first use and shared by the views derived from one another while their sets are the same.
 * A view whose one node has a new set gets this index with a patch for that node ({@link #patched}) rather than a
 * rebuild; after {@link #MAX_PATCHES} patches the next view rebuilds, so a look-up asks at most that many sets.
 */
final class SegmentHolders {
    /** Patches on one index before a view rebuilds it. */
    static final int MAX_PATCHES = 8;
    private static final int[] NONE = new int[0];

    private final Map<SegmentKey, int[]> byKey;
    private final SegmentHolders base;
    private final int patchedNode;
    private final Set<SegmentKey> patchedSet;
    private final int depth;

    private SegmentHolders(Map<SegmentKey, int[]> byKey, SegmentHolders base, int patchedNode,
                           Set<SegmentKey> patchedSet, int depth) {
        this.byKey = byKey;
        this.base = base;
        this.patchedNode = patchedNode;
        this.patchedSet = patchedSet;
        this.depth = depth;
    }

    /** The index of {@code nodes}' recent starts, positions as in the list. */
    static SegmentHolders of(List<NodeView> nodes) {
        int total = 0;
        for (NodeView node : nodes) {
            total += node.recentSegments().size();
        }
        Map<SegmentKey, int[]> byKey = new HashMap<>(Math.max(16, total * 4 / 3 + 1));
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
        return new SegmentHolders(byKey, null, -1, Set.of(), 0);
    }

    /**
     * This index with node {@code node}'s recent starts replaced by {@code set}, or null when it has been patched
     * {@link #MAX_PATCHES} times already (the caller then rebuilds).
     */
    SegmentHolders patched(int node, Set<SegmentKey> set) {
        return depth >= MAX_PATCHES ? null : new SegmentHolders(null, this, node, set, depth + 1);
    }

    /** The positions of the nodes that recently started {@code key}, ascending (shared: never changed). */
    private int[] positions(SegmentKey key) {
        if (base == null) {
            return byKey.getOrDefault(key, NONE);
        }
        int[] under = base.positions(key);
        int at = Arrays.binarySearch(under, patchedNode);
        boolean holds = patchedSet.contains(key);
        if (holds == at >= 0) {
            return under;
        }
        if (holds) {
            int insert = -at - 1;
            int[] more = new int[under.length + 1];
            System.arraycopy(under, 0, more, 0, insert);
            more[insert] = patchedNode;
            System.arraycopy(under, insert, more, insert + 1, under.length - insert);
            return more;
        }
        int[] fewer = new int[under.length - 1];
        System.arraycopy(under, 0, fewer, 0, at);
        System.arraycopy(under, at + 1, fewer, at, under.length - at - 1);
        return fewer;
    }

    /** The nodes of {@code nodes} (the list this index was built on) that recently started {@code key}, in order. */
    List<NodeView> holders(List<NodeView> nodes, SegmentKey key) {
        int[] at = positions(key);
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
