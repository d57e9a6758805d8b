package org.voddesk.control.remote;

import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.core.Role;
import org.voddesk.report.DailyReports;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;
import org.voddesk.wire.tls.ServerKeyException;

/**
 * The same control in process and over the wire, for tests that run the same assertions against each
 * ({@link Side}): a {@link ControlFixture}'s {@code LocalControl} (demo nodes, a manual clock) served by a
 * {@link ControlServer} on gRPC's in-process transport (no socket, no TLS; the same services, interceptors and token
 * table as on Netty) and, from the first desk that asks for it, by a second {@code ControlServer} on a real TLS socket
 * on 127.0.0.1 (its identity beside the fixture's database, trusted by a {@code known_servers} of the fixture); and
 * {@link Desk}s on any side, each a control and the principal of its login. Closing it closes the desks' connections,
 * the servers and the fixture.
 */
public final class RemoteFixture implements AutoCloseable {
    /** The name the in-process server goes by in messages (the transport has no address). */
    public static final ServerAddress IN_PROCESS = new ServerAddress("127.0.0.1", 1);

    /** Which control a desk holds. */
    public enum Side {
        /** The {@code LocalControl} itself, as one desk holds it. */
        IN_PROCESS,
        /** A {@link RemoteControl} of the server on that control, on gRPC's in-process transport. */
        OVER_THE_WIRE,
        /** A {@link RemoteControl} of a server on that control on a TLS socket on 127.0.0.1, as a desk connects. */
        OVER_TLS
    }

    /**
     * A desk: the control it holds and the principal of its login there.
     *
     * @param control the control, in process or over the wire
     * @param user    the principal its login returned
     */
    public record Desk(Control control, Principal user) {
    }

    private final ControlFixture local;
    private final String name = InProcessServerBuilder.generateName();
    private final ExecutorService reportPool = Executors.newSingleThreadExecutor();
    private final DailyReports reports;
    private final ControlServer server;
    private final List<RemoteControl> opened = new CopyOnWriteArrayList<>();
    /** The server on a TLS socket, started for the first desk over TLS; null before. */
    private ControlServer tls;

    /**
     * Serves {@code local}'s control in process, and the reports of its store ({@link #reports}); this fixture closes
     * {@code local} when it closes.
     */
    public RemoteFixture(ControlFixture local) throws IOException {
        this(local, null);
    }

    /** Serves {@code local}'s control and {@code reports} (the reports of its store when null). */
    RemoteFixture(ControlFixture local, DailyReports reports) throws IOException {
        this.local = local;
        this.reports = reports != null ? reports : new ReportService(local.store, reportPool,
                ReportSettings.of("test cluster"), new StoredAlarms(local.store.alarms()));
        this.server = ControlServer.start(InProcessServerBuilder.forName(name), local.control, this.reports,
                "SHA256:in-process", ServerSettings.on(IN_PROCESS, "test-version"), Clock.systemUTC());
    }

    /** The reports the server serves, in process: what the console on the server machine previews. */
    public DailyReports reports() {
        return reports;
    }

    /** The control in process and its nodes, store and clock. */
    public ControlFixture local() {
        return local;
    }

    /**
     * A new account {@code name} with {@code role} (password {@link ControlFixture#PASSWORD}), logged in on
     * {@code side}: at the control in process, or over a new connection to the server.
     */
    public Desk desk(Side side, String name, Role role) throws IOException {
        local.store.users().create(name, role, ControlFixture.PASSWORD.clone(), local.clock.millis());
        Control control = anonymous(side);
        CommandResult<Principal> in = control.login(name, ControlFixture.PASSWORD.clone());
        if (!in.ok()) {
            throw new IllegalStateException("the login of " + name + " failed: " + in.message());
        }
        return new Desk(control, in.value());
    }

    /**
     * A desk on {@code side} logged in as the existing account {@code name} (password {@link ControlFixture#PASSWORD}):
     * another login of that user, over a new connection when over the wire.
     */
    public Desk login(Side side, String name) throws IOException {
        Control control = anonymous(side);
        CommandResult<Principal> in = control.login(name, ControlFixture.PASSWORD.clone());
        if (!in.ok()) {
            throw new IllegalStateException("the login of " + name + " failed: " + in.message());
        }
        return new Desk(control, in.value());
    }

    /** The control a desk on {@code side} holds before any login (over the wire: a new connection). */
    public Control anonymous(Side side) throws IOException {
        return switch (side) {
            case IN_PROCESS -> local.control;
            case OVER_THE_WIRE -> connect();
            case OVER_TLS -> connectOverTls();
        };
    }

    /** Whether the control audited {@code action} by {@code user}. */
    public boolean audited(String action, String user) {
        return local.store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    /** A new connection to the server, not logged in; closed with the fixture. */
    public RemoteControl connect() throws IOException {
        RemoteControl remote = connect(name);
        opened.add(remote);
        return remote;
    }

    /**
     * A new connection to the server on a TLS socket (started at the first), its key accepted on first contact into
     * the fixture's {@code known_servers}, not logged in; closed with the fixture.
     */
    public RemoteControl connectOverTls() throws IOException {
        ControlServer server = tlsServer();
        Path db = local.store.file();
        KnownServers known = KnownServers.inHome(db.resolveSibling("desk-home"));
        RemoteControl remote;
        try {
            remote = RemoteControl.connect(server.address(), known, true, Runnable::run);
        } catch (ServerKeyException e) {
            throw new IllegalStateException("the desk refused the key of its own fixture's server", e);
        }
        opened.add(remote);
        return remote;
    }

    private synchronized ControlServer tlsServer() throws IOException {
        if (tls == null) {
            tls = ControlServer.start(local.control, reports, ServerIdentity.besideDatabase(local.store.file(),
                    Clock.systemUTC()), ServerSettings.on(new ServerAddress("127.0.0.1", 0), "test-version"),
                    Clock.systemUTC());
        }
        return tls;
    }

    /**
     * A new connection to the in-process server registered as {@code serverName}, not logged in, its events delivered
     * on the thread that brings them (the caller closes it).
     */
    public static RemoteControl connect(String serverName) throws IOException {
        return RemoteControl.over(RemoteSession.over(InProcessChannelBuilder.forName(serverName).build(), IN_PROCESS),
                Runnable::run);
    }

    @Override
    public void close() {
        opened.forEach(RemoteControl::close);
        synchronized (this) {
            if (tls != null) {
                tls.close();
            }
        }
        server.close();
        reportPool.shutdownNow();
        local.close();
    }
}
