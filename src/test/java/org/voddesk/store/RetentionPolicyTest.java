package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetentionPolicyTest {
    private static RetentionPolicy.Tier tier(String name, long days, Duration step) {
        return new RetentionPolicy.Tier(name, Duration.ofDays(days), step);
    }

    @Test
    void tiersMustGrowInAgeAndInterval() {
        assertThatThrownBy(() -> new RetentionPolicy(List.of(tier("a", 30, Duration.ofMinutes(1)),
                tier("b", 1, Duration.ofMinutes(15))), 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RetentionPolicy(List.of(tier("a", 1, Duration.ofMinutes(15)),
                tier("b", 30, Duration.ofMinutes(1))), 10)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aWindowIsWholeIntervalsOfAtLeastAQuarterHour() {
        assertThat(tier("a", 1, Duration.ofMinutes(1)).windowMs()).isEqualTo(Duration.ofMinutes(15).toMillis());
        assertThat(tier("a", 1, Duration.ofMinutes(7)).windowMs()).isEqualTo(Duration.ofMinutes(21).toMillis());
        assertThat(tier("a", 1, Duration.ofHours(1)).windowMs()).isEqualTo(Duration.ofHours(1).toMillis());
    }

    @Test
    void anIntervalOfPartSecondsIsRefused() {
        assertThatThrownBy(() -> tier("a", 1, Duration.ofMillis(1500))).isInstanceOf(IllegalArgumentException.class);
    }
}
