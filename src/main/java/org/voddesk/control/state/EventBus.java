package org.voddesk.control.state;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.ControlListener;
import org.voddesk.control.Subscription;

/**
 * Delivers events to listeners without letting a slow listener stall the control loop: {@link #publish} only
 * queues; each listener has its own queue, drained in order by one task at a time on the injected executor. A
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

    public Subscription subscribe(ControlListener listener) {
        if (listener == null) {
            throw new IllegalArgumentException("listener is required");
        }
        Mailbox m = new Mailbox(listener);
        mailboxes.add(m);
        return () -> {
            m.closed = true;
            mailboxes.remove(m);
        };
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
        final Queue<ControlEvent> queue = new ConcurrentLinkedQueue<>();
        final AtomicBoolean draining = new AtomicBoolean();
        volatile boolean closed;

        Mailbox(ControlListener listener) {
            this.listener = listener;
        }

        void schedule() {
            if (draining.compareAndSet(false, true)) {
                try {
                    delivery.execute(this::drain);
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
