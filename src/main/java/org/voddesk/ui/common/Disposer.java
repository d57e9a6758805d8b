package org.voddesk.ui.common;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a view model holds while its screen shows (event subscriptions, pulse beats, property listeners), closed
 * together when the screen hides: {@code onShow} adds, {@code onHide} calls {@link #closeAll}.
 */
public final class Disposer {
    private static final Logger LOG = LoggerFactory.getLogger(Disposer.class);

    private final List<AutoCloseable> held = new ArrayList<>();

    /** Holds {@code c} until {@link #closeAll}; returns it. */
    public <C extends AutoCloseable> C add(C c) {
        held.add(c);
        return c;
    }

    /** Closes everything held, newest first; a failing close is logged and the rest still close. */
    public void closeAll() {
        for (int i = held.size() - 1; i >= 0; i--) {
            try {
                held.get(i).close();
            } catch (Exception e) {
                LOG.warn("could not release {}", held.get(i), e);
            }
        }
        held.clear();
    }

    /** How many registrations are held (tests check that a hidden screen holds none). */
    public int size() {
        return held.size();
    }
}
