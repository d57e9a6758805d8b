package org.voddesk.sim.cluster;

/**
 * Startup latency of a request (ALGORITHMS.md §8.1): {@code 20 ms} plus {@code 30 ms} when the chosen node
 * holds the segment prefix, else {@code 400 ms / (1 - u)} with {@code u} the shared IPSAN's utilisation by the
 * streams read from it, capped at 0.95.
 */
public final class LatencyModel {
    public static final double BASE_MS = 20;
    public static final double PREFIX_HIT_MS = 30;
    public static final double IPSAN_FETCH_MS = 400;

    private final double ipsanBps;
    private final double utilisationCap;

    public LatencyModel(double ipsanBps, double utilisationCap) {
        this.ipsanBps = ipsanBps;
        this.utilisationCap = utilisationCap;
    }

    /** {@code u = min(cap, ipsanReadBps / IPSAN bandwidth)}. */
    public double ipsanUtilisation(double ipsanReadBps) {
        return Math.min(utilisationCap, Math.max(0, ipsanReadBps) / ipsanBps);
    }

    /** The startup latency of one request, ms. */
    public double startupMs(boolean prefixCached, double ipsanReadBps) {
        if (prefixCached) {
            return BASE_MS + PREFIX_HIT_MS;
        }
        return BASE_MS + IPSAN_FETCH_MS / (1 - ipsanUtilisation(ipsanReadBps));
    }
}
