package org.voddesk.control.remote;

import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.Role;
import org.voddesk.core.SiteHops;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.server.ControlServer;
import org.voddesk.server.InProcessServers;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.wire.ServerAddress;

/**
 * One control room and its desks, for the contract tests of the control API's facets on both sides: a
 * {@link LocalControl} on a store in a temporary folder (with the accounts {@code boss}, a supervisor, and
 * {@code operator}, unless made empty), and desks that hold it either in process ({@link Side#LOCAL}: the control
 * itself) or over the wire ({@link Side#REMOTE}: a {@link RemoteControl} of its own connection to an in-process gRPC
 * server on that control). With {@link #withDemoNode} the room has one demo node whose host key its known_hosts does
 * not know.
 */
final class DeskFixture implements AutoCloseable {
    /** Which kind of {@code Control} a desk holds. */
    enum Side { LOCAL, REMOTE }

    /** A desk: the control it holds and its login ({@code null} before one). */
    record Desk(Control control, Principal user) {
    }

    static final char[] PASSWORD = "correct horse battery".toCharArray();

    final Side side;
    final Path dir;
    final Store store;
    final LocalControl control;
    final DemoCluster cluster;
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
    private final ExecutorService work = Executors.newFixedThreadPool(2);
    private final ClusterClient client;
    private final String name = InProcessServerBuilder.generateName();
    private final ControlServer server;
    private final List<AutoCloseable> desks = new ArrayList<>();

    private DeskFixture(Side side, Path dir, boolean users, boolean demoNode) throws Exception {
        this.side = side;
        this.dir = dir;
        Clock clock = Clock.systemUTC();
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        if (users) {
            store.users().create("boss", Role.SUPERVISOR, PASSWORD.clone(), clock.millis());
            store.users().create("operator", Role.OPERATOR, PASSWORD.clone(), clock.millis());
        }
        cluster = demoNode ? DemoCluster.start(DemoClusterConfig.of(1).withNoise(false), clock) : null;
        ClusterFile file = demoNode ? forgetHostKeys(DemoClusterFiles.describe(cluster, dir.resolve("keys")))
                : new ClusterFile(dir.resolve("known_hosts"), List.of(), SiteHops.FLAT);
        client = ClusterClient.open(file, SshSettings.DEFAULT.withAcceptNewHostKeys(false)
                        .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(5)),
                PollSettings.DEFAULT, PassphraseProvider.NONE, pool, clock);
        control = LocalControl.create(client, store, StoredSettings.load(store, clock), loop, work, Runnable::run,
                clock);
        server = side == Side.REMOTE ? InProcessServers.start(name, control) : null;
    }

    /** A room with the two accounts and no node. */
    static DeskFixture of(Side side, Path dir) throws Exception {
        return new DeskFixture(side, dir, true, false);
    }

    /** A room without any account. */
    static DeskFixture withoutUsers(Side side, Path dir) throws Exception {
        return new DeskFixture(side, dir, false, false);
    }

    /** A room with the two accounts and one demo node whose host key is unknown. */
    static DeskFixture withDemoNode(Side side, Path dir) throws Exception {
        return new DeskFixture(side, dir, true, true);
    }

    private static ClusterFile forgetHostKeys(ClusterFile file) throws IOException {
        Files.write(file.knownHosts(), List.of());
        return file;
    }

    /** A desk logged in as {@code user} (with {@link #PASSWORD}). */
    Desk login(String user) throws Exception {
        return login(user, PASSWORD.clone());
    }

    Desk login(String user, char[] password) throws Exception {
        Control c = desk();
        CommandResult<Principal> in = c.login(user, password);
        if (!in.ok()) {
            throw new AssertionError("cannot log in as " + user + ": " + in.message());
        }
        return new Desk(c, in.value());
    }

    /** A desk before any login. */
    Desk anonymous() throws Exception {
        return new Desk(desk(), null);
    }

    /** Whether {@code password} logs {@code user} in now (on the room's own control). */
    boolean logsIn(String user, char[] password) {
        CommandResult<Principal> in = control.login(user, password);
        if (in.ok()) {
            control.logout(in.value());
        }
        return in.ok();
    }

    boolean audited(String action, String user) {
        return store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    private Control desk() throws IOException {
        if (side == Side.LOCAL) {
            return control;
        }
        RemoteControl remote = RemoteControl.over(RemoteSession.over(InProcessChannelBuilder.forName(name).build(),
                new ServerAddress("127.0.0.1", 7443)), Runnable::run);
        desks.add(remote);
        return remote;
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
        work.shutdownNow();
        client.close();
        pool.shutdownNow();
        store.close();
        if (cluster != null) {
            cluster.close();
        }
    }
}
