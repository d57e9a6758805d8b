package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.store.Store;

/** A sample taken just before the hour ends counts up to the hour's end there, the rest in the next hour. */
class HourEdgeTest {
    private static final long SEC = 1_000;
    private static final long H = KnownDay.H;

    @Test
    void hourNeverHoldsMoreTimeThanItLasts(@TempDir Path dir) {
        try (Store store = Store.open(dir.resolve("voddesk.db"))) {
            // every 10 s from 00:00:05 to 01:59:55, then nothing: the last sample stands for a minute (the gap limit)
            new HistoryBuilder(store, "vod-1").polls(KnownDay.T0 + 5 * SEC, KnownDay.T0 + 2 * H, 10 * SEC,
                    List.of("vod-1"), (n, t) -> HistoryBuilder.row(n, t, 40), t -> 1);
            DailyReport r = new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED)
                    .load(ReportDay.of(KnownDay.DAY, ZoneOffset.UTC));

            List<NodeHour> hours = r.nodeHours();
            assertThat(List.of(hours.get(0).lightMs(), hours.get(0).notPolledMs())).containsExactly(3595 * SEC,
                    5 * SEC);
            assertThat(List.of(hours.get(1).lightMs(), hours.get(1).notPolledMs())).containsExactly(3600 * SEC, 0L);
            assertThat(List.of(hours.get(2).lightMs(), hours.get(2).notPolledMs())).containsExactly(55 * SEC,
                    3545 * SEC);
            assertThat(hours.get(2).polls()).isZero();
        }
    }
}
