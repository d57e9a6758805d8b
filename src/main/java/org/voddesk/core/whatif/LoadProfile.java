package org.voddesk.core.whatif;

import java.util.List;
import java.util.Optional;

/**
 * The loads of a day by hour, recorded or replayed, in the form the calibration compares: each node's mean and peak
 * load per hour, and {@code lambda} per hour.
 *
 * @param nodeHours     one entry per node and elapsed hour, by node (in the trace's node order) then hour
 * @param lambdaPerHour mean {@code lambda} of the load reports in each elapsed hour (percent squared), one per
 *                      hour; {@code NaN} for an hour without reports
 */
public record LoadProfile(List<NodeHourLoad> nodeHours, List<Double> lambdaPerHour) {
    public LoadProfile {
        nodeHours = List.copyOf(nodeHours);
        lambdaPerHour = List.copyOf(lambdaPerHour);
    }

    /** The entry of {@code nodeName} in {@code hour}, if the profile has one. */
    public Optional<NodeHourLoad> at(String nodeName, int hour) {
        return nodeHours.stream().filter(h -> h.hour() == hour && h.nodeName().equals(nodeName)).findFirst();
    }
}
