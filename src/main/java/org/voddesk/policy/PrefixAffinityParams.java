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
 */
public record PrefixAffinityParams(long intervalWindowMs, double maxExcess, boolean memoryFirst) {
    public static final PrefixAffinityParams DEFAULT = new PrefixAffinityParams(300_000L, 30, true);

    public PrefixAffinityParams {
        if (intervalWindowMs < 0) {
            throw new IllegalArgumentException("interval window must be >= 0, got " + intervalWindowMs);
        }
        if (!(maxExcess >= 0)) {
            throw new IllegalArgumentException("maxExcess must be >= 0, got " + maxExcess);
        }
    }

    /** Memory first, as {@code prefix-affinity}. */
    public PrefixAffinityParams(long intervalWindowMs, double maxExcess) {
        this(intervalWindowMs, maxExcess, true);
    }

    /** The same parameters with {@code memoryFirst} set. */
    public PrefixAffinityParams withMemoryFirst(boolean first) {
        return new PrefixAffinityParams(intervalWindowMs, maxExcess, first);
    }
}
