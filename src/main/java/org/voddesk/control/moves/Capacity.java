package org.voddesk.control.moves;

import org.voddesk.control.api.ControlSettings;
import org.voddesk.core.NodeView;

/**
 * How many sessions a node may carry when failure re-homing fills it (the capacity {@code L} of ALGORITHMS.md §4,
 * which the live console has no direct figure for). Unless a fixed figure is set, it is derived from the node's
 * streaming bandwidth: {@code floor(Bord / (2 * VBR))}, the IPSAN streams of the default bit rate its bandwidth
 * carries (a stream read from shared storage costs twice, eq. 2). A 600 Mb/s node of 2 Mb/s streams: 150.
 */
public final class Capacity {
    private final int fixed;
    private final long bitrateBps;

    /** @param fixed sessions per node, or 0 to derive from bandwidth */
    public Capacity(int fixed, long bitrateBps) {
        this.fixed = fixed;
        this.bitrateBps = bitrateBps;
    }

    static Capacity of(ControlSettings s) {
        return new Capacity(s.sessionsPerNode(), s.defaultBitrateBps());
    }

    public int of(NodeView node) {
        if (fixed > 0) {
            return fixed;
        }
        return (int) Math.max(1, Math.floor(node.spec().bandwidthBps() / (2.0 * bitrateBps)));
    }

    public boolean hasRoom(NodeView node) {
        return node.sessionCount() < of(node);
    }
}
