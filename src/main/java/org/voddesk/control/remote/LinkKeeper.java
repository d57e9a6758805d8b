package org.voddesk.control.remote;

import io.grpc.ConnectivityState;
import io.grpc.ManagedChannel;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Link;

/**
 * Keeps a desk's link to its server ({@link LinkState}): it watches the channel, and when the connection is lost it
 * says {@link Link.State#RECONNECTING} and tries again, waiting longer each time ({@link #BACKOFF}); when the
 * connection is back it resumes the login ({@link Resumer}) and says connected, or {@link Link.State#LOGIN_NEEDED}
 * when the server refuses the resume. Everything it decides runs on its one thread, in order.
 */
final class LinkKeeper implements AutoCloseable {
    /** The waits between two tries of a lost connection; the last repeats. */
    static final List<Duration> BACKOFF = List.of(Duration.ofSeconds(1), Duration.ofSeconds(2), Duration.ofSeconds(4),
            Duration.ofSeconds(8), Duration.ofSeconds(16), Duration.ofSeconds(30));
    private static final Logger LOG = LoggerFactory.getLogger(LinkKeeper.class);

    /** How the login fared on a connection that came back. */
    enum Outcome { RESUMED, REFUSED, UNREACHABLE }

    /** How the login fared, and the server's words when it refused. */
    record Resumed(Outcome outcome, String words) {
        static final Resumed DONE = new Resumed(Outcome.RESUMED, "");
        static final Resumed NOT_YET = new Resumed(Outcome.UNREACHABLE, "");
    }

    /** Carries the login over to the connection that came back (blocking, on the keeper's thread). */
    interface Resumer {
        Resumed resume();
    }

    private final ManagedChannel channel;
    private final LinkState state;
    private final Resumer resumer;
    private final Clock clock;
    private final ScheduledExecutorService thread;
    private final Link connected;
    /** Whether the connection is lost and not yet back with its login (the keeper's thread only). */
    private boolean lost;
    private int tries;
    private ScheduledFuture<?> next;

    LinkKeeper(ManagedChannel channel, LinkState state, Resumer resumer, Clock clock) {
        this.channel = channel;
        this.state = state;
        this.resumer = resumer;
        this.clock = clock;
        this.connected = state.link();
        this.thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "voddesk-link-" + connected.where());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler((th, e) -> LOG.error("uncaught on {}", th.getName(), e));
            return t;
        });
    }

    /** Starts watching the channel, connected now. */
    void start() {
        run(() -> watch(channel.getState(false)));
    }

    /**
     * A call failed as if the connection were gone: if the channel is not ready, the link is lost now (the watch may
     * not have seen it yet).
     */
    void suspect() {
        run(() -> {
            if (!lost && channel.getState(true) != ConnectivityState.READY) {
                lose();
            }
        });
    }

    /**
     * A call's token was refused on epoch {@code epoch}: the connection may have changed under it, so the login is
     * resumed now, unless a later epoch has come or a resume is under way.
     */
    void reauthenticate(long epoch) {
        run(() -> {
            if (!lost && state.epoch() <= epoch) {
                lost = true;
                resumeNow();
            }
        });
    }

    /** A login with a password succeeded: the link is connected on a new epoch (returns once it is). */
    void loggedIn() {
        try {
            thread.submit(this::settled).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | RejectedExecutionException e) {
            LOG.debug("the link was not updated after the login: {}", e.toString());
        }
    }

    private void watch(ConnectivityState from) {
        channel.notifyWhenStateChanged(from, () -> run(() -> changed(from)));
    }

    private void changed(ConnectivityState from) {
        ConnectivityState now = channel.getState(false);
        if (now == ConnectivityState.SHUTDOWN) {
            return;
        }
        watch(now);
        if (from == ConnectivityState.READY && !lost) {
            lose(); // a channel leaves READY only when its connection ends, even if it is back by now
        } else if (now == ConnectivityState.READY && lost) {
            resumeNow();
        }
    }

    private void lose() {
        lost = true;
        tries = 0;
        LOG.warn("the connection to {} is lost; trying again", connected.where());
        if (channel.getState(true) == ConnectivityState.READY) {
            resumeNow();
        } else {
            planTry();
        }
    }

    private void planTry() {
        cancelTry();
        Duration wait = BACKOFF.get(Math.min(tries, BACKOFF.size() - 1));
        state.down(connected.reconnecting(lostWords(), clock.millis() + wait.toMillis()));
        next = thread.schedule(this::tryNow, wait.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void tryNow() {
        tries++;
        state.down(connected.reconnecting(lostWords(), 0));
        channel.resetConnectBackoff();
        if (channel.getState(true) == ConnectivityState.READY) {
            resumeNow();
        } else {
            planTry();
        }
    }

    private void resumeNow() {
        cancelTry();
        Resumed r = resumer.resume();
        switch (r.outcome()) {
            case RESUMED -> settled();
            case REFUSED -> {
                lost = false;
                LOG.warn("the connection to {} is back, but not its login: {}", connected.where(), r.words());
                state.down(connected.with(Link.State.LOGIN_NEEDED, r.words()));
            }
            case UNREACHABLE -> planTry();
        }
    }

    private void settled() {
        cancelTry();
        if (lost) {
            LOG.info("the connection to {} is back", connected.where());
        }
        lost = false;
        state.connected(connected);
    }

    private void cancelTry() {
        if (next != null) {
            next.cancel(false);
            next = null;
        }
    }

    private String lostWords() {
        return "The connection to " + connected.where() + " is lost.";
    }

    private void run(Runnable task) {
        try {
            thread.execute(() -> {
                try {
                    task.run();
                } catch (RuntimeException e) {
                    LOG.error("keeping the link to {} failed", connected.where(), e);
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("the link to {} is closed", connected.where());
        }
    }

    /** Stops watching and trying; the link's waiting calls give up. */
    @Override
    public void close() {
        thread.shutdownNow();
        state.close();
    }
}
