package org.voddesk.store;

import org.voddesk.core.Ids;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;

/**
 * What one poll learned of one node: its link health and, when it could be measured, its utilisation and
 * its eq. 1 load (Li &amp; Chen 2014) as the control loop computed it with the weights in force.
 *
 * @param node   node name
 * @param timeMs when the poll happened, epoch ms (the sample's time when there is one)
 * @param health link health after the poll
 * @param sample the measurement, or {@code null} when the node could not be measured
 * @param load   eq. 1 load of the measurement, or {@code NaN} when there is none
 */
public record NodeSampleRow(String node, long timeMs, NodeHealth health, LoadSample sample, double load) {
    public NodeSampleRow {
        Ids.require(node, "node name");
        if (health == null) {
            throw new IllegalArgumentException("health of node " + node + " is required");
        }
        if (sample != null && (sample.timeMs() != timeMs || !Double.isFinite(load) || load < 0)) {
            throw new IllegalArgumentException("a measured row of node " + node
                    + " needs the sample's time and a finite load >= 0");
        }
        if (sample == null && !Double.isNaN(load)) {
            throw new IllegalArgumentException("a row of node " + node + " without a measurement has no load");
        }
    }

    /** A measured node. */
    public static NodeSampleRow measured(String node, NodeHealth health, LoadSample sample, double load) {
        return new NodeSampleRow(node, sample.timeMs(), health, sample, load);
    }

    /** A node that could not be measured at {@code timeMs} (unreachable, or a reply that did not parse). */
    public static NodeSampleRow unmeasured(String node, long timeMs, NodeHealth health) {
        return new NodeSampleRow(node, timeMs, health, null, Double.NaN);
    }

    public boolean isMeasured() {
        return sample != null;
    }
}
