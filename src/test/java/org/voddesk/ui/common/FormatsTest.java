package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** The narrow day-and-minute form: the date without its year, in the given zone. */
class FormatsTest {
    @Test
    void dayTimeWritesTheDayTheMonthAndTheMinuteInTheZone() {
        long ms = Instant.parse("2026-12-01T23:36:58Z").toEpochMilli();

        assertThat(Formats.dayTime(ms, ZoneId.of("UTC"))).isEqualTo("01 Dec 23:36");
        assertThat(Formats.dayTime(ms, ZoneId.of("Europe/Berlin"))).isEqualTo("02 Dec 00:36");
    }
}
