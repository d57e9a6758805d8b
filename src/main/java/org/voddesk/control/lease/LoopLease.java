package org.voddesk.control.lease;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.LongPredicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.store.LeaseHolder;
import org.voddesk.store.LeaseRepository;
import org.voddesk.store.StoreException;

/**
 * The right to run the control loop on one database: taken before a {@code Control} starts polling (console,
 * {@code voddesk run}, {@code play}, {@code stop}), renewed every {@link #HEARTBEAT}, given up on close. Read-only
 * commands ({@code report}, {@code alarms}) never take it and work beside a holder.
 *
 * <p>It is the single-console form of the planner election of the PostgreSQL scale-out (DESIGN.md, last section):
 * there the lease becomes a session-level advisory lock ({@code pg_try_advisory_lock}) that the server frees when
 * the holder's connection dies; here a row with a heartbeat plays that part. A holder is gone, and may be taken
 * over, when its heartbeat is older than {@link #STALE_AFTER}, or at once when it ran on this host and its process
 * no longer exists (a console killed by SIGKILL does not make the next one wait). A holder that finds its lease
 * taken (it looked stale, say the machine slept) stops its loop through {@code onLost}: two loops never go on
 * placing and migrating on one cluster.
 */
public final class LoopLease implements AutoCloseable {
    /** How often the holder renews the lease. */
    public static final Duration HEARTBEAT = Duration.ofSeconds(5);
    /** A heartbeat older than this is taken for a dead holder: six missed renewals. */
    public static final Duration STALE_AFTER = Duration.ofSeconds(30);
    private static final Logger LOG = LoggerFactory.getLogger(LoopLease.class);

    private final LeaseRepository repository;
    private final LeaseHolder holder;
    private final Clock clock;
    private final Runnable onLost;
    private final ScheduledFuture<?> heartbeat;
    private volatile boolean lost;

    private LoopLease(LeaseRepository repository, LeaseHolder holder, Clock clock, Runnable onLost,
                      ScheduledExecutorService heartbeats) {
        this.repository = repository;
        this.holder = holder;
        this.clock = clock;
        this.onLost = onLost;
        this.heartbeat = heartbeats.scheduleWithFixedDelay(this::beat, HEARTBEAT.toMillis(), HEARTBEAT.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /**
     * Takes the lease of {@code db} for this process, or refuses naming its holder.
     *
     * @param what       what this process runs, shown to a refused second process ("console", "voddesk run")
     * @param heartbeats where renewals run (not the loop thread: a busy loop must not look dead)
     * @param onLost     called once if the lease is found taken by another process
     * @throws LeaseRefusedException when another live process holds it
     */
    public static LoopLease acquire(LeaseRepository repository, Path db, String what, Clock clock,
                                    ScheduledExecutorService heartbeats, Runnable onLost) throws LeaseRefusedException {
        return acquire(repository, db, what, clock, heartbeats, onLost, LoopLease::processAlive);
    }

    static LoopLease acquire(LeaseRepository repository, Path db, String what, Clock clock,
                             ScheduledExecutorService heartbeats, Runnable onLost, LongPredicate localPidAlive)
            throws LeaseRefusedException {
        long now = clock.millis();
        String host = localHost();
        LeaseHolder claim = LeaseHolder.claim(UUID.randomUUID().toString(), host, ProcessHandle.current().pid(), what,
                now);
        Optional<LeaseHolder> keeper = repository.tryAcquire(claim, h -> isGone(h, host, now, localPidAlive));
        if (keeper.isPresent()) {
            throw new LeaseRefusedException(refusal(db, keeper.get(), now));
        }
        LOG.info("took the control lease of {} ({} on {}, pid {})", db, what, host, claim.pid());
        return new LoopLease(repository, claim, clock, onLost, heartbeats);
    }

    /** The message a refused process shows: who holds the database, since when, and what to do. */
    static String refusal(Path db, LeaseHolder h, long nowMs) {
        long quietSeconds = Math.max(0, (nowMs - h.heartbeatMs()) / 1000);
        return "the database " + db + " is in use: its control loop is run by " + h.what() + " on host " + h.host()
                + ", pid " + h.pid() + ", since " + Instant.ofEpochMilli(h.sinceMs()) + " (last heartbeat "
                + quietSeconds + " s ago). One control loop per database: stop that process first, or use another"
                + " --db. Read-only commands (voddesk report, voddesk alarms) work beside it; a holder silent for "
                + STALE_AFTER.toSeconds() + " s is taken over.";
    }

    static boolean isGone(LeaseHolder h, String localHost, long nowMs, LongPredicate localPidAlive) {
        if (nowMs - h.heartbeatMs() > STALE_AFTER.toMillis()) {
            return true;
        }
        return h.host().equals(localHost) && !localPidAlive.test(h.pid());
    }

    private static boolean processAlive(long pid) {
        return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
    }

    private static String localHost() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }

    /** This process's claim as stored. */
    public LeaseHolder holder() {
        return holder;
    }

    /** Whether another process has taken the lease from this one. */
    public boolean lost() {
        return lost;
    }

    /** One renewal (public for tests that drive the heartbeat by hand). */
    public void beat() {
        if (lost) {
            return;
        }
        try {
            if (!repository.renew(holder.token(), clock.millis())) {
                lost = true;
                heartbeat.cancel(false);
                LOG.error("the control lease was taken by another process; this control loop stops");
                onLost.run();
            }
        } catch (StoreException e) {
            // A busy or briefly unreadable file: the next beat tries again well before the lease looks stale.
            LOG.warn("could not renew the control lease: {}", e.getMessage());
        } catch (RuntimeException e) {
            LOG.error("the control lease's loss handler failed", e);
        }
    }

    @Override
    public void close() {
        heartbeat.cancel(false);
        if (!lost) {
            try {
                repository.release(holder.token());
            } catch (StoreException e) {
                LOG.warn("could not release the control lease (it goes stale in {} s): {}", STALE_AFTER.toSeconds(),
                        e.getMessage());
            }
        }
    }
}
