package org.voddesk.control.state;

import org.voddesk.control.api.ControlSettings;

/**
 * The settings in force. Written on the loop's thread when a supervisor changes them ({@link #replace}); read by
 * any thread (the Settings screen reads them without a lock).
 */
public final class LiveSettings {
    private volatile ControlSettings current;

    public LiveSettings(ControlSettings initial) {
        this.current = initial;
    }

    public ControlSettings get() {
        return current;
    }

    /** A supervisor's change took effect: the next reader sees {@code next}. */
    public void replace(ControlSettings next) {
        current = next;
    }
}
