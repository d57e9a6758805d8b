package org.voddesk.sim.cluster;

import org.voddesk.core.NodeSpec;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;

/** Small builders for model tests. */
final class SessionFixtures {
    static final long BITRATE = 2_000_000L;
    /** The recorded day the fixtures' segments belong to (2026-11-27T00:00:00Z). */
    static final long RECORDING_EPOCH_MS = 1_795_737_600_000L;
    static final long SEGMENT_MS = 3_600_000L;
    private static long seq;

    private SessionFixtures() {
    }

    /** A session of camera 0, segment 0 (key 0) started at {@code startMs} on node 0. */
    static SimSession startedAt(long startMs) {
        return of(0, 0, startMs);
    }

    static SimSession of(int camera, int segment, long startMs) {
        long id = seq++;
        return new SimSession(id, "s-" + id, stream(camera, segment, 0), 1.0, startMs, startMs + 600_000, 0);
    }

    /** Camera {@code camera}'s segment {@code segment}, played from {@code beginOffsetMs} into it, main stream. */
    static SimStream stream(int camera, int segment, long beginOffsetMs) {
        return new SimStream(camera * 5 + segment,
                new SegmentKey(String.format("cam-%03d", camera + 1), RECORDING_EPOCH_MS + segment * SEGMENT_MS),
                beginOffsetMs, BITRATE, Quality.MAIN);
    }

    static SimNode node(int index) {
        return new SimNode(index, new NodeSpec("vod-" + (index + 1), 600e6, null), 128,
                new IntervalCaching(300_000));
    }
}
