package org.voddesk.sim.lichen;

/**
 * The fixed constants of the {@code li-chen-2014} scenario (ALGORITHMS.md §8.1). They are the specification: a
 * run never changes them to favour a policy. Times in milliseconds, rates in bits per second.
 *
 * @param nodes               VOD nodes (5)
 * @param bordBps             usable streaming bandwidth per node, {@code Bord} (600 Mb/s)
 * @param cameras             cameras (80)
 * @param segmentsPerCamera   recording segments per camera (5)
 * @param segmentMs           length of a segment (60 min)
 * @param bitrateBps          every stream's bit rate at 1x (2 Mb/s)
 * @param prefixCacheSize     segment prefixes an LRU node cache holds (128)
 * @param intervalWindowMs    interval caching: a follower started at most this long after its leader (300 s)
 * @param ipsanBps            shared IPSAN read bandwidth (2000 Mb/s)
 * @param ipsanUtilisationCap cap of the IPSAN utilisation {@code u} in the latency formula (0.95)
 * @param meanWatchMs         mean of the exponential watch time (600 s)
 * @param maxWatchMs          cap of the watch time (3600 s)
 * @param reportPeriodMs      nodes report their load this often (5 s)
 * @param warmUpMs            warm-up, not measured (30 min)
 * @param measuredMs          measured period after the warm-up (2 h)
 */
public record LiChenParameters(int nodes, double bordBps, int cameras, int segmentsPerCamera, long segmentMs,
                               long bitrateBps, int prefixCacheSize, long intervalWindowMs, double ipsanBps,
                               double ipsanUtilisationCap, long meanWatchMs, long maxWatchMs, long reportPeriodMs,
                               long warmUpMs, long measuredMs) {
    /** ALGORITHMS.md §8.1 exactly. */
    public static final LiChenParameters SPEC = new LiChenParameters(5, 600e6, 80, 5, 3_600_000L, 2_000_000L, 128,
            300_000L, 2000e6, 0.95, 600_000L, 3_600_000L, 5_000L, 1_800_000L, 7_200_000L);

    public LiChenParameters {
        if (nodes < 1 || cameras < 1 || segmentsPerCamera < 1 || prefixCacheSize < 1) {
            throw new IllegalArgumentException("nodes, cameras, segments and cache size must be positive");
        }
        if (!(bordBps > 0) || !(ipsanBps > 0) || bitrateBps <= 0 || segmentMs <= 0) {
            throw new IllegalArgumentException("bandwidths, bit rate and segment length must be positive");
        }
        if (!(ipsanUtilisationCap > 0 && ipsanUtilisationCap < 1)) {
            throw new IllegalArgumentException("the IPSAN utilisation cap must be in (0, 1)");
        }
        if (intervalWindowMs < 0 || meanWatchMs <= 0 || maxWatchMs <= 0 || reportPeriodMs <= 0 || warmUpMs < 0
                || measuredMs <= 0) {
            throw new IllegalArgumentException("times must be positive (window and warm-up >= 0)");
        }
    }

    /** Number of distinct {@code (camera, segment)} keys. */
    public int segmentKeys() {
        return cameras * segmentsPerCamera;
    }

    /** End of the run: warm-up plus measured period. */
    public long endMs() {
        return warmUpMs + measuredMs;
    }
}
