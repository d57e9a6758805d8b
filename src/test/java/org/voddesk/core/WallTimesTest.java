package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;

/**
 * A time in a message reads as the tables write it: local time, "yyyy-MM-dd HH:mm:ss". A stored text carries the
 * writer's offset, and whoever shows it writes it again in its own zone or form.
 */
class WallTimesTest {
    private static final ZoneId BERLIN = ZoneId.of("Europe/Berlin");
    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    @Test
    void aTimeIsWrittenInTheZoneGivenInTheTablesFormat() {
        long ms = Instant.parse("2026-12-01T21:50:00.400Z").toEpochMilli();

        assertThat(WallTimes.of(ms, BERLIN)).isEqualTo("2026-12-01 22:50:00");
    }

    @Test
    void aStampCarriesTheWritersOffset() {
        long ms = Instant.parse("2026-12-01T21:50:00.400Z").toEpochMilli();

        assertThat(WallTimes.stamp(ms, BERLIN)).isEqualTo("2026-12-01 22:50:00 +01:00");
        assertThat(WallTimes.stamp(ms, ZoneId.of("UTC"))).isEqualTo("2026-12-01 21:50:00 +00:00");
    }

    @Test
    void aStampWrittenInOneZoneReadsInTheReadersZoneAsTheTablesWriteIt() {
        long ms = Instant.parse("2026-12-01T21:50:00Z").toEpochMilli();
        String detail = "cam-007 from " + WallTimes.stamp(ms, BERLIN) + " on vod-2";

        assertThat(WallTimes.localized(detail, NEW_YORK)).isEqualTo("cam-007 from 2026-12-01 16:50:00 on vod-2");
        assertThat(WallTimes.localized(detail, BERLIN)).isEqualTo("cam-007 from 2026-12-01 22:50:00 on vod-2");
    }

    @Test
    void theTwoHoursNamedAlikeAtTheEndOfSummerTimeStayApart() {
        long first = Instant.parse("2026-10-25T00:30:00Z").toEpochMilli(); // 02:30 summer time in Berlin
        long second = Instant.parse("2026-10-25T01:30:00Z").toEpochMilli(); // 02:30 winter time
        String a = WallTimes.stamp(first, BERLIN);
        String b = WallTimes.stamp(second, BERLIN);

        assertThat(a).isEqualTo("2026-10-25 02:30:00 +02:00");
        assertThat(b).isEqualTo("2026-10-25 02:30:00 +01:00");
        assertThat(WallTimes.restamped(a + " / " + b, Instant::toString))
                .isEqualTo("2026-10-25T00:30:00Z / 2026-10-25T01:30:00Z");
    }

    @Test
    void aTextWithoutStampsIsLeftAsItIs() {
        String old = "moved at recording time 2026-11-28 08:00:00";

        assertThat(WallTimes.localized(old, NEW_YORK)).isEqualTo(old);
        assertThat(WallTimes.localized(null, NEW_YORK)).isNull();
        assertThat(WallTimes.localized("2026-13-01 08:00:00 +01:00", NEW_YORK)).isEqualTo("2026-13-01 08:00:00 +01:00");
    }
}
