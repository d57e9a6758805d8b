package org.voddesk.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that moves only when a test moves it. */
public final class ManualClock extends Clock {
    private volatile long millis;

    public ManualClock(Instant start) {
        this.millis = start.toEpochMilli();
    }

    public void advance(Duration d) {
        millis += d.toMillis();
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
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        throw new UnsupportedOperationException("a manual clock stays in UTC");
    }
}
