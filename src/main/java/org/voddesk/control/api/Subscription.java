package org.voddesk.control.api;

/** A listener's registration; closing it stops further deliveries (a screen unsubscribes when it goes). */
public interface Subscription extends AutoCloseable {
    /**
     * Stops further deliveries; an event already handed to the executor may still arrive. Any thread; returns at once;
     * never fails, and closing twice does nothing. Role: none.
     */
    @Override
    void close();
}
