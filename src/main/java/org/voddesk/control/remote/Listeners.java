package org.voddesk.control.remote;

import java.util.ArrayDeque;
import java.util.Queue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.Subscription;

/**
 * The listeners of a remote control's events, each on its own executor, in order: each has a queue drained by one
 * task at a time, so a slow listener delays no other and never the stream. A listener receives nothing until its
 * first {@link ControlEvent.Subscribed} ({@link Box#attach}); one that throws is logged and keeps its subscription.
 * Thread-safe.
 */
final class Listeners {
    private static final Logger LOG = LoggerFactory.getLogger(Listeners.class);

    private final CopyOnWriteArrayList<Box> boxes = new CopyOnWriteArrayList<>();

    /** A new subscription of {@code listener} on {@code on}: it receives nothing until it is attached. */
    Box add(ControlListener listener, Executor on) {
        if (listener == null || on == null) {
            throw new IllegalArgumentException("a listener and its executor are required");
        }
        Box box = new Box(listener, on);
        boxes.add(box);
        return box;
    }

    /** {@code event} to every attached listener; a {@link ControlEvent.Subscribed} also attaches the others. */
    void deliver(ControlEvent event) {
        boolean attaches = event instanceof ControlEvent.Subscribed;
        for (Box b : boxes) {
            b.offer(event, attaches);
        }
    }

    /** One listener's subscription and queue. */
    final class Box implements Subscription {
        private final ControlListener listener;
        private final Executor on;
        private final Queue<ControlEvent> queue = new ArrayDeque<>();
        private boolean attached;
        private boolean scheduled;
        private boolean closed;

        private Box(ControlListener listener, Executor on) {
            this.listener = listener;
            this.on = on;
        }

        /** Starts deliveries with {@code first}. */
        void attach(ControlEvent.Subscribed first) {
            offer(first, true);
        }

        private void offer(ControlEvent event, boolean attaches) {
            synchronized (this) {
                if (closed || !attached && !attaches) {
                    return;
                }
                attached = true;
                queue.add(event);
                if (scheduled) {
                    return;
                }
                scheduled = true;
            }
            try {
                on.execute(this::drain);
            } catch (RejectedExecutionException e) {
                LOG.warn("a listener's executor refused its events; it gets no more");
                close();
            }
        }

        private void drain() {
            while (true) {
                ControlEvent next;
                synchronized (this) {
                    next = closed ? null : queue.poll();
                    if (next == null) {
                        scheduled = false;
                        return;
                    }
                }
                try {
                    listener.onEvent(next);
                } catch (RuntimeException e) {
                    LOG.error("a listener failed on {}", next.getClass().getSimpleName(), e);
                }
            }
        }

        @Override
        public void close() {
            synchronized (this) {
                closed = true;
                queue.clear();
            }
            boxes.remove(this);
        }
    }
}
