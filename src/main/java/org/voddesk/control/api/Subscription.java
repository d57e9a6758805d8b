package org.voddesk.control.api;

/** A listener's registration; closing it stops further deliveries (a screen unsubscribes when it goes). */
public interface Subscription extends AutoCloseable {
    @Override
    void close();
}
