package org.voddesk.core;

/** Checks of playback rates (VCR speed). */
public final class Rates {
    /** The fastest rate the console asks a node for. */
    public static final double MAX = 16.0;

    private Rates() {
    }

    /** Returns {@code rate} when it is a finite rate in (0, {@link #MAX}]. */
    public static double require(double rate) {
        if (!(rate > 0 && rate <= MAX)) {
            throw new IllegalArgumentException("rate must be in (0, " + MAX + "], got " + rate);
        }
        return rate;
    }
}
