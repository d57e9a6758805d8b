package org.voddesk.report;

import java.util.List;
import java.util.Map;

/**
 * Everything a daily load report shows, computed from the history (what the PDF and the CSV write and the
 * console's Reports screen previews).
 *
 * @param day           the day and its time zone
 * @param clusterName   the cluster's name
 * @param cluster       the cluster's figures
 * @param nodes         each node's figures, by name
 * @param nodeHours     each node's figures per hour, by node then hour
 * @param clusterHours  the cluster's figures per hour
 * @param lambda        the cluster's {@code lambda} per quarter-hour (time-averaged), for the chart
 * @param nodeLoad      each node's mean load per quarter-hour, for the charts
 * @param summary       a few sentences computed from the figures, most important first
 */
public record DailyReport(ReportDay day, String clusterName, ClusterFigures cluster, List<NodeFigures> nodes,
                          List<NodeHour> nodeHours, List<ClusterHour> clusterHours, List<SeriesPoint> lambda,
                          Map<String, List<SeriesPoint>> nodeLoad, List<String> summary) {
    public DailyReport {
        nodes = List.copyOf(nodes);
        nodeHours = List.copyOf(nodeHours);
        clusterHours = List.copyOf(clusterHours);
        lambda = List.copyOf(lambda);
        nodeLoad = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(nodeLoad));
        summary = List.copyOf(summary);
    }
}
