package org.voddesk.wire.model;

import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.NodeLoadPoint;
import org.voddesk.wire.ChartResolutionData;
import org.voddesk.wire.ClusterChartData;
import org.voddesk.wire.ClusterPointData;
import org.voddesk.wire.NodeChartData;
import org.voddesk.wire.NodeLoadPointData;

/**
 * The history charts on the wire: {@link ClusterChart} as {@link ClusterChartData}, {@link NodeChart} as
 * {@link NodeChartData}, point by point (a load that could not be measured stays NaN). Reading a message throws
 * {@link IllegalArgumentException} naming the part it cannot read.
 */
public final class Charts {
    private Charts() {
    }

    /** The message of the cluster's chart. */
    public static ClusterChartData toWire(ClusterChart c) {
        ClusterChartData.Builder b = ClusterChartData.newBuilder().setFromMs(c.fromMs()).setToMs(c.toMs())
                .setResolution(resolution(c.resolution()));
        for (ClusterPoint p : c.points()) {
            b.addPoints(ClusterPointData.newBuilder().setTimeMs(p.timeMs()).setLambda(p.lambda()).setSigma(p.sigma())
                    .setStreams(p.streams()));
        }
        return b.build();
    }

    /** The cluster's chart a message carries. */
    public static ClusterChart fromWire(ClusterChartData m) {
        return new ClusterChart(m.getFromMs(), m.getToMs(), resolution(m.getResolution(), "the cluster chart"),
                m.getPointsList().stream()
                        .map(p -> new ClusterPoint(p.getTimeMs(), p.getLambda(), p.getSigma(), p.getStreams()))
                        .toList());
    }

    /** The message of a node's chart. */
    public static NodeChartData toWire(NodeChart c) {
        NodeChartData.Builder b = NodeChartData.newBuilder().setNode(c.node()).setFromMs(c.fromMs())
                .setToMs(c.toMs()).setResolution(resolution(c.resolution()));
        for (NodeLoadPoint p : c.points()) {
            b.addPoints(NodeLoadPointData.newBuilder().setTimeMs(p.timeMs()).setMeanLoad(p.meanLoad())
                    .setMaxLoad(p.maxLoad()).setPolls(p.polls()).setUnhealthy(p.unhealthy()));
        }
        return b.build();
    }

    /** The node's chart a message carries. */
    public static NodeChart fromWire(NodeChartData m) {
        return new NodeChart(m.getNode(), m.getFromMs(), m.getToMs(),
                resolution(m.getResolution(), "the chart of node " + m.getNode()),
                m.getPointsList().stream().map(p -> new NodeLoadPoint(p.getTimeMs(), p.getMeanLoad(), p.getMaxLoad(),
                        p.getPolls(), p.getUnhealthy())).toList());
    }

    private static ChartResolutionData resolution(ChartResolution r) {
        return switch (r) {
            case SAMPLES -> ChartResolutionData.CHART_RESOLUTION_SAMPLES;
            case QUARTER_HOURS -> ChartResolutionData.CHART_RESOLUTION_QUARTER_HOURS;
        };
    }

    private static ChartResolution resolution(ChartResolutionData r, String of) {
        return switch (r) {
            case CHART_RESOLUTION_SAMPLES -> ChartResolution.SAMPLES;
            case CHART_RESOLUTION_QUARTER_HOURS -> ChartResolution.QUARTER_HOURS;
            default -> throw Parts.unknown("the resolution of " + of, r);
        };
    }
}
