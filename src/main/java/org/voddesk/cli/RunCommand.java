package org.voddesk.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.Subscription;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.store.Store;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk run}: the console's control loop without a window, the service form of the console. It takes the
 * database's control lease (refused, naming the holder, while another loop runs on it), polls, re-homes, expires
 * and plans as the console does, and prints each control event as one {@link EventLine} until interrupted
 * (SIGINT/SIGTERM: the loop stops, the lease is given up, then exit 0; exit 1, said on stderr, when that stop fails
 * or takes more than {@link #STOP_LIMIT}) or until another process takes the lease over (exit 1). It refuses to
 * start on a database or a private key that others may write ({@link LooseModes}).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run the control loop headless and print each control event as one line, until interrupted.")
final class RunCommand implements Callable<Integer> {
    @Mixin
    ClusterOptions cluster;

    @Option(names = "--db", required = true, paramLabel = "FILE", description = "The SQLite database of the loop.")
    Path db;

    @Spec
    CommandSpec spec;

    /** How long a signal waits for the clean stop before the process ends with 1 all the same. */
    static final Duration STOP_LIMIT = Duration.ofSeconds(10);

    /** Counted down to end the run: by the shutdown hook, a lost lease, or a test. */
    final CountDownLatch stop = new CountDownLatch(1);
    private final AtomicBoolean leaseLost = new AtomicBoolean();
    private final AtomicBoolean signalled = new AtomicBoolean();

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ClusterFile file = cluster.read();
        LooseModes.refuse(db, file.nodes());
        Clock clock = Clock.systemUTC();
        CountDownLatch closed = new CountDownLatch(1);
        AtomicInteger exit = new AtomicInteger(1);
        // A JVM ended by a signal exits 128 + the signal's number once its hooks have run, so after the clean stop
        // the hook ends it itself (System.exit in a hook would wait for this hook forever).
        Thread hook = new Thread(() -> {
            signalled.set(true);
            stop.countDown();
            int code = awaitStopped(closed, exit, err, STOP_LIMIT);
            out.flush();
            err.flush();
            Runtime.getRuntime().halt(code);
        }, "voddesk-run-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            loop(file, clock, out);
            exit.set(0);
        } catch (Exception | Error e) {
            if (signalled.get()) {
                err.println("voddesk run: the loop did not stop cleanly: " + e.getMessage());
            }
            throw e;
        } finally {
            closed.countDown();
            removeHook(hook);
        }
        if (leaseLost.get()) {
            throw new IllegalStateException("another process took over the control lease of " + db);
        }
        return 0;
    }

    /** The loop from the lease to its clean stop: loop stopped, executors ended, lease given up, store closed. */
    private void loop(ClusterFile file, Clock clock, PrintWriter out) throws Exception {
        try (ClusterOptions.Wired wired = cluster.open(file, false);
             Store store = Store.open(db);
             LeaseWiring lease = LeaseWiring.take(store, "voddesk run", clock)) {
            ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(
                    ConsoleStartup.daemon("voddesk-control"));
            ExecutorService events = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-events"));
            ExecutorService work = Executors.newFixedThreadPool(ConsoleStartup.WORK_POOL,
                    ConsoleStartup.daemon("voddesk-work"));
            try (LocalControl control = LocalControl.create(wired.client(), store, StoredSettings.load(store, clock), loop,
                    work, events, clock);
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
                print(out, Instant.now(clock) + " LoopStarted db=" + db + " nodes="
                        + wired.client().cluster().nodes().size());
                control.start();
                stop.await();
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
    static int awaitStopped(CountDownLatch closed, AtomicInteger exit, PrintWriter err, Duration limit) {
        try {
            if (closed.await(limit.toMillis(), TimeUnit.MILLISECONDS)) {
                return exit.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        err.println("voddesk run: the loop did not stop within " + limit.toSeconds() + " s; exiting with 1");
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
