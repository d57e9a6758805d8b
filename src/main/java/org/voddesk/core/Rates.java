package org.voddesk.core;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Checks of playback rates (VCR speed). The node protocol ({@code vodnode/1}) carries a rate as a decimal with at
 * most {@value #FRACTION_DIGITS} digits after the point, so the console keeps every rate at that precision
 * ({@link #carried}): what it records is what the node plays.
 */
public final class Rates {
    /** The fastest rate the console asks a node for. */
    public static final double MAX = 16.0;
    /** Digits after the point that {@code vodnode/1} carries. */
    public static final int FRACTION_DIGITS = 6;
    /** The slowest rate the protocol carries, 0.000001. */
    public static final double MIN = 1e-6;

    private Rates() {
    }

    /** Returns {@code rate} when it is a finite rate in (0, {@link #MAX}] that keeps a digit on the wire. */
    public static double require(double rate) {
        String why = problem(rate);
        if (why != null) {
            throw new IllegalArgumentException(why);
        }
        return rate;
    }

    /**
     * {@code rate} rounded to what the protocol carries (half-even at the sixth digit: 0.3333333 becomes 0.333333).
     *
     * @throws IllegalArgumentException when it is out of range or rounds to zero
     */
    public static double carried(double rate) {
        require(rate);
        return rounded(rate);
    }

    private static double rounded(double rate) {
        double micro = rate * 1e6;
        if (micro == Math.rint(micro)) {
            return rate; // already carried (1, 0.5, 2.25 ...): no BigDecimal for the common case of every Session
        }
        return BigDecimal.valueOf(rate).setScale(FRACTION_DIGITS, RoundingMode.HALF_EVEN).doubleValue();
    }

    /** Why {@code rate} cannot be played, in words for a user, or {@code null} when it can. */
    public static String problem(double rate) {
        if (!(rate > 0 && rate <= MAX)) {
            return "the playback rate must be a speed in (0, 16] such as 0.5, 1, 2 or 3; got " + rate;
        }
        if (rounded(rate) == 0) {
            return "the playback rate " + rate + " is below 0.000001, the slowest rate a node accepts (rates carry "
                    + FRACTION_DIGITS + " digits after the point)";
        }
        return null;
    }
}
