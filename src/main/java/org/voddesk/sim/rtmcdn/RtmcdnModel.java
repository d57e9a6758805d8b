package org.voddesk.sim.rtmcdn;

import java.util.List;

/**
 * The fixed constants of the {@code rtmcdn-overload} scenario (ALGORITHMS.md §8.3). They are the specification:
 * a run never changes them to favour a policy.
 *
 * @param nodes            broadcast nodes on a ring (4)
 * @param capacityMbps     outgoing channel capacity {@code O} of each node (100 Mb/s)
 * @param boundaryFraction {@code BL / O} (0.9)
 * @param cameras          cameras (20); camera {@code c} originates on node {@code c mod nodes} and is replicated to
 *                         the next node on the ring
 * @param bitratesMbps     the qualities offered, best first (4, 2, 1 Mb/s); {@code --load Q} takes the top Q
 * @param maxViewers       a guard: a run stops here even if no viewer was refused (never reached by the model)
 */
public record RtmcdnModel(int nodes, double capacityMbps, double boundaryFraction, int cameras,
                          List<Double> bitratesMbps, int maxViewers) {
    /** ALGORITHMS.md §8.3 exactly. */
    public static final RtmcdnModel SPEC = new RtmcdnModel(4, 100, 0.9, 20, List.of(4.0, 2.0, 1.0), 100_000);

    public RtmcdnModel {
        bitratesMbps = List.copyOf(bitratesMbps);
        if (nodes < 3 || cameras < 1 || bitratesMbps.isEmpty() || maxViewers < 1) {
            throw new IllegalArgumentException("need at least 3 nodes on the ring, a camera and a quality");
        }
        if (!(capacityMbps > 0) || !(boundaryFraction > 0 && boundaryFraction <= 1)) {
            throw new IllegalArgumentException("capacity must be positive and BL/O in (0, 1]");
        }
    }

    public String nodeName(int i) {
        return "node-" + i;
    }

    public String cameraName(int c) {
        return "cam-" + c;
    }

    /** The two nodes that carry camera {@code c}'s stream: its origin and the next node on the ring. */
    public List<Integer> carriers(int c) {
        return List.of(c % nodes, (c + 1) % nodes);
    }

    /** A viewer's site and its two ring neighbours: the nodes it may reach (the paper's {@code KB}). */
    public List<Integer> reachable(int site) {
        return List.of((site + nodes - 1) % nodes, site, (site + 1) % nodes);
    }
}
