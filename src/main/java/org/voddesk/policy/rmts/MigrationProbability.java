package org.voddesk.policy.rmts;

/** The migration probabilities of RMTS and of its REM baseline (ALGORITHMS.md §4). */
public final class MigrationProbability {
    private MigrationProbability() {
    }

    /**
     * RMTS eq. 1-2 (Li, Ni, Wang &amp; Chen 2015; reconstructed, logistic):
     * {@code p = 1 / (1 + B * exp(-n * (l - Lth)))} with {@code n = exp(-pathLength)} when {@code l > Lth},
     * else 0. Longer paths make {@code n} smaller and the curve flatter, so long chains are rarely taken.
     *
     * @param load       {@code l}, the origin's load in sessions
     * @param threshold  {@code Lth}
     * @param b          {@code B}
     * @param pathLength {@code lambda}, hand-overs of the path
     */
    public static double rmts(double load, double threshold, double b, int pathLength) {
        if (load <= threshold) {
            return 0;
        }
        double n = Math.exp(-pathLength);
        return 1.0 / (1.0 + b * Math.exp(-n * (load - threshold)));
    }

    /**
     * REM (Zhao &amp; Kuo 2005, as RMTS compares against it): 0 below {@code Min_th}, rising linearly to 1 at
     * {@code Max_th}, 1 above.
     */
    public static double rem(double load, double minThreshold, double maxThreshold) {
        if (load <= minThreshold) {
            return 0;
        }
        if (load >= maxThreshold) {
            return 1;
        }
        return (load - minThreshold) / (maxThreshold - minThreshold);
    }
}
