package org.voddesk.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A clock that moves only when a test moves it. It reads UTC; {@link #withZone} gives a view in another zone that
 * moves with it (a screen that writes times in its own zone).
 */
public final class ManualClock extends Clock {
    private final AtomicLong millis;
    private final ZoneId zone;

    public ManualClock(Instant start) {
        this(new AtomicLong(start.toEpochMilli()), ZoneOffset.UTC);
    }

    private ManualClock(AtomicLong millis, ZoneId zone) {
        this.millis = millis;
        this.zone = zone;
    }

    public void advance(Duration d) {
        millis.addAndGet(d.toMillis());
    }

    @Override
    public long millis() {
        return millis.get();
    }

    @Override
    public Instant instant() {
        return Instant.ofEpochMilli(millis());
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    /** This clock read in {@code zone}: the same instant now and after every {@link #advance} of either. */
    @Override
    public Clock withZone(ZoneId zone) {
        return new ManualClock(millis, zone);
    }
}
