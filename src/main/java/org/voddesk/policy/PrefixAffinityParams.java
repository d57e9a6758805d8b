package org.voddesk.policy;

/**
 * Parameters of {@link PrefixAffinityPolicy}.
 *
 * @param intervalWindowMs the nodes' interval-cache window: a stream started at most this long after a
 *                         same-segment, same-rate session on the node reads from memory (300 s in li-chen-2014)
 * @param maxExcess        a prefix holder is taken only while its load after the stream stays within this many
 *                         load points of the least-loaded working node (the role of the paper's {@code LD})
 * @param memoryFirst      among admissible holders, one where the stream would read from memory wins before the
 *                         lower estimate ({@code prefix-affinity}); when false the lowest estimate wins
 *                         ({@code prefix-spread}), which steers load with every request whose prefix two nodes hold
 * @param replicateExcess  a request whose best holder's estimate exceeds that of the least-loaded working node with
 *                         a free place in its (estimated) prefix cache by more than this goes there instead, paying
 *                         one miss to give the segment a second holder that later requests can be steered to;
 *                         infinite: never
 * @param cacheSlots       the prefix places of a node's cache as the dispatcher estimates it ({@code RecentStarts});
 *                         a node holding fewer recent starts has a free place
 */
public record PrefixAffinityParams(long intervalWindowMs, double maxExcess, boolean memoryFirst,
                                   double replicateExcess, int cacheSlots) {
    public static final PrefixAffinityParams DEFAULT = new PrefixAffinityParams(300_000L, 30, true,
            Double.POSITIVE_INFINITY, 128);
    /**
     * {@code prefix-spread}: the lowest estimate among holders, and a segment with a single holder replicated on any
     * less loaded node with a free cache place ({@code replicateExcess} 0), the console's default (docs/benchmarks.md,
     * "Plans and the default pair").
     */
    public static final PrefixAffinityParams SPREAD = new PrefixAffinityParams(300_000L, 30, false, 0, 128);

    public PrefixAffinityParams {
        if (intervalWindowMs < 0) {
            throw new IllegalArgumentException("interval window must be >= 0, got " + intervalWindowMs);
        }
        if (!(maxExcess >= 0)) {
            throw new IllegalArgumentException("maxExcess must be >= 0, got " + maxExcess);
        }
        if (!(replicateExcess >= 0)) {
            throw new IllegalArgumentException("replicateExcess must be >= 0, got " + replicateExcess);
        }
        if (cacheSlots < 1) {
            throw new IllegalArgumentException("cache slots must be positive, got " + cacheSlots);
        }
    }

    /** Memory first, as {@code prefix-affinity}. */
    public PrefixAffinityParams(long intervalWindowMs, double maxExcess) {
        this(intervalWindowMs, maxExcess, true, Double.POSITIVE_INFINITY, 128);
    }

    /** As {@code prefix-affinity} or {@code prefix-spread}, never replicating on purpose. */
    public PrefixAffinityParams(long intervalWindowMs, double maxExcess, boolean memoryFirst) {
        this(intervalWindowMs, maxExcess, memoryFirst, Double.POSITIVE_INFINITY, 128);
    }

    /** The same parameters with {@code memoryFirst} set. */
    public PrefixAffinityParams withMemoryFirst(boolean first) {
        return new PrefixAffinityParams(intervalWindowMs, maxExcess, first, replicateExcess, cacheSlots);
    }

    /** The same parameters with another replication threshold ({@code replicateExcess}). */
    public PrefixAffinityParams withReplicateExcess(double excess) {
        return new PrefixAffinityParams(intervalWindowMs, maxExcess, memoryFirst, excess, cacheSlots);
    }
}
