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

    /** One registration; closing it stops the action (a screen closes its beats when it hides). */
    interface Beat extends AutoCloseable {
        @Override
        void close();
    }
}
