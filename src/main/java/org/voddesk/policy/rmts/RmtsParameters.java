package org.voddesk.policy.rmts;

/**
 * The parameters of RMTS (Li, Ni, Wang &amp; Chen 2015; ALGORITHMS.md §4).
 *
 * @param gamma              {@code Gamma}: migration paths have fewer hand-overs than this (default 3)
 * @param thresholdFraction  {@code Lth / L}: below this share of its capacity a holder serves directly (0.7)
 * @param b                  {@code B} of the logistic migration probability, eq. 1 (2680)
 * @param alpha              {@code alpha} of the path score {@code mp}, eq. 4 (0.5)
 * @param tau                {@code tau}: a server's request handling time; delay is {@code tau*(1+lambda)} (1)
 */
public record RmtsParameters(int gamma, double thresholdFraction, double b, double alpha, double tau) {
    /** The paper's defaults. */
    public static final RmtsParameters DEFAULT = new RmtsParameters(3, 0.7, 2680, 0.5, 1);

    public RmtsParameters {
        if (gamma < 1) {
            throw new IllegalArgumentException("Gamma must be at least 1, got " + gamma);
        }
        if (!(thresholdFraction > 0 && thresholdFraction <= 1)) {
            throw new IllegalArgumentException("Lth/L must be in (0, 1], got " + thresholdFraction);
        }
        if (!(b > 0) || !(tau >= 0) || !Double.isFinite(b) || !Double.isFinite(tau)) {
            throw new IllegalArgumentException("B must be positive and tau non-negative, got " + b + ", " + tau);
        }
        if (!(alpha >= 0 && alpha <= 1)) {
            throw new IllegalArgumentException("alpha must be in [0, 1], got " + alpha);
        }
    }

    /** This parameter set with another {@code alpha}. */
    public RmtsParameters withAlpha(double newAlpha) {
        return new RmtsParameters(gamma, thresholdFraction, b, newAlpha, tau);
    }

    /** {@code Lth} of a server of capacity {@code L}. */
    public double threshold(int capacity) {
        return thresholdFraction * capacity;
    }

    /** Service delay of a request served after {@code pathLength} hand-overs. */
    public double delay(int pathLength) {
        return tau * (1 + pathLength);
    }
}
