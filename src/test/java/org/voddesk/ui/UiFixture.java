package org.voddesk.ui;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.PlayOrder;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;

/**
 * A real {@link Control} for UI tests: demo nodes on loopback, a store in a temporary directory (fast password
 * hashing), a manual clock, events delivered on the loop thread. The loop is not started: {@link #round}
 * advances the clock and folds one poll, so a test decides when the cluster changes.
 */
public final class UiFixture implements AutoCloseable {
    public static final char[] PASSWORD = "correct horse".toCharArray();
    private static final long TWO_HOURS_MS = 7_200_000L;

    public final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    public final DemoCluster cluster;
    public final Store store;
    public final LocalControl control;
    private final ClusterClient client;
    private final ExecutorService pool;
    private final ScheduledExecutorService loop = new ScheduledThreadPoolExecutor(1);

    /** @param sessionsPerNode sessions each demo node plays from the start */
    public UiFixture(Path dir, int nodes, int sessionsPerNode) throws Exception {
        this(dir, nodes, sessionsPerNode, SettingsRules.DEFAULT, RandomGenerator.of("L64X128MixRandom"));
    }

    /**
     * No sessions at the start; the planner runs every round and its random source always draws 0, so REM proposes
     * whenever {@code p > 0} (the Migrations tests load a node with {@link #loadNode} and get moves). The planner
     * is pinned to REM, whose moves on one loaded node these tests rely on, whatever the default pair is.
     */
    public UiFixture(Path dir, int nodes) throws Exception {
        this(dir, nodes, 0, SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO), () -> 0L);
    }

    private UiFixture(Path dir, int nodes, int sessionsPerNode, ControlSettings settings, RandomGenerator random)
            throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withNoise(false).withSessionsPerNode(sessionsPerNode),
                clock);
        ClusterFile files = DemoClusterFiles.describe(cluster, dir.resolve("keys"));
        pool = Executors.newFixedThreadPool(Math.min(64, nodes));
        client = ClusterClient.open(files, SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10),
                        Duration.ofSeconds(10)),
                PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(30)),
                PassphraseProvider.NONE, pool, clock);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        control = new LocalControl(client, store, StoredSettings.of(settings), loop, Runnable::run, clock, random,
                new RmtsReHomer(), () -> UUID.randomUUID().toString());
    }

    /** The clock moves one poll interval and a round is folded. */
    public void round() {
        clock.advance(Duration.ofSeconds(5));
        control.tick();
        control.settledAsync().orTimeout(60, java.util.concurrent.TimeUnit.SECONDS).join();
    }

    /** Rounds until {@code done} holds of the snapshot, at most 10 (a slow poll may need another round). */
    public void roundsUntil(Predicate<ClusterSnapshot> done) {
        for (int i = 0; i < 10 && !done.test(control.snapshot()); i++) {
            round();
        }
    }

    /** Rounds until every node answered and is measured. */
    public void roundsUntilAllOk() {
        roundsUntil(s -> s.polled() && s.nodes().values().stream()
                .allMatch(n -> n.health() == NodeHealth.OK && n.loadMeasured()));
    }

    /** Rounds until every node answered and is measured, and the nodes' recordings are listed. */
    public void roundsUntilReady() {
        roundsUntilAllOk();
        roundsUntil(s -> !s.recordings().cameraIds().isEmpty());
    }

    /** {@code n} sessions of distinct cameras at 3x on {@code node}, started on the node behind the console. */
    public void loadNode(String node, int n) {
        for (int i = 1; i <= n; i++) {
            long begin = clock.millis() - TWO_HOURS_MS - i * 1_000L;
            cluster.node(node).play(new PlayOrder(node + "-x" + i, String.format("cam-%03d", i), begin, begin, 3,
                    Quality.MAIN));
        }
    }

    /** A stored user, logged in (Control honours only the principals it issued). */
    public Principal user(String name, Role role) {
        store.users().create(name, role, PASSWORD.clone(), clock.millis());
        return control.login(name, PASSWORD.clone()).value();
    }

    @Override
    public void close() {
        control.close();
        loop.shutdownNow();
        client.close();
        pool.shutdownNow();
        store.close();
        cluster.close();
    }
}
