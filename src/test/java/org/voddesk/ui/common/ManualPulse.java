package org.voddesk.ui.common;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** A {@link Pulse} a test fires by hand ({@link #fire}): every live beat runs once, on the caller's thread. */
public final class ManualPulse implements Pulse {
    private final List<Runnable> beats = new ArrayList<>();

    @Override
    public Beat every(Duration period, Runnable action) {
        beats.add(action);
        return () -> beats.remove(action);
    }

    public void fire() {
        List.copyOf(beats).forEach(Runnable::run);
    }

    /** Beats registered and not closed. */
    public int live() {
        return beats.size();
    }
}
