package org.voddesk.control.moves;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.ZoneId;
import org.junit.jupiter.api.Test;
import org.voddesk.core.WallTimes;

/**
 * A move's outcome names the play position as a time a person reads, not epoch milliseconds: stored with the writer's
 * offset, shown as the tables write it.
 */
class MoveOutcomeTextTest {
    @Test
    void positionIsWrittenAsARecordingTimeWithItsOffsetThatReadsAsTheTablesDo() {
        long ms = Instant.parse("2026-11-28T08:03:27.500Z").toEpochMilli();

        assertThat(MoveExecution.recorded(ms))
                .matches("recording time \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d [+-]\\d\\d:\\d\\d")
                .doesNotContain(Long.toString(ms));
        assertThat(WallTimes.localized(MoveExecution.recorded(ms), ZoneId.systemDefault()))
                .isEqualTo("recording time " + WallTimes.of(ms, ZoneId.systemDefault()));
    }
}
