package org.voddesk.report;

import java.util.List;

/**
 * The day's figures hour by hour.
 *
 * @param nodeHours    each node's figures per hour, by node then hour (the CSV's rows)
 * @param clusterHours the cluster's figures per hour (the PDF's hourly table)
 */
public record HourlyTables(List<NodeHour> nodeHours, List<ClusterHour> clusterHours) {
    public HourlyTables {
        nodeHours = List.copyOf(nodeHours);
        clusterHours = List.copyOf(clusterHours);
    }
}
