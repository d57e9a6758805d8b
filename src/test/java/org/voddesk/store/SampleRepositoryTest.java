package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.ResourceMeans;

class SampleRepositoryTest {
    private static final long HOUR = 3_600_000;

    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.withNodes(Fixtures.open(dir), "vod-1", "vod-2");
    }

    @AfterEach
    void close() {
        store.close();
    }

    private static NodeSampleRow measured(String node, long t, double cpu, double load) {
        return NodeSampleRow.measured(node, NodeHealth.OK, new LoadSample(t, cpu, 40, 60), load);
    }

    @Test
    void aRoundReadsBackMeasuredAndUnmeasuredRows() {
        NodeSampleRow ok = NodeSampleRow.measured("vod-1", NodeHealth.DEGRADED, new LoadSample(T0, 12.5, 40, 60.25), 52.1);
        NodeSampleRow down = NodeSampleRow.unmeasured("vod-2", T0, NodeHealth.UNREACHABLE);
        store.samples().recordRound(List.of(ok, down), new ClusterSample(T0, 3.5, 51.0, 12));
        assertThat(store.samples().nodeSeries("vod-1", T0, T0 + 1)).containsExactly(ok);
        assertThat(store.samples().nodeSeries("vod-2", T0, T0 + 1)).containsExactly(down);
    }

    @Test
    void theClusterSeriesReadsBackInTimeOrder() {
        store.samples().recordRound(List.of(), new ClusterSample(T0 + 5_000, 2, 3, 4));
        store.samples().recordRound(List.of(), new ClusterSample(T0, 1, 2, 3));
        assertThat(store.samples().clusterSeries(T0, T0 + 10_000))
                .containsExactly(new ClusterSample(T0, 1, 2, 3), new ClusterSample(T0 + 5_000, 2, 3, 4));
    }

    @Test
    void aSeriesHoldsOnlyItsNodeAndItsTimeRange() {
        store.samples().recordRound(List.of(measured("vod-1", T0, 1, 10), measured("vod-2", T0, 2, 20)), null);
        store.samples().recordRound(List.of(measured("vod-1", T0 + HOUR, 3, 30)), null);
        assertThat(store.samples().nodeSeries("vod-1", T0, T0 + HOUR)).extracting(NodeSampleRow::load)
                .containsExactly(10.0);
    }

    @Test
    void aRoundNamingAnUnknownNodeIsRefusedWhole() {
        List<NodeSampleRow> round = List.of(measured("vod-1", T0, 1, 10), measured("vod-9", T0, 1, 10));
        assertThatThrownBy(() -> store.samples().recordRound(round, new ClusterSample(T0, 1, 1, 1)))
                .isInstanceOf(StoreException.class).hasMessageContaining("no node named vod-9");
        assertThat(store.samples().nodeSeries("vod-1", T0, T0 + 1)).isEmpty();
        assertThat(store.samples().clusterSeries(T0, T0 + 1)).isEmpty();
    }

    @Test
    void aRepeatedRowIsIgnoredAndCountedOnce() {
        store.samples().recordRound(List.of(measured("vod-1", T0, 1, 10)), null);
        store.samples().recordRound(List.of(measured("vod-1", T0, 2, 20)), null);
        assertThat(store.samples().nodeSeries("vod-1", T0, T0 + 1)).extracting(NodeSampleRow::load)
                .containsExactly(10.0);
        assertThat(store.samples().nodeAggregates(T0, T0 + HOUR, HOUR).get(0).polls()).isEqualTo(1);
    }

    @Test
    void aggregatesAreMeansAndMaximaPerNodeAndBucket() {
        store.samples().recordRound(List.of(measured("vod-1", T0, 10, 20), measured("vod-2", T0, 50, 70)), null);
        store.samples().recordRound(List.of(measured("vod-1", T0 + 5_000, 30, 40),
                NodeSampleRow.unmeasured("vod-2", T0 + 5_000, NodeHealth.UNREACHABLE)), null);
        store.samples().recordRound(List.of(measured("vod-1", T0 + HOUR, 90, 95)), null);

        List<NodeAggregate> hours = store.samples().nodeAggregates(T0, T0 + 24 * HOUR, HOUR);

        assertThat(hours).containsExactly(
                new NodeAggregate("vod-1", T0, 2, 2, new ResourceMeans(20, 40, 60), 30, 40, 0),
                new NodeAggregate("vod-1", T0 + HOUR, 1, 1, new ResourceMeans(90, 40, 60), 95, 95, 0),
                new NodeAggregate("vod-2", T0, 2, 1, new ResourceMeans(50, 40, 60), 70, 70, 1));
    }

    @Test
    void aggregateBucketsCountFromTheStartOfTheRange() {
        long localMidnight = T0 - HOUR / 4; // a day starting at UTC+00:15
        store.samples().recordRound(List.of(measured("vod-1", T0, 10, 20)), null);
        assertThat(store.samples().nodeAggregates(localMidnight, localMidnight + 24 * HOUR, HOUR))
                .extracting(NodeAggregate::bucketStartMs).containsExactly(localMidnight);
    }

    @Test
    void aggregatesNeedWholeQuarterHours() {
        assertThatThrownBy(() -> store.samples().nodeAggregates(T0 + 60_000, T0 + HOUR, HOUR))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("quarter-hours");
        assertThatThrownBy(() -> store.samples().nodeAggregates(T0, T0 + HOUR, 60_000))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aggregatesStayExactAfterRetentionThinnedTheSamples() {
        List<NodeSampleRow> hour = new ArrayList<>();
        for (long t = T0; t < T0 + HOUR; t += 5_000) {
            boolean spike = t == T0 + 10_000; // not the first of its quarter-hour: thinning drops it
            hour.add(measured("vod-1", t, spike ? 99 : 10, spike ? 99 : 20));
        }
        store.samples().recordRound(hour, null);
        NodeAggregate before = store.samples().nodeAggregates(T0, T0 + HOUR, HOUR).get(0);
        store.retention().run(T0 + 40 * 24 * HOUR);
        assertThat(store.samples().nodeSeries("vod-1", T0, T0 + HOUR)).hasSize(4);
        assertThat(store.samples().nodeAggregates(T0, T0 + HOUR, HOUR)).containsExactly(before);
        assertThat(before.maxLoad()).isEqualTo(99);
        assertThat(before.polls()).isEqualTo(720);
    }

    @Test
    void aNodeWithOnlyUnmeasuredRowsAggregatesToNaNMeans() {
        store.samples().recordRound(List.of(NodeSampleRow.unmeasured("vod-2", T0, NodeHealth.FAILED)), null);
        NodeAggregate a = store.samples().nodeAggregates(T0, T0 + HOUR, HOUR).get(0);
        assertThat(a.measured()).isZero();
        assertThat(a.meanLoad()).isNaN();
        assertThat(a.unhealthy()).isEqualTo(1);
    }

    @Test
    void aRowWithoutMeasurementCannotCarryALoad() {
        assertThatThrownBy(() -> new NodeSampleRow("vod-1", T0, NodeHealth.OK, null, 12))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
