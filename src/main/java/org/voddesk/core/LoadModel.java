package org.voddesk.core;

import java.util.Collection;

/**
 * The load model of Li &amp; Chen 2014 (ALGORITHMS.md §1): eq. 1 (weighted load), eq. 2 (estimated network
 * utilisation of the streams a node serves) and the load states.
 */
public record LoadModel(LoadWeights weights, LoadThresholds thresholds) {
    public static final LoadModel DEFAULT = new LoadModel(LoadWeights.DEFAULT, LoadThresholds.DEFAULT);

    public LoadModel {
        if (weights == null || thresholds == null) {
            throw new IllegalArgumentException("weights and thresholds are required");
        }
    }

    /** Eq. 1: {@code Load = a1*CPU + a2*MEM + a3*NET}, all in percent. */
    public double load(double cpu, double mem, double net) {
        return weights.cpu() * cpu + weights.mem() * mem + weights.net() * net;
    }

    /** Eq. 1 applied to a measurement. */
    public double load(LoadSample sample) {
        return load(sample.cpu(), sample.mem(), sample.net());
    }

    /**
     * Eq. 2: {@code NET = 100 * (sum_Mem r*VBR + 2 * sum_IPSAN r*VBR) / Bord}, the network utilisation the
     * given streams cause on a node of streaming bandwidth {@code bordBps}.
     */
    public static double estimatedNetPercent(Collection<Session> streams, double bordBps) {
        double weighted = 0;
        for (Session s : streams) {
            weighted += s.source().costFactor() * s.bandwidthBps();
        }
        return 100.0 * weighted / requirePositive(bordBps);
    }

    /** The eq. 2 term of one stream: {@code 100 * k * r * VBR / Bord}. */
    public static double streamNetPercent(double bandwidthBps, StreamSource source, double bordBps) {
        return 100.0 * source.costFactor() * bandwidthBps / requirePositive(bordBps);
    }

    /**
     * The change of eq. 1's load when one stream is added to (or, negated, removed from) a node:
     * {@code a3 * 100 * k * r * VBR / Bord} (ALGORITHMS.md §2, the estimate of step 4).
     */
    public double streamLoad(double bandwidthBps, StreamSource source, double bordBps) {
        return weights.net() * streamNetPercent(bandwidthBps, source, bordBps);
    }

    /** The load state of a reachable node: light below Loadmin, overloaded above Loadmax, fit between. */
    public NodeState state(double load) {
        if (load < thresholds.loadMin()) {
            return NodeState.LIGHT;
        }
        return load > thresholds.loadMax() ? NodeState.OVERLOADED : NodeState.FIT;
    }

    private static double requirePositive(double bordBps) {
        if (!(bordBps > 0)) {
            throw new IllegalArgumentException("node bandwidth Bord must be positive, got " + bordBps);
        }
        return bordBps;
    }
}
