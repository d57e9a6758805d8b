package org.voddesk.node.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.Rates;

class RateRoundingTest {
    @Test
    void aRateIsRoundedToTheSixDigitsTheProtocolCarries() {
        assertThat(Rates.carried(0.3333333)).isEqualTo(0.333333);
        assertThat(Rates.carried(2)).isEqualTo(2.0);
        assertThat(Wire.formatRate(0.3333333)).isEqualTo("0.333333");
        assertThat(Wire.formatRate(1.0000004)).isEqualTo("1");
    }

    @Test
    void aRateThatRoundsToZeroIsRefusedWithTheSlowestRateNamed() {
        assertThat(Rates.problem(1e-320)).contains("below 0.000001, the slowest rate a node accepts");
        assertThatThrownBy(() -> Wire.formatRate(1e-320)).hasMessageContaining("below 0.000001");
        assertThat(Rates.problem(0.0000005)).as("half of the last digit rounds to even, zero").isNotNull();
        assertThat(Rates.carried(0.0000006)).isEqualTo(Rates.MIN);
    }

    @Test
    void recordsKeepTheCarriedRate() {
        PlaybackRequest r = new PlaybackRequest("cam-1", 0, 0, 0.3333333, Quality.MAIN, 1, null);
        assertThat(r.rate()).isEqualTo(0.333333);
    }
}
