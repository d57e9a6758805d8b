package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class BackoffTest {
    private static List<Long> waits(Backoff b, int n) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            out.add(b.next().toMillis());
        }
        return out;
    }

    @Test
    void theWaitDoublesFromHalfASecondToFifteenWithinAFifthEitherSide() {
        List<Long> w = waits(new Backoff(new SplittableRandom(7)), 9);

        long[] base = {500, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000};
        for (int i = 0; i < base.length; i++) {
            assertThat(w.get(i)).isBetween(Math.round(base[i] * 0.8), Math.min(15_000, Math.round(base[i] * 1.2)));
        }
        assertThat(w).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(Backoff.LONGEST.toMillis()));
    }

    @Test
    void twoDesksDrawDifferentWaits() {
        assertThat(waits(new Backoff(new SplittableRandom(1)), 4))
                .isNotEqualTo(waits(new Backoff(new SplittableRandom(2)), 4));
    }

    @Test
    void aConnectionBackStartsAgainFromHalfASecond() {
        Backoff b = new Backoff(new SplittableRandom(3));
        waits(b, 6);

        b.reset();

        assertThat(b.next()).isBetween(Duration.ofMillis(400), Duration.ofMillis(600));
    }
}
