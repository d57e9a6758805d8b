package org.voddesk.control.remote;

import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.random.RandomGenerator;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
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
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.server.ControlServer;
import org.voddesk.server.InProcessServers;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;
import org.voddesk.wire.ServerAddress;

/**
 * A control room with a history, for the contract tests of the history and camera facets on both sides: a
 * {@link LocalControl} over three demo nodes on loopback (80 cameras), driven round by round on a manual clock, with
 * the REM planner (whose random source always draws 0, so a loaded node gets a move to decide) and the accounts
 * {@code boss} (supervisor) and {@code op} (operator). A desk holds the control either in process
 * ({@link Side#LOCAL}) or over the wire ({@link Side#REMOTE}: a {@link RemoteControl} of its own connection to an
 * in-process gRPC server on that control). Commands that build the history run on the room's own control, as its
 * users ({@link #user}).
 */
final class HistoryRoom implements AutoCloseable {
    /** Which kind of {@code Control} a desk holds. */
    enum Side { LOCAL, REMOTE }

    /** A desk: the control it holds and its login. */
    record Desk(Control control, Principal user) {
    }

    static final long HOUR = 3_600_000;
    static final char[] PASSWORD = "correct horse".toCharArray();

    final Side side;
    final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    final DemoCluster cluster;
    final Store store;
    final LocalControl control;
    private final ExecutorService pool = Executors.newFixedThreadPool(3);
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
    private final ClusterClient client;
    private final String name = InProcessServerBuilder.generateName();
    private final ControlServer server;
    private final List<AutoCloseable> desks = new ArrayList<>();
    private final AtomicInteger ids = new AtomicInteger();

    HistoryRoom(Side side, Path dir) throws Exception {
        this.side = side;
        cluster = DemoCluster.start(DemoClusterConfig.of(3).withNoise(false), clock);
        client = ClusterClient.open(DemoClusterFiles.describe(cluster, dir.resolve("keys")), SshSettings.DEFAULT
                        .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5))
                        .withBackoff(Duration.ofMillis(1), Duration.ofMillis(2)),
                PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(10)),
                PassphraseProvider.NONE, pool, clock);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        store.users().create("boss", Role.SUPERVISOR, PASSWORD.clone(), clock.millis());
        store.users().create("op", Role.OPERATOR, PASSWORD.clone(), clock.millis());
        RandomGenerator zero = () -> 0L;
        control = new LocalControl(client, store, StoredSettings.of(SettingsRules.DEFAULT.withMigrationPlanner("rem")
                .withIntervals(Duration.ofSeconds(5), Duration.ZERO)), loop, Runnable::run, clock, zero,
                new RmtsReHomer(), () -> "s" + ids.incrementAndGet());
        server = side == Side.REMOTE ? InProcessServers.start(name, control) : null;
    }

    /** The clock moves one poll interval, then a round runs and the answers to what it began are recorded. */
    void round() {
        clock.advance(Duration.ofSeconds(5));
        control.tick();
        try {
            control.settledAsync().get(60, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new AssertionError("the moves in flight were not answered", e);
        }
    }

    /** Rounds until {@code done} holds of the snapshot (at most 10: a busy machine may need a round more). */
    void roundsUntil(Predicate<ClusterSnapshot> done) {
        for (int i = 0; i < 10 && !done.test(control.snapshot()); i++) {
            round();
        }
    }

    /** Rounds until every node is OK and measured (then the catalogue holds the nodes' 80 cameras). */
    void roundsUntilAllOk() {
        roundsUntil(s -> s.polled() && s.nodes().values().stream()
                .allMatch(n -> n.health() == NodeHealth.OK && n.loadMeasured()));
    }

    /** {@code n} sessions of distinct cameras at 3x on {@code node}, started on the node behind the control. */
    void loadNode(String node, int n) {
        for (int i = 1; i <= n; i++) {
            long begin = clock.millis() - 2 * HOUR - i * 1_000L;
            cluster.node(node).play(new PlayOrder(node + "-x" + i, String.format("cam-%03d", i), begin, begin, 3,
                    Quality.MAIN));
        }
    }

    /** {@code name}'s principal on the room's own control (for the commands that make the history). */
    Principal user(String name) {
        return control.login(name, PASSWORD.clone()).value();
    }

    /** A desk logged in as {@code user}. */
    Desk desk(String user) {
        Control c = side == Side.LOCAL ? control : remote();
        CommandResult<Principal> in = c.login(user, PASSWORD.clone());
        if (!in.ok()) {
            throw new AssertionError("cannot log in as " + user + ": " + in.message());
        }
        return new Desk(c, in.value());
    }

    private RemoteControl remote() {
        RemoteControl remote = RemoteControl.over(RemoteSession.over(InProcessChannelBuilder.forName(name).build(),
                new ServerAddress("127.0.0.1", 7443)), Runnable::run);
        desks.add(remote);
        return remote;
    }

    boolean audited(String action, String user) {
        return store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    @Override
    public void close() throws Exception {
        for (AutoCloseable d : desks) {
            d.close();
        }
        if (server != null) {
            server.close();
        }
        control.close();
        loop.shutdownNow();
        client.close();
        pool.shutdownNow();
        store.close();
        cluster.close();
    }
}
