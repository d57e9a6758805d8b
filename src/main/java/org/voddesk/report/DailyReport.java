package org.voddesk.report;

import java.util.List;
import java.util.Map;

/**
 * Everything a daily load report shows, computed from the history (what the PDF and the CSV write and the
 * console's Reports screen previews).
 *
 * @param day         the day and its time zone
 * @param clusterName the cluster's name
 * @param cluster     the cluster's figures
 * @param nodes       each node's figures, by name
 * @param hours       each node's and the cluster's figures per hour
 * @param series      the cluster's {@code lambda} and each node's mean load per quarter-hour, for the charts
 * @param summary     a few sentences computed from the figures, most important first
 * @param whatIf      the day replayed under its policy, the console's default and the papers' pair, or why not
 */
public record DailyReport(ReportDay day, String clusterName, ClusterFigures cluster, List<NodeFigures> nodes,
                          HourlyTables hours, DaySeries series, List<String> summary, WhatIfSection whatIf) {
    public DailyReport {
        nodes = List.copyOf(nodes);
        summary = List.copyOf(summary);
        if (whatIf == null) {
            throw new IllegalArgumentException("a report has its What if section, or the reason it has none");
        }
    }

    /** A report made without the simulator ({@link WhatIfSection#WITHOUT_SIMULATOR}). */
    public DailyReport(ReportDay day, String clusterName, ClusterFigures cluster, List<NodeFigures> nodes,
                       HourlyTables hours, DaySeries series, List<String> summary) {
        this(day, clusterName, cluster, nodes, hours, series, summary, WhatIfSection.WITHOUT_SIMULATOR);
    }

    /** The same report with other cluster figures. */
    public DailyReport withCluster(ClusterFigures other) {
        return new DailyReport(day, clusterName, other, nodes, hours, series, summary, whatIf);
    }

    /** The same report with another What if section. */
    public DailyReport withWhatIf(WhatIfSection other) {
        return new DailyReport(day, clusterName, cluster, nodes, hours, series, summary, other);
    }

    /** Each node's figures per hour, by node then hour. */
    public List<NodeHour> nodeHours() {
        return hours.nodeHours();
    }

    /** The cluster's figures per hour. */
    public List<ClusterHour> clusterHours() {
        return hours.clusterHours();
    }

    /** The cluster's {@code lambda} per quarter-hour (time-averaged), for the chart. */
    public List<SeriesPoint> lambda() {
        return series.lambda();
    }

    /** Each node's mean load per quarter-hour, for the charts. */
    public Map<String, List<SeriesPoint>> nodeLoad() {
        return series.nodeLoad();
    }
}
