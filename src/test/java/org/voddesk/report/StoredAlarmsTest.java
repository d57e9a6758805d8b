package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.AlarmRepository;
import org.voddesk.store.Store;

/** The report's alarm figures from the store's alarm history, on a hand-built day. */
class StoredAlarmsTest {
    private static final long MIN = 60_000;
    private static final long DAY_START = 1_000 * MIN;
    private static final long DAY_END = DAY_START + 24 * 60 * MIN;

    @Test
    void countsTheDaysAlarmsAndFindsTheOneLeftUnacknowledgedLongest(@TempDir Path dir) {
        try (Store store = Store.open(dir.resolve("voddesk.db"))) {
            AlarmRepository alarms = store.alarms();
            // raised the day before, acknowledged 30 min into the day: 30 min unacknowledged within the day
            long before = alarms.raise("node.unreachable", "vod-1", "major", "vod-1 is unreachable", DAY_START - 10 * MIN)
                    .row().id();
            alarms.acknowledge(before, "sue", null, DAY_START + 30 * MIN);
            // raised in the day, cleared after 42 min without an acknowledgement
            long cleared = alarms.raise("node.failed", "vod-3", "critical", "vod-3 has failed", DAY_START + 60 * MIN)
                    .row().id();
            alarms.clear(cleared, DAY_START + 102 * MIN);
            // raised in the day, acknowledged after 5 min
            long quick = alarms.raise("node.degraded", "vod-2", "warning", "vod-2 is degraded", DAY_START + 200 * MIN)
                    .row().id();
            alarms.acknowledge(quick, "sue", "looked at it", DAY_START + 205 * MIN);
            // cleared before the day: not part of it
            long old = alarms.raise("node.degraded", "vod-4", "warning", "vod-4 is degraded", DAY_START - 90 * MIN)
                    .row().id();
            alarms.clear(old, DAY_START - 60 * MIN);

            AlarmFigures f = new StoredAlarms(alarms).between(DAY_START, DAY_END).orElseThrow();

            assertThat(f.opened()).isEqualTo(2);
            assertThat(f.acknowledged()).isEqualTo(2);
            assertThat(f.longestUnacknowledged()).isEqualTo("vod-3 has failed");
            assertThat(f.longestUnacknowledgedMs()).isEqualTo(42 * MIN);
        }
    }

    @Test
    void aDayWithoutAlarmsHasZeroesAndNoLongest(@TempDir Path dir) {
        try (Store store = Store.open(dir.resolve("voddesk.db"))) {
            AlarmFigures f = new StoredAlarms(store.alarms()).between(DAY_START, DAY_END).orElseThrow();
            assertThat(f.opened()).isZero();
            assertThat(f.acknowledged()).isZero();
            assertThat(f.longestUnacknowledged()).isNull();
        }
    }
}
