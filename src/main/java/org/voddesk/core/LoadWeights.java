package org.voddesk.core;

/**
 * The weights {@code a1, a2, a3} of Li &amp; Chen 2014 eq. 1 ({@code Load = a1*CPU + a2*MEM + a3*NET}); they
 * must be non-negative and sum to 1.
 */
public record LoadWeights(double cpu, double mem, double net) {
    /** The paper's weights {@code (0.1, 0.2, 0.7)}. */
    public static final LoadWeights DEFAULT = new LoadWeights(0.1, 0.2, 0.7);

    public LoadWeights {
        if (cpu < 0 || mem < 0 || net < 0 || Math.abs(cpu + mem + net - 1.0) > 1e-9) {
            throw new IllegalArgumentException(
                    "load weights must be non-negative and sum to 1, got " + cpu + ", " + mem + ", " + net);
        }
    }
}
