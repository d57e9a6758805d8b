package org.voddesk.control.api;

/** Receives {@link ControlEvent}s, one at a time and in the order they happened. */
@FunctionalInterface
public interface ControlListener {
    void onEvent(ControlEvent event);
}
