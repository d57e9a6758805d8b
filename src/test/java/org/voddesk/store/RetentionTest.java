package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;

class RetentionTest {
    private static final long MINUTE = 60_000;
    private static final long DAY = 86_400_000;
    private static final long NOW = T0 + 40 * DAY;
    /** Age 39 days: thinned to one per 15 minutes. */
    private static final long OLD = T0 + DAY;
    /** Age 20 days: thinned to one per minute. */
    private static final long MIDDLE = T0 + 20 * DAY;
    /** Age 12 hours: kept whole. */
    private static final long YOUNG = NOW - DAY / 2;

    @TempDir
    Path dir;
    Store store;

    @AfterEach
    void close() {
        store.close();
    }

    /** Two nodes polled every 5 s for 15 minutes from each of the three starts. */
    private void openWithHistory(RetentionPolicy policy) {
        openWithHistory(policy, false);
    }

    /** The same, with a cluster sample per poll when asked (one transaction each, as the control loop does). */
    private void openWithHistory(RetentionPolicy policy, boolean clusterSamples) {
        store = Fixtures.withNodes(Store.open(dir.resolve("voddesk.db"), Fixtures.FAST.withRetention(policy)),
                "vod-1", "vod-2");
        for (long start : new long[] {OLD, MIDDLE, YOUNG}) {
            List<NodeSampleRow> rows = new ArrayList<>();
            for (long t = start; t < start + 15 * MINUTE; t += 5_000) {
                rows.add(NodeSampleRow.measured("vod-1", NodeHealth.OK, new LoadSample(t, 10, 20, 30), 25));
                rows.add(NodeSampleRow.unmeasured("vod-2", t, NodeHealth.UNREACHABLE));
                if (clusterSamples) {
                    store.samples().recordRound(List.of(), new ClusterSample(t, 1, 2, 3));
                }
            }
            store.samples().recordRound(rows, null);
        }
    }

    private List<Long> times(String node, long start) {
        return store.samples().nodeSeries(node, start, start + 15 * MINUTE).stream().map(NodeSampleRow::timeMs).toList();
    }

    private static List<Long> every(long start, long step) {
        List<Long> result = new ArrayList<>();
        for (long t = start; t < start + 15 * MINUTE; t += step) {
            result.add(t);
        }
        return result;
    }

    @Test
    void samplesYoungerThanADayAreKeptWhole() {
        openWithHistory(RetentionPolicy.DEFAULT);
        store.retention().run(NOW);
        assertThat(times("vod-1", YOUNG)).hasSize(180);
        assertThat(times("vod-2", YOUNG)).hasSize(180);
    }

    @Test
    void samplesOlderThanADayKeepTheFirstOfEachMinutePerNode() {
        openWithHistory(RetentionPolicy.DEFAULT);
        store.retention().run(NOW);
        assertThat(times("vod-1", MIDDLE)).isEqualTo(every(MIDDLE, MINUTE));
        assertThat(times("vod-2", MIDDLE)).isEqualTo(every(MIDDLE, MINUTE));
    }

    @Test
    void samplesOlderThanThirtyDaysKeepTheFirstOfEachQuarterHourPerNode() {
        openWithHistory(RetentionPolicy.DEFAULT);
        store.retention().run(NOW);
        assertThat(times("vod-1", OLD)).containsExactly(OLD);
        assertThat(times("vod-2", OLD)).containsExactly(OLD);
    }

    @Test
    void clusterSamplesAreThinnedLikeNodeSamples() {
        openWithHistory(RetentionPolicy.DEFAULT, true);
        store.retention().run(NOW);
        assertThat(store.samples().clusterSeries(MIDDLE, MIDDLE + 15 * MINUTE)).hasSize(15);
        assertThat(store.samples().clusterSeries(YOUNG, YOUNG + 15 * MINUTE)).hasSize(180);
    }

    @Test
    void aRunCountsWhatItRemoved() {
        openWithHistory(RetentionPolicy.DEFAULT, true);
        RetentionResult result = store.retention().run(NOW);
        // middle: 2 x 180 -> 2 x 15 plus 180 -> 15 cluster; old: the same, then 2 x 15 -> 2 and 15 -> 1
        assertThat(result.deleted()).isEqualTo((360 - 30 + 180 - 15) + (360 - 30 + 180 - 15) + (30 - 2 + 15 - 1));
        assertThat(result.caughtUp()).isTrue();
    }

    @Test
    void aSecondRunFindsNothingLeftToDo() {
        openWithHistory(RetentionPolicy.DEFAULT);
        store.retention().run(NOW);
        assertThat(store.retention().run(NOW)).isEqualTo(new RetentionResult(0, 0, true));
    }

    @Test
    void aRunStopsAtItsWindowBudgetAndTheNextRunsContinue() {
        openWithHistory(new RetentionPolicy(RetentionPolicy.DEFAULT.tiers(), 1));
        RetentionResult first = store.retention().run(NOW);
        assertThat(first.windows()).isEqualTo(1);
        assertThat(first.caughtUp()).isFalse();
        int runs = 1;
        RetentionResult next;
        do {
            next = store.retention().run(NOW);
            runs++;
        } while (!next.caughtUp());
        assertThat(runs).as("three windows, one per run").isEqualTo(3);
        assertThat(times("vod-1", OLD)).containsExactly(OLD);
        assertThat(times("vod-1", MIDDLE)).hasSize(15);
    }
}
