package org.voddesk.control.remote;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Link;

/**
 * A desk's link to its server as it stands now ({@link Link}), who is told of its changes, and the calls that wait
 * for it to be connected again. Each time it becomes connected (a connection, a resume, a login after
 * {@link Link.State#LOGIN_NEEDED}) its epoch goes up, so that a call that failed on one connection waits for the next
 * one, not for the one it failed on. Thread-safe.
 */
final class LinkState {
    private static final Logger LOG = LoggerFactory.getLogger(LinkState.class);

    private record Waiter(long afterEpoch, CompletableFuture<Long> connected) {
    }

    private final List<Consumer<Link>> listeners = new CopyOnWriteArrayList<>();
    private final List<Waiter> waiting = new ArrayList<>();
    private Link link;
    private long epoch = 1;
    private boolean closed;

    /** Connected, as {@code first}, at epoch 1. */
    LinkState(Link first) {
        this.link = first;
    }

    synchronized Link link() {
        return link;
    }

    /** The epoch of the connection now (goes up each time the link becomes connected). */
    synchronized long epoch() {
        return epoch;
    }

    /** Tells {@code listener} of every later change, on the thread that makes it. */
    void listen(Consumer<Link> listener) {
        listeners.add(listener);
    }

    /** The link is lost, or back without its login: {@code next} is not connected. */
    void down(Link next) {
        if (next.state() == Link.State.CONNECTED) {
            throw new IllegalArgumentException("a link that is down is not connected: " + next);
        }
        List<Waiter> refused = List.of();
        synchronized (this) {
            if (closed || next.equals(link)) {
                return;
            }
            link = next;
            if (next.state() == Link.State.LOGIN_NEEDED) {
                refused = List.copyOf(waiting);
                waiting.clear();
            }
        }
        refused.forEach(w -> w.connected().complete(-1L));
        tell(next);
    }

    /** Calls and events get through again, on a new connection or login: a new epoch. */
    void connected(Link next) {
        if (next.state() != Link.State.CONNECTED) {
            throw new IllegalArgumentException("not a connected link: " + next);
        }
        List<Waiter> ready = new ArrayList<>();
        boolean changed;
        long now;
        synchronized (this) {
            if (closed) {
                return;
            }
            changed = !next.equals(link);
            link = next;
            now = ++epoch;
            waiting.removeIf(w -> w.afterEpoch() < now && ready.add(w));
        }
        ready.forEach(w -> w.connected().complete(now));
        if (changed) {
            tell(next);
        }
    }

    /**
     * The epoch once the link is connected on an epoch after {@code afterEpoch} (at once when it is); -1 when the
     * login is needed, the session closed, or {@code within} passed first. Completed on the thread that connects it
     * (or the JDK's delayer), never exceptionally.
     */
    CompletableFuture<Long> connectedAfter(long afterEpoch, Duration within) {
        CompletableFuture<Long> f = new CompletableFuture<>();
        synchronized (this) {
            if (closed || link.state() == Link.State.LOGIN_NEEDED) {
                return CompletableFuture.completedFuture(-1L);
            }
            if (link.state() == Link.State.CONNECTED && epoch > afterEpoch) {
                return CompletableFuture.completedFuture(epoch);
            }
            if (within.isNegative() || within.isZero()) {
                return CompletableFuture.completedFuture(-1L);
            }
            Waiter w = new Waiter(afterEpoch, f);
            waiting.add(w);
            f.whenComplete((r, e) -> forget(w));
        }
        return f.completeOnTimeout(-1L, within.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** No more changes: every waiting call gives up. */
    void close() {
        List<Waiter> all;
        synchronized (this) {
            closed = true;
            all = List.copyOf(waiting);
            waiting.clear();
        }
        all.forEach(w -> w.connected().complete(-1L));
    }

    private synchronized void forget(Waiter w) {
        waiting.remove(w);
    }

    private void tell(Link next) {
        for (Consumer<Link> l : listeners) {
            try {
                l.accept(next);
            } catch (RuntimeException e) {
                LOG.warn("a listener of the link failed", e);
            }
        }
    }
}
