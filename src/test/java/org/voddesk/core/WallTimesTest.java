package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/** A time in a message or an audit detail reads as the tables write it: local time, "yyyy-MM-dd HH:mm:ss". */
class WallTimesTest {
    @Test
    void aTimeIsWrittenInTheZoneGivenInTheTablesFormat() {
        long ms = Instant.parse("2026-12-01T21:50:00.400Z").toEpochMilli();

        assertThat(WallTimes.of(ms, ZoneId.of("Europe/Berlin"))).isEqualTo("2026-12-01 22:50:00");
    }
}
