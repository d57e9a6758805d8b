package org.voddesk.sim.cluster;

/**
 * How a simulated node's utilisation follows from what it serves (ALGORITHMS.md §8.1): {@code NET%} by eq. 2
 * over its streams (IPSAN streams count twice), {@code CPU% = 5 + 0.3 * NET%}, {@code MEM% = 20 + 60 *
 * (prefixes cached / capacity)}. A measured utilisation cannot exceed 100%: demand beyond {@code Bord} saturates
 * the link, and the report says 100.
 */
public final class NodeMeasurement {
    private NodeMeasurement() {
    }

    /** Eq. 2: {@code 100 * (sum_Mem r*VBR + 2 * sum_IPSAN r*VBR) / Bord}, uncapped (the demand). */
    public static double netDemandPercent(double weightedBps, double bordBps) {
        return 100.0 * weightedBps / bordBps;
    }

    /** The measured network utilisation: the demand, saturating at 100%. */
    public static double netPercent(double demandPercent) {
        return Math.min(100.0, demandPercent);
    }

    /** {@code CPU% = 5 + 0.3 * NET%}. */
    public static double cpuPercent(double netPercent) {
        return 5 + 0.3 * netPercent;
    }

    /** {@code MEM% = 20 + 60 * (prefixes / capacity)}. */
    public static double memPercent(int prefixes, int capacity) {
        return 20 + 60.0 * prefixes / capacity;
    }
}
