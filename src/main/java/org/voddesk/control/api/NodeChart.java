package org.voddesk.control.api;

import java.util.List;

/**
 * One node's load history between two times (a node tile), oldest point first.
 *
 * @param node       the node's name
 * @param fromMs     start of the range asked for, epoch ms
 * @param toMs       end of the range (exclusive)
 * @param resolution what the points are
 * @param points     the points, oldest first
 */
public record NodeChart(String node, long fromMs, long toMs, ChartResolution resolution, List<NodeLoadPoint> points) {
    public NodeChart {
        points = List.copyOf(points);
    }
}
