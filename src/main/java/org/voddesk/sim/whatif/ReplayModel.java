package org.voddesk.sim.whatif;

import org.voddesk.sim.cluster.LatencyModel;

/**
 * The node and storage model a replay runs, the one of ALGORITHMS.md §8.1 (and of the demo nodes): each node caches
 * {@code prefixCapacity} segment prefixes (LRU); a session reads from memory while a leader of its segment and rate
 * on its node plays at most {@code intervalWindowMs} ahead of it; the shared IPSAN's read bandwidth is
 * {@code ipsanShareOfBord} of the nodes' total {@code Bord} (the database does not know the storage: §8.1's 2000 Mb/s
 * for 5 nodes of 600 Mb/s is 2/3 of theirs); failure re-homing fills a node up to {@code Bord / (2 * reHomingBitrateBps)}
 * sessions (the console's default capacity). Recordings are segments of {@code segmentMs} (the database keeps no
 * recordings; §8.1's and the demo's are an hour): a session that plays into the next segment reads its prefix on its
 * node, as the demo nodes do.
 *
 * @param prefixCapacity      segment prefixes a node's cache holds (128)
 * @param intervalWindowMs    interval caching window, ms (300 s)
 * @param ipsanShareOfBord    shared IPSAN read bandwidth as a share of the nodes' total {@code Bord} (2/3)
 * @param ipsanUtilisationCap cap of the IPSAN utilisation in the latency formula (0.95)
 * @param reHomingBitrateBps  the bit rate re-homing capacity is derived from (2 Mb/s)
 * @param segmentMs           length of a recording segment (60 min)
 */
record ReplayModel(int prefixCapacity, long intervalWindowMs, double ipsanShareOfBord, double ipsanUtilisationCap,
                   long reHomingBitrateBps, long segmentMs) {
    /** ALGORITHMS.md §8.1's constants. */
    static final ReplayModel SPEC = new ReplayModel(128, 300_000L, 2.0 / 3.0, 0.95, 2_000_000L, 3_600_000L);

    /** The latency model for a cluster of total bandwidth {@code totalBordBps}. */
    LatencyModel latency(double totalBordBps) {
        return new LatencyModel(ipsanShareOfBord * totalBordBps, ipsanUtilisationCap);
    }
}
