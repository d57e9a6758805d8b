package org.voddesk.cli.sample;

import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;

/**
 * Simulated time for a day run faster than real time: it stands still until {@link #set} moves it, so every part
 * that reads it (the demo nodes' load integration, the control loop's rounds, plan expiry, the store's
 * timestamps) sees the same instant.
 */
final class VirtualClock extends Clock {
    private final ZoneId zone;
    private volatile long millis;

    VirtualClock(long startMs, ZoneId zone) {
        this.millis = startMs;
        this.zone = zone;
    }

    /** Moves the time to {@code ms}; it never goes back. */
    void set(long ms) {
        if (ms < millis) {
            throw new IllegalArgumentException("virtual time only moves forward");
        }
        millis = ms;
    }

    @Override
    public long millis() {
        return millis;
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis);
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId other) {
        VirtualClock self = this;
        return new Clock() {
            @Override
            public ZoneId getZone() {
                return other;
            }

            @Override
            public Clock withZone(ZoneId z) {
                return self.withZone(z);
            }

            @Override
            public Instant instant() {
                return self.instant();
            }
        };
    }
}
