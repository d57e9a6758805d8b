package org.voddesk.sim.lichen;

import org.voddesk.core.NodeSpec;

/** Small builders for model tests. */
final class SessionFixtures {
    static final long BITRATE = 2_000_000L;
    private static long seq;

    private SessionFixtures() {
    }

    /** A session of camera 0, segment 0 (key 0) started at {@code startMs} on node 0. */
    static SimSession startedAt(long startMs) {
        return of(0, 0, startMs);
    }

    static SimSession of(int camera, int segment, long startMs) {
        return new SimSession(seq++, camera, segment, 5, startMs, startMs + 600_000, 0);
    }

    static SimNode node(int index) {
        return new SimNode(index, new NodeSpec("vod-" + (index + 1), 600e6, null), BITRATE, 128,
                new IntervalCaching(300_000));
    }
}
