package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The timeline's axis writes its ticks so that neighbouring ticks read differently. */
class TimelineTicksTest {
    @Test
    void ticksSecondsApartShowSeconds() {
        assertThat(TimelinePane.tickPattern(20_000, 8)).isEqualTo("HH:mm:ss");
    }

    @Test
    void aDayShowsHoursAndMinutes() {
        assertThat(TimelinePane.tickPattern(86_400_000, 8)).isEqualTo("HH:mm");
    }

    @Test
    void moreThanADayShowsTheDate() {
        assertThat(TimelinePane.tickPattern(2 * 86_400_000L, 8)).isEqualTo("MM-dd HH:mm");
    }

    @Test
    void aDayFromAnOddMinuteIsTickedOnRoundHours() {
        long start = Instant.parse("2026-11-30T22:13:27Z").toEpochMilli();
        long end = start + 86_400_000L;

        List<Long> ticks = TimelineTicks.times(start, end, 5, ZoneOffset.UTC);

        assertThat(ticks).containsExactly(at("2026-12-01T00:00:00Z"), at("2026-12-01T06:00:00Z"),
                at("2026-12-01T12:00:00Z"), at("2026-12-01T18:00:00Z"));
    }

    @Test
    void roundHoursAreTheZonesLocalHours() {
        long start = Instant.parse("2026-12-01T09:50:00Z").toEpochMilli();

        List<Long> ticks = TimelineTicks.times(start, start + 3_600_000L, 4, ZoneId.of("Asia/Kolkata"));

        // 15:20 local (UTC+5:30): the 15-minute marks 15:30, 15:45, 16:00 and 16:15 local
        assertThat(ticks).containsExactly(at("2026-12-01T10:00:00Z"), at("2026-12-01T10:15:00Z"),
                at("2026-12-01T10:30:00Z"), at("2026-12-01T10:45:00Z"));
    }

    @Test
    void secondsApartRecordingsGetRoundSecondSteps() {
        assertThat(TimelineTicks.step(20_000, 8)).isEqualTo(5_000);
    }

    private static long at(String instant) {
        return Instant.parse(instant).toEpochMilli();
    }
}
