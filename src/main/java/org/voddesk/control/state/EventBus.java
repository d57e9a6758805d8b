package org.voddesk.control.state;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlListener;
import org.voddesk.control.api.Subscription;

/**
 * Delivers events to listeners without letting a slow listener stall the control loop: {@link #publish} only
 * queues; each listener has its own queue, drained in order by one task at a time on its executor (the one it
 * subscribed with, else the bus's). A
 * listener that throws is logged and keeps its subscription.
 */
public final class EventBus {
    private static final Logger LOG = LoggerFactory.getLogger(EventBus.class);

    private final Executor delivery;
    private final CopyOnWriteArrayList<Mailbox> mailboxes = new CopyOnWriteArrayList<>();

    /** @param delivery runs the deliveries (the application's event thread; a same-thread executor in tests) */
    public EventBus(Executor delivery) {
        this.delivery = delivery;
    }

    /** Delivers to {@code listener} on the bus's executor from now on. */
    public Subscription subscribe(ControlListener listener) {
        Pending p = open(listener, delivery);
        p.attach(null);
        return p;
    }

    /**
     * A subscription delivered on {@code on}, which receives nothing until {@link Pending#attach} (on the publishing
     * thread, so its first event and the events after it leave nothing out); closing it before that attaches
     * nothing.
     */
    public Pending open(ControlListener listener, Executor on) {
        if (listener == null || on == null) {
            throw new IllegalArgumentException("a listener and its executor are required");
        }
        return new Pending(new Mailbox(listener, on));
    }

    /** A subscription not yet receiving; see {@link #open}. */
    public final class Pending implements Subscription {
        private final Mailbox m;
        private boolean attached;

        private Pending(Mailbox m) {
            this.m = m;
        }

        /** Queues {@code first} (if not null) and every event published from now on. */
        public void attach(ControlEvent first) {
            synchronized (m) {
                if (m.closed || attached) {
                    return;
                }
                attached = true;
                if (first != null) {
                    m.queue.add(first);
                }
                mailboxes.add(m);
            }
            m.schedule();
        }

        @Override
        public void close() {
            synchronized (m) {
                m.closed = true;
                mailboxes.remove(m);
            }
        }
    }

    /** Queues {@code event} for every listener; returns at once. */
    public void publish(ControlEvent event) {
        for (Mailbox m : mailboxes) {
            m.queue.add(event);
            m.schedule();
        }
    }

    private final class Mailbox {
        final ControlListener listener;
        final Executor on;
        final Queue<ControlEvent> queue = new ConcurrentLinkedQueue<>();
        final AtomicBoolean draining = new AtomicBoolean();
        volatile boolean closed;

        Mailbox(ControlListener listener, Executor on) {
            this.listener = listener;
            this.on = on;
        }

        void schedule() {
            if (draining.compareAndSet(false, true)) {
                try {
                    on.execute(this::drain);
                } catch (RejectedExecutionException e) {
                    draining.set(false);
                    LOG.debug("event delivery stopped (executor shut down)");
                }
            }
        }

        void drain() {
            ControlEvent e;
            while (!closed && (e = queue.poll()) != null) {
                try {
                    listener.onEvent(e);
                } catch (RuntimeException ex) {
                    LOG.warn("listener {} failed on {}", listener, e, ex);
                }
            }
            draining.set(false);
            if (!closed && !queue.isEmpty()) {
                schedule();
            }
        }
    }
}
