package org.voddesk.policy.overload;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Seeded relief problems of console size for the JMH benchmark and its checks: the ring of ALGORITHMS.md §8.3
 * (4 nodes, 20 cameras carried by their origin {@code c mod 4} and the next node, qualities 4/2/1 Mb/s, viewers
 * allowed on the carriers their site reaches), with 500 viewers on {@code node-0}, whose boundary is set so
 * that it is overloaded by {@code overload} Mb/s. {@code kind} sets what the other nodes can take:
 * <ul>
 *   <li>{@code room}: both neighbours have room for twice the overload (a direct plan exists);</li>
 *   <li>{@code chain}: the neighbours have room for a quarter of it, the opposite node for ten times it
 *       (Source Change needs the recursion);</li>
 *   <li>{@code full}: no node has room (Source Change has no plan, Quality Change must downgrade).</li>
 * </ul>
 */
public final class LargeInstances {
    static final double[] RATES = {4, 2, 1};
    static final int NODES = 4;
    static final int CAMERAS = 20;

    private LargeInstances() {
    }

    public static BroadcastView instance(String kind, int viewersOnNode0, double overload, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Viewer> viewers = new ArrayList<>();
        double[] load = new double[NODES];
        for (int node = 0; node < NODES; node++) {
            int count = node == 0 ? viewersOnNode0 : 100;
            for (int i = 0; i < count; i++) {
                Viewer v = viewerOn(node, "n" + node + "v" + i, random);
                viewers.add(v);
                load[node] += RATES[v.quality()];
            }
        }
        double[] room = switch (kind) {
            case "room" -> new double[] {0, 2 * overload, 0, 2 * overload};
            case "chain" -> new double[] {0, overload / 4, 10 * overload, overload / 4};
            case "full" -> new double[] {0, 0, 0, 0};
            default -> throw new IllegalArgumentException("kind must be room, chain or full, got " + kind);
        };
        List<BroadcastNode> nodes = new ArrayList<>();
        for (int n = 0; n < NODES; n++) {
            double boundary = n == 0 ? load[0] - overload : load[n] + room[n];
            nodes.add(new BroadcastNode("node-" + n, boundary / 0.9, boundary));
        }
        List<QualityLadder> ladders = new ArrayList<>();
        for (int c = 0; c < CAMERAS; c++) {
            ladders.add(new QualityLadder("cam-" + c, List.of(4.0, 2.0, 1.0)));
        }
        return new BroadcastView(nodes, ladders, viewers);
    }

    /** A viewer on {@code node}: a camera the node carries, a site from which it is reachable, any quality. */
    private static Viewer viewerOn(int node, String id, SplittableRandom random) {
        while (true) {
            int camera = random.nextInt(CAMERAS);
            int site = random.nextInt(NODES);
            Set<String> allowed = new LinkedHashSet<>();
            for (int carrier : new int[] {camera % NODES, (camera + 1) % NODES}) {
                int d = Math.floorMod(carrier - site, NODES);
                if (d == 0 || d == 1 || d == NODES - 1) {
                    allowed.add("node-" + carrier);
                }
            }
            if (allowed.contains("node-" + node)) {
                return new Viewer(id, "cam-" + camera, random.nextInt(RATES.length), "node-" + node, allowed);
            }
        }
    }
}
