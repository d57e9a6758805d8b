package org.voddesk.control.local;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.random.RandomGenerator;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.moves.ReHomer;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.PlayOrder;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;

/**
 * A control layer wired to a demo cluster on loopback, a store in a temporary directory, a manual clock, a
 * random source that always draws 0 (so REM always migrates when {@code p > 0}) and a same-thread event
 * executor that records every event. {@link #round} advances the clock by a poll interval and runs a round;
 * {@link #polls} can hold a round mid-flight. Public for the tests of other packages that need a control with
 * nodes (the remote control's, {@code control.remote.RemoteFixture}).
 */
public final class ControlFixture implements AutoCloseable {
    public static final long HOUR = 3_600_000;
    public static final char[] PASSWORD = "correct horse".toCharArray();

    public final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    public final DemoCluster cluster;
    final ClusterClient client;
    /** The cluster file the client was opened on (a restarted console opens another client on it). */
    final org.voddesk.node.cluster.ClusterFile files;
    final ExecutorService pool = Executors.newFixedThreadPool(3);
    private final ExecutorService workPool = Executors.newFixedThreadPool(2);
    /** Holds every task of the work executor until counted down ({@link #holdWork}). */
    private volatile java.util.concurrent.CountDownLatch workHeld = new java.util.concurrent.CountDownLatch(0);
    /** The control layer's work executor (reads, password hashing, probes); {@link #holdWork} holds it. */
    final java.util.concurrent.Executor work = task -> workPool.execute(() -> {
        try {
            workHeld.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        task.run();
    });
    final ScheduledExecutorService loop = new java.util.concurrent.ScheduledThreadPoolExecutor(1);
    public final Store store;
    final HeldPolls polls;
    public final LocalControl control;
    public final List<ControlEvent> events = new CopyOnWriteArrayList<>();
    private final AtomicInteger ids = new AtomicInteger();

    /** @param settings the settings in force, or {@code null} for the database's ({@link StoredSettings#load}) */
    public ControlFixture(Path dir, int nodes, ControlSettings settings) throws Exception {
        this(dir, nodes, settings, new RmtsReHomer());
    }

    ControlFixture(Path dir, int nodes, ControlSettings settings, ReHomer reHomer) throws Exception {
        this(dir, nodes, settings, reHomer, files -> { }, ssh -> ssh);
    }

    /**
     * @param beforeOpen runs on the written cluster files (say, to edit known_hosts) before the client opens them
     * @param ssh        adjusts the SSH settings (host-key policy, backoff)
     */
    public ControlFixture(Path dir, int nodes, ControlSettings settings, ReHomer reHomer,
                   java.util.function.Consumer<org.voddesk.node.cluster.ClusterFile> beforeOpen,
                   java.util.function.UnaryOperator<SshSettings> ssh) throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withNoise(false), clock);
        files = DemoClusterFiles.describe(cluster, dir.resolve("keys"));
        beforeOpen.accept(files);
        client = openClient(ssh);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        RandomGenerator zero = () -> 0L;
        polls = new HeldPolls(client.poller());
        control = new LocalControl(client, store,
                settings == null ? StoredSettings.load(store, clock) : StoredSettings.of(settings), loop, work,
                Runnable::run, clock, zero,
                reHomer, () -> "s" + ids.incrementAndGet(), polls);
        control.subscribe(events::add);
    }

    /** Another client on the fixture's cluster file, polling on its pool (the caller closes it). */
    ClusterClient openClient(java.util.function.UnaryOperator<SshSettings> ssh) throws Exception {
        return ClusterClient.open(files, ssh.apply(SshSettings.DEFAULT
                        .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5))
                        .withBackoff(Duration.ofMillis(1), Duration.ofMillis(2))),
                PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(10)),
                PassphraseProvider.NONE, pool, clock);
    }

    /**
     * The clock moves one poll interval, then a round runs, and the nodes' answers to the moves and stale stops it
     * began are recorded ({@link #settle}).
     */
    public void round() {
        clock.advance(Duration.ofSeconds(5));
        control.tick();
        settle();
    }

    /** Waits until the loop has recorded every answer to the moves and stale stops sent so far. */
    public void settle() {
        try {
            control.parts().runner.settledAsync().get(60, java.util.concurrent.TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the moves and stale stops in flight were not answered", e);
        }
    }

    /**
     * Rounds until {@code done} holds of the snapshot (at most 10): on a loaded machine a poll may time out, and
     * a node then needs another round or two to be measured again.
     */
    public void roundsUntil(java.util.function.Predicate<ClusterSnapshot> done) {
        for (int i = 0; i < 10 && !done.test(control.snapshot()); i++) {
            round();
        }
    }

    /** Rounds until every node is OK and measured. */
    public void roundsUntilAllOk() {
        roundsUntil(ControlFixture::allMeasured);
    }

    /** Whether every node's reply parsed and its load is measured. */
    public static boolean allMeasured(ClusterSnapshot s) {
        return s.polled() && s.nodes().values().stream()
                .allMatch(n -> n.health() == org.voddesk.core.NodeHealth.OK && n.loadMeasured());
    }

    public void rounds(int n) {
        for (int i = 0; i < n; i++) {
            round();
        }
    }

    /** {@code n} sessions of distinct cameras at 3x on {@code node}, started on the node behind the console. */
    public void loadNode(String node, int n) {
        for (int i = 1; i <= n; i++) {
            long begin = clock.millis() - 2 * HOUR - i * 1_000L;
            cluster.node(node).play(new PlayOrder(node + "-x" + i, String.format("cam-%03d", i), begin, begin, 3,
                    Quality.MAIN));
        }
    }

    public Principal user(String name, Role role) {
        store.users().create(name, role, PASSWORD.clone(), clock.millis());
        return control.login(name, PASSWORD.clone()).value();
    }

    /** The command line's principal for OS user {@code osUser}, as {@code voddesk play} gets it. */
    Principal cli(String osUser) {
        return CommandLineLogin.of(control).osUser(osUser, "a test");
    }

    /** Tasks of the work executor wait until the returned latch is counted down. */
    java.util.concurrent.CountDownLatch holdWork() {
        workHeld = new java.util.concurrent.CountDownLatch(1);
        return workHeld;
    }

    public <T extends ControlEvent> List<T> events(Class<T> type) {
        return events.stream().filter(type::isInstance).map(type::cast).toList();
    }

    public boolean audited(String action) {
        return store.audit().recent(1000).stream().anyMatch(a -> a.entry().action().equals(action));
    }

    @Override
    public void close() {
        polls.close();
        control.close();
        loop.shutdownNow();
        client.close();
        pool.shutdownNow();
        workHeld.countDown();
        workPool.shutdownNow();
        store.close();
        cluster.close();
    }
}
