package org.voddesk.ui.cluster;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.voddesk.control.Control;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.Subscription;

/**
 * The console's event feed, kept from the moment the session opens (not only while the Cluster screen shows, so
 * a screen shown later still has the morning's events): the newest {@link #CAPACITY} lines, newest first.
 * Events arrive on the control layer's event thread; the screen reads {@link #lines} on its pulse when
 * {@link #version} moved, so a burst of events costs one list update.
 */
public final class EventFeed implements AutoCloseable {
    /** Lines kept. */
    public static final int CAPACITY = 300;

    private final Deque<FeedEntry> lines = new ArrayDeque<>();
    private final Subscription subscription;
    private long version;

    /** Subscribes to {@code control}'s events until {@link #close}. */
    public EventFeed(Control control) {
        this.subscription = control.subscribe(e -> {
            if (!(e instanceof ControlEvent.SnapshotEvent)) { // a whole snapshot is not a line of the feed
                add(EventLines.of(e));
            }
        });
    }

    synchronized void add(FeedEntry entry) {
        lines.addFirst(entry);
        if (lines.size() > CAPACITY) {
            lines.removeLast();
        }
        version++;
    }

    /** Changes with every line added. */
    public synchronized long version() {
        return version;
    }

    /** The lines, newest first. */
    public synchronized List<FeedEntry> lines() {
        return new ArrayList<>(lines);
    }

    @Override
    public void close() {
        subscription.close();
    }
}
