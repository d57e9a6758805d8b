package org.voddesk.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeState;
import org.voddesk.store.Store;

/**
 * Days with a clock change in Europe/Berlin: 2026-03-29 has 23 hours (02:00 does not exist), 2026-10-25 has 25
 * (02:00-03:00 happens twice). One node polled every minute, loaded 80 % (fit) from 01:00 to 04:00 UTC, else 30.
 */
class DstDayTest {
    static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");
    static final long MIN = 60_000;

    @TempDir
    static Path dir;
    static Store store;

    @BeforeAll
    static void writeDays() {
        store = Store.open(dir.resolve("voddesk.db"));
        HistoryBuilder b = new HistoryBuilder(store, "vod-1");
        for (LocalDate d : List.of(LocalDate.of(2026, 3, 29), LocalDate.of(2026, 10, 25))) {
            ReportDay day = ReportDay.of(d, BERLIN);
            b.polls(day.fromMs(), day.toMs(), MIN, List.of("vod-1"), (n, t) -> {
                long utcMinute = Math.floorMod(t / MIN, 24 * 60);
                return HistoryBuilder.row(n, t, utcMinute >= 60 && utcMinute < 240 ? 80 : 30);
            }, t -> 1);
        }
    }

    @AfterAll
    static void close() {
        store.close();
    }

    static DailyReport report(LocalDate d) {
        return new ReportLoader(store, ReportSettings.of("north"), AlarmSource.NOT_RECORDED).load(ReportDay.of(d, BERLIN));
    }

    @Test
    void springDayHas23HoursAndEveryMinuteCounted() throws Exception {
        DailyReport r = report(LocalDate.of(2026, 3, 29));
        assertThat(r.day().lengthMs()).isEqualTo(23 * 60 * MIN);
        assertThat(r.nodeHours()).hasSize(23);
        assertThat(r.clusterHours()).hasSize(23);
        NodeFigures n = r.nodes().get(0);
        assertThat(n.polls()).isEqualTo(23 * 60);
        assertThat(n.notPolledMs()).isZero();
        assertThat(n.ms(NodeState.FIT)).isEqualTo(180 * MIN);
        assertThat(n.ms(NodeState.LIGHT)).isEqualTo(20 * 60 * MIN);
        assertThat(r.summary().get(0)).isEqualTo("1 node was polled for the whole day (a 23 h 00 min day: the clocks changed).");
        List<String> lines = csvLines(r);
        assertThat(lines.get(1)).startsWith("vod-1,2026-03-29T00:00:00+01:00,2026-03-29T01:00:00+01:00,60,");
        assertThat(lines.get(2)).startsWith("vod-1,2026-03-29T01:00:00+01:00,2026-03-29T03:00:00+02:00,60,");
        assertThat(lines.get(23)).startsWith("vod-1,2026-03-29T23:00:00+02:00,2026-03-30T00:00:00+02:00,60,");
    }

    @Test
    void autumnDayHas25HoursWithTheRepeatedHourTwice() throws Exception {
        DailyReport r = report(LocalDate.of(2026, 10, 25));
        assertThat(r.nodeHours()).hasSize(25);
        assertThat(r.nodes().get(0).polls()).isEqualTo(25 * 60);
        assertThat(r.nodes().get(0).ms(NodeState.FIT)).isEqualTo(180 * MIN);
        List<String> lines = csvLines(r);
        assertThat(lines).hasSize(26);
        assertThat(lines.get(3)).startsWith("vod-1,2026-10-25T02:00:00+02:00,2026-10-25T02:00:00+01:00,60,");
        assertThat(lines.get(4)).startsWith("vod-1,2026-10-25T02:00:00+01:00,2026-10-25T03:00:00+01:00,60,");
        assertThat(r.lambda()).hasSize(100);
    }

    private static List<String> csvLines(DailyReport r) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CsvReport.write(r, out);
        return Arrays.asList(out.toString(StandardCharsets.UTF_8).split("\r\n"));
    }
}
