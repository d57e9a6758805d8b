package org.voddesk.ui.common;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A {@link Pulse} a test fires by hand ({@link #fire}): every live beat, periodic or per frame, runs once, on the
 * caller's thread (one call is one frame in which every period has passed).
 */
public final class ManualPulse implements Pulse {
    private final List<Runnable> beats = new ArrayList<>();

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
