package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class BeginTimeTest {
    private static final LocalDate DAY = LocalDate.of(2026, 12, 1);

    @Test
    void fullDateTimeAndTimeOfDayAreRead() {
        long full = BeginTime.parse("2026-11-30 08:15:30", ZoneOffset.UTC, DAY).orElseThrow();
        long time = BeginTime.parse(" 9:05 ", ZoneOffset.UTC, DAY).orElseThrow();

        assertThat(Instant.ofEpochMilli(full)).isEqualTo(Instant.parse("2026-11-30T08:15:30Z"));
        assertThat(Instant.ofEpochMilli(time)).isEqualTo(Instant.parse("2026-12-01T09:05:00Z"));
    }

    @Test
    void anythingElseIsUnreadable() {
        assertThat(BeginTime.parse("yesterday", ZoneOffset.UTC, DAY)).isEmpty();
        assertThat(BeginTime.parse("25:00", ZoneOffset.UTC, DAY)).isEmpty();
        assertThat(BeginTime.parse(null, ZoneOffset.UTC, DAY)).isEmpty();
    }
}
