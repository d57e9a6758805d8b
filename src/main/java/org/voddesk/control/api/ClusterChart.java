package org.voddesk.control.api;

import java.util.List;

/**
 * The cluster chart's history between two times (Screen 1), oldest point first.
 *
 * @param fromMs     start of the range asked for, epoch ms
 * @param toMs       end of the range (exclusive)
 * @param resolution what the points are: per poll for short ranges, per quarter-hour for long ones
 * @param points     the points, oldest first
 */
public record ClusterChart(long fromMs, long toMs, ChartResolution resolution, List<ClusterPoint> points) {
    public ClusterChart {
        points = List.copyOf(points);
    }
}
