package org.voddesk.control.loop;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.voddesk.core.NodeHealth;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.state.LoopMarker;
import org.voddesk.node.PollRound;

/**
 * Runs the control loop's rounds so that a poll's network I/O never holds the loop thread: a round begins on the
 * loop thread, which only starts the poll (the nodes are polled on the client's pool); the loop thread is then free
 * for commands while the nodes answer; when the poll completes, folding it into the state is queued on the loop
 * thread. So the single-writer rule holds (all state and store writes of a round happen on the loop thread), and
 * a command waits for at most a fold, never for SSH.
 *
 * <p>At most one round is in flight: asking for a round while one is in flight joins it. The schedule begins the
 * next round one poll interval after the previous fold (a fixed delay), reading the interval each time. A round
 * that fails (its poll or its fold throws) is logged and the schedule goes on. {@link #stop} cancels the next
 * round; a round already in flight still folds. After {@link #close} a poll that completes is not folded.
 */
public final class LoopRounds {
    /**
     * A node that missed a poll is polled again this long after that poll began (at once when the poll itself took
     * longer: a timeout), not a whole interval later: a second miss fails it (the failover targets: a crashed node's
     * sessions play elsewhere within 5 s, a hung node's within 10 s), one late reply does not.
     */
    public static final Duration SUSPECT_REPOLL = Duration.ofSeconds(1);
    /**
     * How often the links are checked for a connection that ended: the node closed or reset it (a crash shows there
     * first), or it left its SSH keep-alives unanswered (a frozen host, 2-3 s after its last answer).
     */
    public static final Duration LINK_WATCH = Duration.ofMillis(250);
    private static final Logger LOG = LoggerFactory.getLogger(LoopRounds.class);

    private final ScheduledExecutorService loopExecutor;
    private final ControlLoop loop;
    private final Supplier<Duration> interval;
    private final LoopMarker marker;
    /** The round in flight, completed after its fold; loop thread only. */
    private CompletableFuture<Void> inFlight;
    /** Guarded by this: the schedule's generation (a stale generation's rounds schedule nothing). */
    private long generation;
    private boolean scheduled;
    private ScheduledFuture<?> next;
    private ScheduledFuture<?> watch;
    private volatile boolean closed;
    private final BooleanSupplier linkLost;
    /** The delay before the round after the last fold: the interval, or sooner when a node missed its poll. */
    private volatile Duration followUp;

    public LoopRounds(ScheduledExecutorService loopExecutor, ControlLoop loop, Supplier<Duration> interval,
                      LoopMarker marker) {
        this(loopExecutor, loop, interval, marker, () -> false);
    }

    /**
     * @param linkLost whether a node's connection was closed or reset by the node since the last poll; checked every
     *                 {@link #LINK_WATCH} on the loop thread (it must not block), it starts a round at once
     */
    public LoopRounds(ScheduledExecutorService loopExecutor, ControlLoop loop, Supplier<Duration> interval,
                      LoopMarker marker, BooleanSupplier linkLost) {
        this.marker = marker;
        this.loopExecutor = loopExecutor;
        this.loop = loop;
        this.interval = interval;
        this.linkLost = linkLost;
    }

    /** Starts the schedule: a round now, then one every interval after the previous fold. */
    public synchronized void start() {
        if (!scheduled && !closed) {
            scheduled = true;
            generation++;
            scheduleNext(generation, Duration.ZERO);
            watchLinks(generation);
        }
    }

    private void watchLinks(long gen) {
        try {
            watch = loopExecutor.scheduleWithFixedDelay(() -> marker.run(() -> roundNowIfLinkLost(gen)),
                    LINK_WATCH.toMillis(), LINK_WATCH.toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("link watch not started (executor shut down)");
        }
    }

    /** A node closed its connection: the round waiting for its time begins now (none begins while one is in flight). */
    private void roundNowIfLinkLost(long gen) {
        boolean lost;
        try {
            lost = linkLost.getAsBoolean();
        } catch (RuntimeException e) {
            LOG.warn("link watch failed", e);
            return;
        }
        if (!lost || inFlight != null) {
            return;
        }
        synchronized (this) {
            if (!scheduled || gen != generation || next == null || !next.cancel(false)) {
                return;
            }
        }
        LOG.info("a node closed its connection: polling now");
        scheduledRound(gen);
    }

    /** No further round starts; one in flight still folds. */
    public synchronized void stop() {
        scheduled = false;
        generation++;
        if (next != null) {
            next.cancel(false);
            next = null;
        }
        if (watch != null) {
            watch.cancel(false);
            watch = null;
        }
    }

    /**
     * The poll interval changed: a next round already waiting is scheduled again, one new interval from now (a
     * round in flight reads the new interval when it schedules the next one itself).
     */
    public synchronized void reschedule() {
        if (scheduled && next != null && next.cancel(false)) {
            generation++;
            scheduleNext(generation, interval.get());
        }
    }

    synchronized boolean running() {
        return scheduled;
    }

    /** Stops the schedule for good: a poll still in flight is dropped when it completes, not folded. */
    public void close() {
        closed = true;
        stop();
    }

    private synchronized void scheduleNext(long gen, Duration delay) {
        if (!scheduled || gen != generation) {
            return;
        }
        try {
            next = loopExecutor.schedule(() -> marker.run(() -> scheduledRound(gen)), delay.toMillis(),
                    TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("control loop schedule ended (executor shut down)");
            scheduled = false;
        }
    }

    private void scheduledRound(long gen) {
        synchronized (this) {
            if (!scheduled || gen != generation) {
                return;
            }
        }
        begin().whenComplete((ok, error) -> {
            Duration soon = followUp;
            followUp = null;
            scheduleNext(gen, soon != null ? soon : interval.get());
        });
    }

    /**
     * Begins a round, or joins the one in flight (loop thread only). The future completes after the fold,
     * exceptionally when the round failed (already logged).
     */
    public CompletableFuture<Void> begin() {
        if (inFlight != null) {
            return inFlight;
        }
        if (closed) {
            return CompletableFuture.completedFuture(null);
        }
        CompletableFuture<Void> done = new CompletableFuture<>();
        CompletableFuture<PollRound> poll;
        try {
            poll = loop.startPoll();
        } catch (RuntimeException e) {
            LOG.error("control loop round failed to start; the next round runs as scheduled", e);
            done.completeExceptionally(e);
            return done;
        }
        inFlight = done;
        poll.whenComplete((round, error) -> foldOnLoop(round, error, done));
        return done;
    }

    /** A round on the loop thread itself, which waits for the poll (a listener that runs a round inline). */
    public void roundHere() {
        if (inFlight != null) {
            LOG.debug("a round is in flight; it folds when its poll completes");
            return;
        }
        try {
            loop.round();
        } catch (RuntimeException e) {
            LOG.error("control loop round failed; the next round runs as scheduled", e);
        }
    }

    /**
     * Step: when a node of {@code round} missed its poll but is not failed yet, the delay until it is polled again:
     * {@link #SUSPECT_REPOLL} after the round began; {@code null} (the interval) when no node did.
     */
    static Duration suspectRepoll(PollRound round) {
        boolean suspect = round.nodes().stream().anyMatch(n -> n.health() == NodeHealth.UNREACHABLE);
        if (!suspect) {
            return null;
        }
        Duration took = Duration.ofNanos(round.elapsedNanos());
        return took.compareTo(SUSPECT_REPOLL) >= 0 ? Duration.ZERO : SUSPECT_REPOLL.minus(took);
    }

    private void foldOnLoop(PollRound round, Throwable error, CompletableFuture<Void> done) {
        try {
            loopExecutor.execute(() -> marker.run(() -> fold(round, error, done)));
        } catch (RejectedExecutionException e) {
            LOG.debug("poll round dropped: the control loop has shut down");
            done.completeExceptionally(e);
        }
    }

    private void fold(PollRound round, Throwable error, CompletableFuture<Void> done) {
        inFlight = null;
        if (closed) {
            LOG.debug("poll round dropped: the control loop is closed");
            done.complete(null);
            return;
        }
        if (error != null) {
            LOG.error("poll round failed; the next round runs as scheduled", error);
            done.completeExceptionally(error);
            return;
        }
        try {
            loop.fold(round);
            followUp = suspectRepoll(round);
            done.complete(null);
        } catch (RuntimeException e) {
            LOG.error("control loop round failed; the next round runs as scheduled", e);
            done.completeExceptionally(e);
        }
    }
}
