package org.voddesk.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * The system clock plus an offset a test can step forward: time flows as usual (sessions advance, timeouts
 * expire), and a test that needs time to have passed between two reads steps it instead of sleeping.
 */
public final class SteppingClock extends Clock {
    private final Clock base;
    private volatile long offsetMillis;

    public SteppingClock(Clock base) {
        this.base = base;
    }

    public static SteppingClock systemUtc() {
        return new SteppingClock(Clock.systemUTC());
    }

    /** Moves this clock forward by {@code d}, on top of the time that passes anyway. */
    public synchronized void step(Duration d) {
        if (d.isNegative()) {
            throw new IllegalArgumentException("a clock only steps forward: " + d);
        }
        offsetMillis += d.toMillis();
    }

    @Override
    public long millis() {
        return base.millis() + offsetMillis;
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("a stepping clock stays in UTC");
    }
}
