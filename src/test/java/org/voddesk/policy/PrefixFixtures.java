package org.voddesk.policy;

import java.util.Arrays;
import java.util.Set;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** Nodes with recent starts and sessions with start times, for the prefix-affinity and balance tests. */
final class PrefixFixtures {
    static final SegmentKey KEY = new SegmentKey("cam-1", Fixtures.SEGMENT);
    static final long WINDOW = 300_000;
    private static int ids;

    private PrefixFixtures() {
    }

    /** A node of Bord 100 Mb/s holding the given recent segments. */
    static NodeView node(String name, double load, Set<SegmentKey> recent, Session... sessions) {
        return new NodeView(new NodeSpec(name, 100 * Fixtures.MBPS, null), NodeHealth.OK, load, null,
                Arrays.asList(sessions), recent);
    }

    /** A 2 Mb/s session of {@code camera} at the fixtures' segment, started {@code agoMs} before {@code T}. */
    static Session started(String node, String camera, long agoMs, double rate) {
        long start = Fixtures.T - agoMs;
        return new Session("p-" + (ids++), node, new SegmentKey(camera, Fixtures.SEGMENT),
                Playhead.atBegin(Fixtures.SEGMENT, rate),
                new StreamProfile(Fixtures.BITRATE, Quality.MAIN, StreamSource.IPSAN), start);
    }
}
