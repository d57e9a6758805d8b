package org.voddesk.core;

/**
 * The load-state boundaries of Li &amp; Chen 2014: light below {@code loadMin}, fit up to {@code loadMax},
 * overloaded above it.
 */
public record LoadThresholds(double loadMin, double loadMax) {
    /** The paper's {@code Loadmin = 50}, {@code Loadmax = 95}. */
    public static final LoadThresholds DEFAULT = new LoadThresholds(50, 95);

    public LoadThresholds {
        if (!(loadMin >= 0 && loadMin < loadMax && loadMax <= 100)) {
            throw new IllegalArgumentException("need 0 <= loadMin < loadMax <= 100, got " + loadMin + ", " + loadMax);
        }
    }
}
