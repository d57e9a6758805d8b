package org.voddesk.control.remote;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.UnaryOperator;
import org.voddesk.control.api.Control;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.Role;
import org.voddesk.core.SiteHops;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.CuttableProxy;
import org.voddesk.testing.ManualClock;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * A control server on a TLS socket on 127.0.0.1 over a {@link LocalControl} with no nodes and two accounts
 * ({@code operator}, {@code boss}), reached through a {@link CuttableProxy} that a test cuts as a network would. Its
 * logins expire on {@link #serverClock}, which moves only when a test moves it; {@code wrap} may put a control of the
 * test's in front of the local one.
 */
final class RelayedServer implements AutoCloseable {
    static final String OPERATOR_PASSWORD = "operator secret";

    final Store store;
    final ManualClock serverClock = new ManualClock(Instant.parse("2026-12-03T10:00:00Z"));
    final KnownServers known;
    final ControlServer server;
    final CuttableProxy proxy;
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
    private final ExecutorService work = Executors.newFixedThreadPool(2);
    private final ClusterClient client;
    private final LocalControl control;

    RelayedServer(Path dir, UnaryOperator<Control> wrap) throws Exception {
        Clock clock = Clock.systemUTC();
        Path db = dir.resolve("voddesk.db");
        store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        store.users().create("operator", Role.OPERATOR, OPERATOR_PASSWORD.toCharArray(), clock.millis());
        store.users().create("boss", Role.SUPERVISOR, "supervisor secret".toCharArray(), clock.millis());
        client = ClusterClient.open(new ClusterFile(dir.resolve("known_hosts"), List.of(), SiteHops.FLAT),
                SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool, clock);
        control = LocalControl.create(client, store, StoredSettings.load(store, clock), loop, work, Runnable::run,
                clock);
        ReportService reports = new ReportService(store, work, ReportSettings.of("test cluster"),
                new StoredAlarms(store.alarms()));
        server = ControlServer.start(wrap.apply(control), reports, ServerIdentity.besideDatabase(db, clock),
                new ServerSettings(new ServerAddress("127.0.0.1", 0), "test"), serverClock);
        proxy = new CuttableProxy("127.0.0.1", server.address().port());
        known = KnownServers.inHome(dir.resolve("home"));
    }

    /** The proxy's address: where a desk connects. */
    ServerAddress address() {
        return new ServerAddress("127.0.0.1", proxy.port());
    }

    /** A session through the proxy, the server's key accepted, logged in as {@code operator}. */
    RemoteSession operatorSession() throws Exception {
        RemoteSession s = RemoteSession.connect(address(), known, true);
        if (!s.login("operator", OPERATOR_PASSWORD.toCharArray()).ok()) {
            throw new IllegalStateException("the operator could not log in");
        }
        return s;
    }

    boolean audited(String action, String user) {
        return store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    @Override
    public void close() {
        proxy.close();
        server.close();
        control.close();
        loop.shutdownNow();
        work.shutdownNow();
        client.close();
        pool.shutdownNow();
        store.close();
    }
}
