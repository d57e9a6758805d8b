package org.voddesk.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Subscription;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.store.Store;

/**
 * The control loop without a window, as {@code voddesk run} and {@code voddesk server} run it: it takes the database's
 * control lease (refused, naming the holder, while another loop runs on it), opens what the command adds beside the
 * loop ({@link Beside}: the control server, whose first line comes first), polls, re-homes, expires and plans as the
 * console does, and prints each control event as one {@link EventLine} until interrupted (SIGINT/SIGTERM: what runs beside stops, then the loop, the lease
 * is given up, then exit 0; exit 1, said on stderr, when that stop fails or takes more than {@link #STOP_LIMIT}) or
 * until another process takes the lease over (exit 1).
 */
final class HeadlessLoop {
    /** How long a signal waits for the clean stop before the process ends with 1 all the same. */
    static final Duration STOP_LIMIT = Duration.ofSeconds(10);

    /** What runs beside the loop, opened before it starts and closed before it stops. */
    interface Beside {
        /** Nothing ({@code voddesk run}). */
        Beside NOTHING = (control, store, out) -> () -> { };

        /**
         * @param store the loop's store, its lease taken (for what reads the history beside the control: the reports)
         * @param out   prints one line as the loop prints its events
         */
        AutoCloseable open(Control control, Store store, Consumer<String> out) throws Exception;
    }

    private final String command;
    private final CountDownLatch stop;
    private final AutoCloseable after;
    private final AtomicBoolean leaseLost = new AtomicBoolean();
    private final AtomicBoolean signalled = new AtomicBoolean();

    /**
     * @param command the command's name in messages and in the lease ({@code voddesk run})
     * @param stop    counted down to end the run: by the shutdown hook, a lost lease, or a test
     * @param after   closed once the loop has stopped, before a signal ends the process (the demo's nodes)
     */
    HeadlessLoop(String command, CountDownLatch stop, AutoCloseable after) {
        this.command = command;
        this.stop = stop;
        this.after = after;
    }

    /**
     * Runs the loop on {@code file}'s nodes and {@code db} until stopped; {@code seed} writes to the store once its
     * lease is taken, before the loop starts.
     *
     * @return 0 after a clean stop
     * @throws IllegalStateException when another process took the lease over
     */
    int run(ClusterFile file, Path db, Consumer<Store> seed, Beside beside, PrintWriter out, PrintWriter err)
            throws Exception {
        Clock clock = Clock.systemUTC();
        CountDownLatch closed = new CountDownLatch(1);
        AtomicInteger exit = new AtomicInteger(1);
        // A JVM ended by a signal exits 128 + the signal's number once its hooks have run, so after the clean stop
        // the hook ends it itself (System.exit in a hook would wait for this hook forever).
        Thread hook = new Thread(() -> {
            signalled.set(true);
            stop.countDown();
            int code = awaitStopped(closed, exit, err, STOP_LIMIT, command);
            out.flush();
            err.flush();
            Runtime.getRuntime().halt(code);
        }, "voddesk-run-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            loop(file, db, seed, beside, clock, out);
            exit.set(0);
        } catch (Exception | Error e) {
            if (signalled.get()) {
                err.println(command + ": the loop did not stop cleanly: " + e.getMessage());
            }
            throw e;
        } finally {
            try {
                after.close();
            } finally {
                closed.countDown();
                removeHook(hook);
            }
        }
        if (leaseLost.get()) {
            throw new IllegalStateException("another process took over the control lease of " + db);
        }
        return 0;
    }

    /** The loop from the lease to its clean stop: loop stopped, executors ended, lease given up, store closed. */
    private void loop(ClusterFile file, Path db, Consumer<Store> seed, Beside beside, Clock clock, PrintWriter out)
            throws Exception {
        try (ClusterOptions.Wired wired = ClusterOptions.open(file, false);
             Store store = Store.open(db);
             LeaseWiring lease = LeaseWiring.take(store, command, clock)) {
            seed.accept(store);
            ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(
                    ConsoleStartup.daemon("voddesk-control"));
            ExecutorService events = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-events"));
            ExecutorService work = Executors.newFixedThreadPool(ConsoleStartup.WORK_POOL,
                    ConsoleStartup.daemon("voddesk-work"));
            try (LocalControl control = LocalControl.create(wired.client(), store, StoredSettings.load(store, clock),
                    loop, work, events, clock);
                 Subscription printing = control.subscribe(e -> {
                     if (!(e instanceof ControlEvent.SnapshotEvent)) { // a line per change, not per round
                         print(out, EventLine.format(e));
                     }
                 })) {
                lease.guard(control);
                lease.onLost(() -> {
                    leaseLost.set(true);
                    print(out, Instant.now(clock) + " LeaseLost db=" + db + " detail=\"another process took the"
                            + " control lease over; this loop stops\"");
                    stop.countDown();
                });
                try (AutoCloseable whatIf = WhatIfWiring.offer(control, WhatIfWiring.days(store.file()));
                     AutoCloseable besides = beside.open(control, store, line -> print(out, line))) {
                    print(out, Instant.now(clock) + " LoopStarted db=" + db + " nodes="
                            + wired.client().cluster().nodes().size());
                    control.start();
                    stop.await();
                }
                control.stop();
            } finally {
                loop.shutdownNow();
                events.shutdown();
                work.shutdownNow();
                events.awaitTermination(2, TimeUnit.SECONDS);
            }
        }
        print(out, Instant.now(clock) + " LoopStopped db=" + db);
    }

    /** The exit code after a signal: the run's own once it has stopped, 1 (said on stderr) if it takes too long. */
    static int awaitStopped(CountDownLatch closed, AtomicInteger exit, PrintWriter err, Duration limit,
                            String command) {
        try {
            if (closed.await(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                return exit.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.println(command + ": the loop did not stop within " + limit.toSeconds() + " s; exiting with 1");
        return 1;
    }

    private static synchronized void print(PrintWriter out, String line) {
        out.println(line);
        out.flush();
    }

    private static void removeHook(Thread hook) {
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook is running and waits for us
        }
    }
}
