package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

class TimeAxisTest {
    private static final ZoneId UTC = ZoneOffset.UTC;

    private static long at(String iso) {
        return Instant.parse(iso).toEpochMilli();
    }

    private static List<String> times(List<Long> ticks, ZoneId zone) {
        return ticks.stream().map(t -> Instant.ofEpochMilli(t).atZone(zone).toLocalDateTime().toString()).toList();
    }

    @Test
    void aFewMinutesAreTickedAtRoundHalfMinutesWhenThereIsRoom() {
        List<Long> ticks = TimeAxis.ticks(at("2026-12-02T14:05:53Z"), at("2026-12-02T14:09:14Z"), UTC, 7);

        assertThat(times(ticks, UTC)).containsExactly("2026-12-02T14:06", "2026-12-02T14:06:30", "2026-12-02T14:07",
                "2026-12-02T14:07:30", "2026-12-02T14:08", "2026-12-02T14:08:30", "2026-12-02T14:09");
    }

    @Test
    void aNarrowerAxisTakesALongerStep() {
        List<Long> ticks = TimeAxis.ticks(at("2026-12-02T14:05:53Z"), at("2026-12-02T14:09:14Z"), UTC, 5);

        assertThat(times(ticks, UTC)).containsExactly("2026-12-02T14:06", "2026-12-02T14:07", "2026-12-02T14:08",
                "2026-12-02T14:09");
    }

    @Test
    void theStepIsTheShortestRoundOneThatCutsTheSpanIntoAtMostTheIntervalsThereIsRoomFor() {
        assertThat(TimeAxis.unit(60_000, 6)).isEqualTo(10_000);
        assertThat(TimeAxis.unit(3_600_000, 6)).isEqualTo(600_000);
        assertThat(TimeAxis.unit(3_600_001, 6)).isEqualTo(900_000);
        assertThat(TimeAxis.unit(24 * 3_600_000L, 6)).isEqualTo(4 * 3_600_000L);
        assertThat(TimeAxis.unit(7 * 86_400_000L, 6)).isEqualTo(2 * 86_400_000L);
        assertThat(TimeAxis.unit(3_600_000, 0)).as("no room: one interval").isEqualTo(3_600_000);
    }

    @Test
    void anHourIsTickedAtLocalTenMinutesInAZoneOffByHalfAnHour() {
        ZoneId kolkata = ZoneId.of("Asia/Kolkata");
        List<Long> ticks = TimeAxis.ticks(at("2026-12-02T08:07:00Z"), at("2026-12-02T09:07:00Z"), kolkata, 6);

        assertThat(times(ticks, kolkata)).containsExactly("2026-12-02T13:40", "2026-12-02T13:50",
                "2026-12-02T14:00", "2026-12-02T14:10", "2026-12-02T14:20", "2026-12-02T14:30");
    }

    @Test
    void aWeekIsTickedAtLocalMidnights() {
        ZoneId tokyo = ZoneId.of("Asia/Tokyo");
        List<Long> ticks = TimeAxis.ticks(at("2026-11-25T10:00:00Z"), at("2026-12-02T10:00:00Z"), tokyo, 6);

        assertThat(times(ticks, tokyo)).containsExactly("2026-11-27T00:00", "2026-11-29T00:00",
                "2026-12-01T00:00");
    }

    @Test
    void theTicksLieWithinTheSpanAndItsEndsAreNoTicksUnlessRound() {
        long from = at("2026-12-02T14:05:53Z");
        long to = at("2026-12-02T15:05:53Z");

        List<Long> ticks = TimeAxis.ticks(from, to, UTC, 6);

        assertThat(ticks).hasSize(6).doesNotContain(from, to).allSatisfy(t -> assertThat(t).isBetween(from, to));
        assertThat(TimeAxis.ticks(at("2026-12-02T14:00:00Z"), at("2026-12-02T15:00:00Z"), UTC, 6))
                .startsWith(at("2026-12-02T14:00:00Z")).endsWith(at("2026-12-02T15:00:00Z")).hasSize(7);
    }
}
