package org.voddesk.control.remote;

import java.time.Duration;
import java.util.random.RandomGenerator;

/**
 * How long a console waits before it tries its server again: {@link #FIRST} after the first failure, twice as long
 * after each further one up to {@link #LONGEST}, each wait drawn within 20% either side so that the desks of a
 * control room do not all come back at the same instant after a restart. Not thread-safe: its owner's lock guards it.
 */
final class Backoff {
    static final Duration FIRST = Duration.ofMillis(500);
    static final Duration LONGEST = Duration.ofSeconds(15);

    private final RandomGenerator random;
    private int failures;

    Backoff(RandomGenerator random) {
        this.random = random;
    }

    /** The wait after one more failure. */
    Duration next() {
        long base = Math.min(LONGEST.toMillis(), FIRST.toMillis() << Math.min(failures, 10));
        failures++;
        long drawn = Math.round(base * (0.8 + 0.4 * random.nextDouble()));
        return Duration.ofMillis(Math.min(LONGEST.toMillis(), drawn));
    }

    /** The connection is back: the next failure waits {@link #FIRST} again. */
    void reset() {
        failures = 0;
    }
}
