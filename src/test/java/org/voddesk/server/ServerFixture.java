package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.CallCredentials;
import io.grpc.Grpc;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.TlsChannelCredentials;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
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
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.OpenPlansRequest;
import org.voddesk.wire.PlansGrpc;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.WhoAmIRequest;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.tls.FingerprintTrustManager;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * A control server on a real TLS socket on 127.0.0.1 (an ephemeral port) over a {@link LocalControl} with no nodes and
 * two accounts, its identity beside its database in {@code dir}. Logins expire on {@link #tokenClock}, which moves
 * only when a test moves it. {@link #channel} opens a client connection that trusts the server's key.
 */
final class ServerFixture implements AutoCloseable {
    static final char[] OPERATOR_PASSWORD = "operator secret".toCharArray();
    static final char[] SUPERVISOR_PASSWORD = "supervisor secret".toCharArray();

    final Path dir;
    final Path db;
    final ManualClock tokenClock = new ManualClock(Instant.parse("2026-12-03T10:00:00Z"));
    final Store store;
    final KnownServers known;
    private final ExecutorService pool = Executors.newFixedThreadPool(2);
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
    private final ExecutorService work = Executors.newFixedThreadPool(2);
    private final ClusterClient client;
    /** The demo nodes of the cluster, null for none. */
    private final DemoCluster cluster;
    final LocalControl control;
    /** The reports of the store, which the server serves. */
    final ReportService reports;
    final ControlServer server;

    /** A server on a TLS socket. */
    ServerFixture(Path dir) throws Exception {
        this(dir, (io.grpc.ServerBuilder<?>) null);
    }

    /** A server on a TLS socket that presents {@code identity} (a site's certificate) instead of a key of its own. */
    ServerFixture(Path dir, ServerIdentity identity) throws Exception {
        this(dir, null, EventLimits.DEFAULT, 0, identity);
    }

    /**
     * A server on {@code inProcess}'s transport when not null (in-process: no TLS, no socket), else on a TLS socket.
     */
    ServerFixture(Path dir, io.grpc.ServerBuilder<?> inProcess) throws Exception {
        this(dir, inProcess, EventLimits.DEFAULT);
    }

    /** As {@link #ServerFixture(Path, io.grpc.ServerBuilder)}, holding events as {@code limits} say. */
    ServerFixture(Path dir, io.grpc.ServerBuilder<?> inProcess, EventLimits limits) throws Exception {
        this(dir, inProcess, limits, 0);
    }

    /**
     * As {@link #ServerFixture(Path, io.grpc.ServerBuilder, EventLimits)}, over a cluster of {@code demoNodes} demo
     * nodes on loopback (none: a cluster without nodes).
     */
    ServerFixture(Path dir, io.grpc.ServerBuilder<?> inProcess, EventLimits limits, int demoNodes) throws Exception {
        this(dir, inProcess, limits, demoNodes, null);
    }

    private ServerFixture(Path dir, io.grpc.ServerBuilder<?> inProcess, EventLimits limits, int demoNodes,
                          ServerIdentity identity) throws Exception {
        this.dir = dir;
        this.db = dir.resolve("voddesk.db");
        Clock clock = Clock.systemUTC();
        store = Store.open(db, StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        store.users().create("operator", Role.OPERATOR, OPERATOR_PASSWORD.clone(), clock.millis());
        store.users().create("boss", Role.SUPERVISOR, SUPERVISOR_PASSWORD.clone(), clock.millis());
        cluster = demoNodes > 0 ? DemoCluster.start(DemoClusterConfig.of(demoNodes).withNoise(false), clock) : null;
        ClusterFile nodes = cluster == null ? new ClusterFile(dir.resolve("known_hosts"), List.of(), SiteHops.FLAT)
                : DemoClusterFiles.describe(cluster, dir.resolve("keys"));
        client = ClusterClient.open(nodes, SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool,
                clock);
        control = LocalControl.create(client, store, StoredSettings.load(store, clock), loop, work, Runnable::run,
                clock);
        reports = new ReportService(store, work, ReportSettings.of("test cluster"), new StoredAlarms(store.alarms()));
        ServerSettings settings = new ServerSettings(new ServerAddress("127.0.0.1", 0), "test-version");
        server = inProcess == null
                ? ControlServer.start(control, reports, identity != null ? identity
                        : ServerIdentity.besideDatabase(db, clock), settings, tokenClock)
                : ControlServer.start(inProcess, control, reports, "SHA256:in-process", settings, tokenClock, limits);
        known = new KnownServers(dir.resolve("home").resolve(".voddesk").resolve("known_servers"));
    }

    /** A new client connection to the server that trusts its key (accepted on first contact). */
    ManagedChannel channel() {
        return Grpc.newChannelBuilderForAddress(server.address().host(), server.address().port(),
                TlsChannelCredentials.newBuilder()
                        .trustManager(new FingerprintTrustManager(known, server.address(), true)).build()).build();
    }

    /** A blocking stub on {@code channel} with a deadline of 30 s, carrying {@code token} when not null. */
    static ControlGrpc.ControlBlockingStub stub(ManagedChannel channel, String token) {
        ControlGrpc.ControlBlockingStub stub = ControlGrpc.newBlockingStub(channel)
                .withDeadlineAfter(30, TimeUnit.SECONDS);
        return token == null ? stub : stub.withCallCredentials(bearer(token));
    }

    /** {@code token} as a call's credentials. */
    static CallCredentials bearer(String token) {
        return new CallCredentials() {
            @Override
            public void applyRequestMetadata(RequestInfo info, java.util.concurrent.Executor executor,
                                             MetadataApplier applier) {
                Metadata m = new Metadata();
                m.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
                applier.apply(m);
            }
        };
    }

    /**
     * A desk logged in on a connection of its own.
     *
     * @param name    its user
     * @param channel its connection (closed with the desk)
     * @param token   its login's token
     */
    record Desk(String name, ManagedChannel channel, String token) implements AutoCloseable {
        @Override
        public void close() {
            channel.shutdownNow();
        }
    }

    /** A new connection logged in as {@code name}. */
    Desk desk(String name, char[] password) {
        ManagedChannel c = channel();
        return new Desk(name, c, stub(c, null).login(LoginRequest.newBuilder().setName(name)
                .setPassword(new String(password)).build()).getToken());
    }

    /**
     * Asserts that the server still serves its desks after another desk was refused: {@code before}, logged in
     * earlier, is answered who it is and the open plans (a read through the control), and so is a desk that logs in
     * now on a new connection.
     */
    void stillServes(Desk before) {
        assertServed(before);
        try (Desk now = desk("boss", SUPERVISOR_PASSWORD.clone())) {
            assertServed(now);
        }
    }

    private static void assertServed(Desk desk) {
        assertThat(stub(desk.channel(), desk.token()).whoAmI(WhoAmIRequest.getDefaultInstance()).getName())
                .isEqualTo(desk.name());
        OpenPlansReply plans = PlansGrpc.newBlockingStub(desk.channel()).withDeadlineAfter(30, TimeUnit.SECONDS)
                .withCallCredentials(bearer(desk.token())).open(OpenPlansRequest.getDefaultInstance());
        assertThat(plans.getOutcome().getOk()).as(plans.getOutcome().getMessage()).isTrue();
    }

    boolean audited(String action, String user) {
        return store.audit().recent(1000).stream()
                .anyMatch(a -> a.entry().action().equals(action) && a.entry().user().equals(user));
    }

    @Override
    public void close() {
        server.close();
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

    /** The status a call ended with: {@code OK} when it returned, else the status it was refused with. */
    static Status statusOf(Runnable call) {
        try {
            call.run();
            return Status.OK;
        } catch (StatusRuntimeException e) {
            return e.getStatus();
        }
    }

    /** The status a call was refused with; fails when the call returned. */
    static Status refusalOf(Runnable call) {
        Status s = statusOf(call);
        if (s.isOk()) {
            throw new AssertionError("the call was not refused");
        }
        return s;
    }
}
