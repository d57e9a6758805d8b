package org.voddesk.ui.cluster;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.Subscription;

/**
 * The console's event feed, kept from the moment the session opens (not only while the Cluster screen shows, so
 * a screen shown later still has the morning's events): the newest {@link #CAPACITY} lines, newest first.
 * Events arrive on the control layer's event thread; the screen reads {@link #lines} on its pulse when
 * {@link #version} moved, so a burst of events costs one list update. The playbacks a round finds playing and not
 * started by this console share one line ({@link #add}).
 */
public final class EventFeed implements AutoCloseable {
    /** Lines kept. */
    public static final int CAPACITY = 300;

    private final Deque<FeedEntry> lines = new ArrayDeque<>();
    private final Subscription subscription;
    private long version;
    /** The playbacks found in the newest line's round, while that line is the newest; else null. */
    private FoundRun found;

    /**
     * Subscribes to {@code control}'s events until {@link #close}, on the console's event executor rather than the FX
     * thread: a round of 200 nodes brings hundreds of events, which here cost one list update per pulse.
     */
    public EventFeed(Control control) {
        this(control::subscribe);
    }

    /** Subscribed through {@code subscribe} (a test hands the events in itself). */
    EventFeed(Function<ControlListener, Subscription> subscribe) {
        this.subscription = subscribe.apply(e -> {
            if (shown(e)) {
                add(e);
            }
        });
    }

    /**
     * Every event but a whole snapshot, and but a move's own {@link ControlEvent.MoveChanged}: each move is one of
     * a plan's, and the plan's {@link ControlEvent.PlanChanged} lines say the same in words (a plan of ten moves
     * made ten "move changed" lines).
     */
    static boolean shown(ControlEvent e) {
        return !(e instanceof ControlEvent.SnapshotEvent) && !(e instanceof ControlEvent.MoveChanged);
    }

    /**
     * Adds the line of {@code e}; a playback found playing and not started by this console, right after another of
     * the same round (the same time), joins that one's line instead: a console opened on a running cluster finds all
     * its playbacks in the first round (5,000 on 200 nodes), and a line each pushed everything else out of the feed.
     */
    synchronized void add(ControlEvent e) {
        if (e instanceof ControlEvent.SessionStarted s && s.origin() == ControlEvent.SessionStarted.Origin.DISCOVERED) {
            boolean joins = found != null && found.timeMs == s.timeMs() && lines.peekFirst() == found.line;
            if (joins) {
                lines.removeFirst();
                found.add(s.session().nodeName());
                found.line = EventLines.found(s.timeMs(), found.count, found.nodes);
            } else {
                found = new FoundRun(s.timeMs(), s.session().nodeName(), EventLines.of(e));
            }
            add(found.line);
            return;
        }
        found = null;
        add(EventLines.of(e));
    }

    private void add(FeedEntry entry) {
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

    /** The playbacks of one round found playing and not started by this console, and the line that says so. */
    private static final class FoundRun {
        final long timeMs;
        final Set<String> nodes = new LinkedHashSet<>();
        int count;
        FeedEntry line;

        FoundRun(long timeMs, String node, FeedEntry line) {
            this.timeMs = timeMs;
            this.line = line;
            add(node);
        }

        void add(String node) {
            nodes.add(node);
            count++;
        }
    }
}
