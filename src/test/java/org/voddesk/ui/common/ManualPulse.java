package org.voddesk.ui.common;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Pulse} a test fires by hand ({@link #fire}): every live beat, periodic or per frame, runs once, on the
 * caller's thread (one call is one frame in which every period has passed). Its work clock stands still unless the
 * test makes it go ({@link #work}): frames cost nothing.
 */
public final class ManualPulse implements Pulse {
    private final List<Runnable> beats = new ArrayList<>();
    private long workNanos;

    @Override
    public long workNanos() {
        return workNanos;
    }

    /** The UI thread works {@code d} more (a frame that costs that much). */
    public void work(Duration d) {
        workNanos += d.toNanos();
    }

    @Override
    public Beat every(Duration period, Runnable action) {
        return add(action);
    }

    @Override
    public Beat eachFrame(Runnable action) {
        return add(action);
    }

    private Beat add(Runnable action) {
        Runnable beat = action::run; // its own identity: the same action registered twice is two beats
        beats.add(beat);
        return () -> beats.remove(beat);
    }

    public void fire() {
        List.copyOf(beats).forEach(Runnable::run);
    }

    /** Beats registered and not closed. */
    public int live() {
        return beats.size();
    }
}
