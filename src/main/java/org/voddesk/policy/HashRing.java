package org.voddesk.policy;

import java.util.Arrays;
import java.util.List;
import org.voddesk.core.NodeView;

/**
 * A consistent-hashing ring: {@code pointsPerNode} virtual points per node at {@link StableHash#point}
 * positions, sorted; a key belongs to the first point at or after its position (wrapping round). Built from the
 * node names only, so the ring of a cluster is the same on every run and a node that goes down keeps its points
 * (its keys move to their next successors and come back when it returns). Immutable.
 */
final class HashRing {
    private final String[] names;
    private final long[] points;
    private final int[] owners;
    /**
     * The node list the ring was built from, so that a view reused for many requests is recognised without
     * comparing names; it keeps that one list of nodes reachable until the ring is replaced.
     */
    private final List<NodeView> builtFrom;

    HashRing(List<NodeView> nodes, int pointsPerNode) {
        int n = nodes.size();
        this.builtFrom = nodes;
        this.names = new String[n];
        long[] raw = new long[n * pointsPerNode];
        int[] rawOwner = new int[raw.length];
        for (int i = 0; i < n; i++) {
            names[i] = nodes.get(i).name();
            for (int r = 0; r < pointsPerNode; r++) {
                raw[i * pointsPerNode + r] = StableHash.point(names[i], r);
                rawOwner[i * pointsPerNode + r] = i;
            }
        }
        Integer[] order = new Integer[raw.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        // Equal positions (a 64-bit collision) are ordered by owner index, so the ring stays deterministic.
        Arrays.sort(order, (a, b) -> raw[a] != raw[b] ? Long.compare(raw[a], raw[b]) : rawOwner[a] - rawOwner[b]);
        this.points = new long[raw.length];
        this.owners = new int[raw.length];
        for (int i = 0; i < order.length; i++) {
            points[i] = raw[order[i]];
            owners[i] = rawOwner[order[i]];
        }
    }

    /** Whether this ring was built for exactly these nodes, in this order. */
    boolean isFor(List<NodeView> nodes) {
        if (nodes == builtFrom) {
            return true;
        }
        if (nodes.size() != names.length) {
            return false;
        }
        for (int i = 0; i < names.length; i++) {
            if (!names[i].equals(nodes.get(i).name())) {
                return false;
            }
        }
        return true;
    }

    /** The index in {@link #points} of the key's first successor. */
    int firstPointAtOrAfter(long key) {
        int at = Arrays.binarySearch(points, key);
        if (at < 0) {
            at = -at - 1;
        } else {
            while (at > 0 && points[at - 1] == key) {
                at--;
            }
        }
        return at == points.length ? 0 : at;
    }

    int pointCount() {
        return points.length;
    }

    /** The node index (in the view) owning the point {@code step} places after {@code start}. */
    int ownerAfter(int start, int step) {
        return owners[(start + step) % owners.length];
    }

    /** The distinct node indices met walking the ring from the key, in order (for tests and explanations). */
    int[] successors(long key) {
        int[] result = new int[names.length];
        boolean[] seen = new boolean[names.length];
        int count = 0;
        int start = firstPointAtOrAfter(key);
        for (int step = 0; step < owners.length && count < names.length; step++) {
            int owner = ownerAfter(start, step);
            if (!seen[owner]) {
                seen[owner] = true;
                result[count++] = owner;
            }
        }
        return Arrays.copyOf(result, count);
    }
}
