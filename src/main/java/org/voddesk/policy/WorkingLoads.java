package org.voddesk.policy;

import java.util.List;
import org.voddesk.core.NodeView;

/**
 * The estimated loads of a planning pass, with {@code lambda} (eq. 3) over the nodes that accept work kept by
 * running sums, so that trying a move costs {@code O(1)} instead of a pass over every node.
 */
final class WorkingLoads {
    private final double[] loads;
    private final boolean[] working;
    private final int count;
    private double sum;
    private double sumSquares;

    WorkingLoads(List<NodeView> nodes) {
        loads = new double[nodes.size()];
        working = new boolean[nodes.size()];
        int n = 0;
        for (int i = 0; i < loads.length; i++) {
            loads[i] = nodes.get(i).load();
            working[i] = nodes.get(i).acceptsWork();
            if (working[i]) {
                n++;
                sum += loads[i];
                sumSquares += loads[i] * loads[i];
            }
        }
        count = n;
    }

    double get(int i) {
        return loads[i];
    }

    /** The loads themselves (not a copy: read only). */
    double[] values() {
        return loads;
    }

    void set(int i, double load) {
        if (working[i]) {
            sum += load - loads[i];
            sumSquares += load * load - loads[i] * loads[i];
        }
        loads[i] = load;
    }

    /** {@code lambda} of the working nodes now. */
    double lambda() {
        return variance(sum, sumSquares);
    }

    /** {@code lambda} if nodes {@code a} and {@code b} (both working) had the given loads. */
    double lambdaWith(int a, double loadA, int b, double loadB) {
        double s = sum + loadA - loads[a] + loadB - loads[b];
        double q = sumSquares + loadA * loadA - loads[a] * loads[a] + loadB * loadB - loads[b] * loads[b];
        return variance(s, q);
    }

    private double variance(double s, double q) {
        if (count == 0) {
            return 0;
        }
        double mean = s / count;
        return Math.max(0, q / count - mean * mean);
    }
}
