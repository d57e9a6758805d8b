package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

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
}
