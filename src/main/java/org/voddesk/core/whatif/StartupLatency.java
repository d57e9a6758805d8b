package org.voddesk.core.whatif;

/**
 * Startup latency of the accepted requests (ALGORITHMS.md §8.1's model: 20 ms, plus 30 ms on a prefix hit or an
 * IPSAN fetch slowed by the shared storage's utilisation), milliseconds; {@code NaN} where not known (the recorded
 * day does not measure it).
 *
 * @param meanMs mean, ms
 * @param p95Ms  95th percentile (nearest rank), ms
 */
public record StartupLatency(double meanMs, double p95Ms) {
    /** Not known. */
    public static final StartupLatency UNKNOWN = new StartupLatency(Double.NaN, Double.NaN);
}
