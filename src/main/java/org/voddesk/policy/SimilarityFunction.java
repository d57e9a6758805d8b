package org.voddesk.policy;

import java.util.List;
import org.voddesk.core.Session;

/**
 * The similarity of Li &amp; Chen 2014 eq. 4-5 (reconstructed, ALGORITHMS.md §2): {@code f(x) = 1} for
 * {@code x <= Tmin}, {@code (Tmax - x) / (Tmax - Tmin)} between, {@code 0} for {@code x >= Tmax}, where {@code x}
 * is the distance between two playback instants; and {@code FD}, its sum over a node's sessions of a camera.
 *
 * @param tMinMs distance under which a cache hit is certain ({@code Tmin}, paper: 100 ms)
 * @param tMaxMs distance from which a cache hit is impossible ({@code Tmax}, paper: 10 s)
 */
public record SimilarityFunction(long tMinMs, long tMaxMs) {
    /** The paper's {@code Tmin = 100 ms}, {@code Tmax = 10 s}. */
    public static final SimilarityFunction DEFAULT = new SimilarityFunction(100, 10_000);

    public SimilarityFunction {
        if (tMinMs < 0 || tMaxMs <= tMinMs) {
            throw new IllegalArgumentException("need 0 <= Tmin < Tmax, got Tmin=" + tMinMs + " ms, Tmax=" + tMaxMs + " ms");
        }
    }

    /** Eq. 5: {@code f(x)} for a distance {@code x >= 0} in ms. */
    public double f(long distanceMs) {
        if (distanceMs <= tMinMs) {
            return 1.0;
        }
        if (distanceMs >= tMaxMs) {
            return 0.0;
        }
        return (double) (tMaxMs - distanceMs) / (tMaxMs - tMinMs);
    }

    /** {@code f(|a - b|)}, safe for any two instants. */
    public double between(long aMs, long bMs) {
        return f(distance(aMs, bMs));
    }

    /**
     * Eq. 4: {@code FD = sum over sessions s of f(|t - T_s|)}, with {@code T_s} chosen by {@code variant}; the
     * sessions are one node's sessions of the requested camera ({@code NodeView.sessionsOf}).
     */
    public double fd(List<Session> sessionsOfCamera, long tMs, FdVariant variant) {
        double sum = 0;
        for (int i = 0, n = sessionsOfCamera.size(); i < n; i++) {
            sum += between(tMs, variant.timeOf(sessionsOfCamera.get(i)));
        }
        return sum;
    }

    static long distance(long aMs, long bMs) {
        long d = aMs - bMs;
        if (((aMs ^ bMs) & (aMs ^ d)) < 0) {
            return Long.MAX_VALUE; // the subtraction overflowed: the instants are as far apart as can be
        }
        return d >= 0 ? d : d == Long.MIN_VALUE ? Long.MAX_VALUE : -d;
    }
}
