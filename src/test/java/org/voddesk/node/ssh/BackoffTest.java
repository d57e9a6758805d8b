package org.voddesk.node.ssh;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class BackoffTest {
    private static final long S = 1_000_000_000L;
    private final Backoff backoff = new Backoff(Duration.ofSeconds(1), Duration.ofSeconds(60));

    @Test
    void firstAttemptIsAlwaysAllowed() {
        assertThat(backoff.mayAttempt(0)).isTrue();
    }

    @Test
    void delayDoublesWithEachFailure() {
        assertThat(backoff.delayNanos(1)).isEqualTo(S);
        assertThat(backoff.delayNanos(2)).isEqualTo(2 * S);
        assertThat(backoff.delayNanos(4)).isEqualTo(8 * S);
    }

    @Test
    void delayIsCappedAtTheMaximum() {
        assertThat(backoff.delayNanos(7)).isEqualTo(60 * S);
        assertThat(backoff.delayNanos(1000)).isEqualTo(60 * S);
    }

    @Test
    void noAttemptBeforeTheDelayHasPassed() {
        backoff.failed(10 * S);
        backoff.failed(10 * S);
        assertThat(backoff.mayAttempt(11 * S)).isFalse();
        assertThat(backoff.mayAttempt(12 * S)).isTrue();
    }

    @Test
    void successResetsTheDelay() {
        backoff.failed(0);
        backoff.succeeded();
        assertThat(backoff.mayAttempt(0)).isTrue();
        assertThat(backoff.failures()).isZero();
    }
}
