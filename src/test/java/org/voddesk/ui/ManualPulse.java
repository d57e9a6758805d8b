package org.voddesk.ui;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.ui.common.Pulse;

/** A pulse a test fires by hand ({@link #fire} runs every open beat once). */
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

    /** Beats open now. */
    public int open() {
        return beats.size();
    }
}
