package org.voddesk.control.moves;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** A move's outcome names the play position as a time a person reads, not epoch milliseconds. */
class MoveOutcomeTextTest {
    @Test
    void positionIsWrittenAsARecordingTime() {
        long ms = Instant.parse("2026-11-28T08:03:27.500Z").toEpochMilli();

        assertThat(MoveExecution.recorded(ms)).isEqualTo("recording time 2026-11-28 08:03:27 UTC")
                .doesNotContain(Long.toString(ms));
    }
}
