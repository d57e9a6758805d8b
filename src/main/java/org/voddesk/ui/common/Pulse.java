package org.voddesk.ui.common;

import java.time.Duration;

/**
 * A repeating beat on the UI thread. View models refresh from {@code Control}'s lock-free snapshot on it, so
 * a busy cluster changes the screen at most a few times a second however many events it raises. The console
 * injects {@link FxPulse}; tests inject a pulse they fire by hand.
 */
public interface Pulse {
    /**
     * Runs {@code action} on the UI thread every {@code period} until the returned handle is closed.
     */
    Beat every(Duration period, Runnable action);

    /**
     * Runs {@code action} on the UI thread once per frame, before the frame is styled and laid out, until the
     * returned handle is closed: for work spread over frames so that no single frame does all of it (a frame
     * that comes late runs it once, not once per missed period).
     */
    Beat eachFrame(Runnable action);

    /**
     * The UI thread's work so far, in nanoseconds of its CPU time (what its frames cost it, whatever else the
     * machine runs): the difference between two readings in two frames is what the first frame cost
     * ({@link FrameBudget}). Read on the UI thread.
     */
    long workNanos();

    /** One registration; closing it stops the action (a screen closes its beats when it hides). */
    interface Beat extends AutoCloseable {
        @Override
        void close();
    }
}
