package org.voddesk.control.api;

/** Receives {@link ControlEvent}s, one at a time and in the order they happened. */
@FunctionalInterface
public interface ControlListener {
    /**
     * One event. Called on the executor given to
     * {@link Control#subscribe(ControlListener, java.util.concurrent.Executor)} (the FX thread for a screen), never two
     * at once for one listener; it should not block that thread. What it
     * throws is logged and fails nothing: the listener keeps its subscription. Role: whoever subscribed.
     */
    void onEvent(ControlEvent event);
}
