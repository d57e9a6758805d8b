package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ChartResolution;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.ClusterPoint;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.NodeLoadPoint;
import org.voddesk.wire.ChartResolutionData;
import org.voddesk.wire.ClusterChartData;
import org.voddesk.wire.NodeChartData;

class ChartsTest {
    @Test
    void aClusterChartOfPollsComesBackAsItWent() throws Exception {
        ClusterChart chart = new ClusterChart(1_000, 61_000, ChartResolution.SAMPLES, List.of(
                new ClusterPoint(5_000, 0.42, 55.5, 12), new ClusterPoint(10_000, 0.0, 0.0, 0)));

        assertThat(Charts.fromWire(ClusterChartData.parseFrom(Charts.toWire(chart).toByteArray()))).isEqualTo(chart);
    }

    @Test
    void aQuarterHourClusterChartKeepsItsMissingStreamCount() throws Exception {
        ClusterChart chart = new ClusterChart(0, 86_400_000, ChartResolution.QUARTER_HOURS, List.of(
                new ClusterPoint(0, 0.1, 20, -1)));

        ClusterChart back = Charts.fromWire(ClusterChartData.parseFrom(Charts.toWire(chart).toByteArray()));

        assertThat(back).isEqualTo(chart);
        assertThat(back.points().get(0).streams()).isEqualTo(-1);
    }

    @Test
    void aNodeChartKeepsTheLoadsItCouldNotMeasure() throws Exception {
        NodeChart chart = new NodeChart("vod-2", 1_000, 901_000, ChartResolution.QUARTER_HOURS, List.of(
                new NodeLoadPoint(0, 41.5, 77.25, 180, 3), NodeLoadPoint.ofPoll(5_000, Double.NaN, false)));

        NodeChart back = Charts.fromWire(NodeChartData.parseFrom(Charts.toWire(chart).toByteArray()));

        assertThat(back).isEqualTo(chart);
        assertThat(back.points().get(1).meanLoad()).isNaN();
        assertThat(back.points().get(1).unhealthy()).isEqualTo(1);
    }

    @Test
    void aChartWithoutAResolutionCannotBeRead() {
        assertThatThrownBy(() -> Charts.fromWire(ClusterChartData.newBuilder().setFromMs(1).setToMs(2).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("resolution of the cluster chart");
        assertThatThrownBy(() -> Charts.fromWire(NodeChartData.newBuilder().setNode("vod-1")
                .setResolutionValue(ChartResolutionData.CHART_RESOLUTION_QUARTER_HOURS_VALUE + 7).build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("resolution of the chart of node vod-1");
    }
}
