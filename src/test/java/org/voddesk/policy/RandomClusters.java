package org.voddesk.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SiteHops;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/**
 * Seeded random clusters for the property tests and the benchmarks (public so that {@code org.voddesk.bench}
 * can use it). Cameras record 60-minute segments; half of the sessions begin within 30 s of a segment start
 * (as when operators open a video wall), the rest anywhere in the segment, so FD takes every value from 0 up.
 */
public final class RandomClusters {
    public static final long EPOCH = 1_800_000_000_000L;
    public static final long SEGMENT_MS = 3_600_000;
    public static final int SEGMENTS = 5;
    private static final double[] RATES = {0.5, 1, 1, 1, 1, 1, 1, 2, 2, 3};
    private static final double[] BORD_MBPS = {100, 600, 600, 1000};
    private static final String[] SITES = {"north", "south", "east"};
    private static final SiteHops HOPS = new SiteHops(Map.of(
            "north", Map.of("south", 2, "east", 1),
            "south", Map.of("north", 2, "east", 3),
            "east", Map.of("north", 1, "south", 3)));

    private RandomClusters() {
    }

    /**
     * A cluster of {@code nodes} nodes and about {@code sessions} sessions over {@code cameras} cameras. With
     * {@code allHealthy} false, about one node in ten is degraded, unreachable or failed. Loads are uniform in
     * [{@code minLoad}, {@code maxLoad}].
     */
    public static ClusterView cluster(long seed, int nodes, int sessions, int cameras, boolean allHealthy,
                                      double minLoad, double maxLoad) {
        SplittableRandom random = new SplittableRandom(seed);
        List<List<Session>> perNode = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            perNode.add(new ArrayList<>());
        }
        for (int s = 0; s < sessions; s++) {
            int node = random.nextInt(nodes);
            perNode.get(node).add(session(random, "s" + s, nodeName(node), cameras));
        }
        List<NodeView> views = new ArrayList<>(nodes);
        for (int i = 0; i < nodes; i++) {
            NodeSpec spec = new NodeSpec(nodeName(i), BORD_MBPS[random.nextInt(BORD_MBPS.length)] * 1e6,
                    SITES[random.nextInt(SITES.length)]);
            NodeHealth health = allHealthy || random.nextInt(10) > 0 ? NodeHealth.OK
                    : NodeHealth.values()[1 + random.nextInt(3)];
            double load = minLoad + random.nextDouble() * (maxLoad - minLoad);
            views.add(new NodeView(spec, health, load, null, perNode.get(i)));
        }
        return new ClusterView(EPOCH + SEGMENTS * SEGMENT_MS, LoadModel.DEFAULT, HOPS, views);
    }

    /** A request for a random camera and segment, from a random site. */
    public static PlaybackRequest request(long seed, int cameras) {
        SplittableRandom random = new SplittableRandom(seed);
        long segment = EPOCH + random.nextInt(SEGMENTS) * SEGMENT_MS;
        long begin = segment + (random.nextBoolean() ? random.nextLong(30_000) : random.nextLong(SEGMENT_MS));
        return new PlaybackRequest(camera(random.nextInt(cameras)), segment, begin,
                RATES[random.nextInt(RATES.length)], Quality.MAIN, 2_000_000, SITES[random.nextInt(SITES.length)]);
    }

    private static Session session(SplittableRandom random, String id, String node, int cameras) {
        long segment = EPOCH + random.nextInt(SEGMENTS) * SEGMENT_MS;
        long begin = segment + (random.nextBoolean() ? random.nextLong(30_000) : random.nextLong(SEGMENT_MS));
        long position = Math.min(segment + SEGMENT_MS - 1, begin + random.nextLong(600_000));
        return new Session(id, node, new SegmentKey(camera(random.nextInt(cameras)), segment),
                new Playhead(begin, position, RATES[random.nextInt(RATES.length)]),
                new StreamProfile(2_000_000, Quality.MAIN,
                        random.nextInt(3) == 0 ? StreamSource.MEMORY : StreamSource.IPSAN),
                EPOCH);
    }

    public static String nodeName(int i) {
        return "vod-" + i;
    }

    public static String camera(int i) {
        return "cam-" + i;
    }
}
