package org.voddesk.server;

import io.grpc.Server;
import io.grpc.ServerBuilder;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.TlsServerCredentials;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.report.DailyReports;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * The control server: a {@link Control} served over gRPC on HTTP/2 with TLS (Netty), on one address. It presents a
 * {@link ServerIdentity}, authenticates every call once ({@link Authentication}), keeps the login of a connection that
 * ended for a while for its desk's resume ({@link Resumes}) and ends it after that, and ends the login of a token
 * unused for the control's login idle time ({@code ControlSettings.loginIdle()}, read at each use and each sweep, so a
 * supervisor's change applies at once; each login ended is logged out of the control).
 * Limits: messages of at most
 * {@link WireProtocol#MAX_MESSAGE_BYTES} (a larger one is refused with RESOURCE_EXHAUSTED, and the server goes on
 * serving), metadata of at most {@link WireProtocol#MAX_METADATA_BYTES}, a TLS handshake within
 * {@link #HANDSHAKE_LIMIT}, {@link #MAX_CALLS_PER_CONNECTION} calls at once per connection; idle connections are
 * pinged so that a peer gone away is noticed. Each console has one stream of the control's events ({@link EventLog}),
 * which a stop ends first.
 */
public final class ControlServer implements AutoCloseable {
    static final Duration HANDSHAKE_LIMIT = Duration.ofSeconds(10);
    static final int MAX_CALLS_PER_CONNECTION = 64;
    /** Threads that run the calls and send the replies: calls only hand work to the control, so few are enough. */
    static final int CALL_THREADS = 4;
    /** How long a stop waits for calls in flight before it cuts them. */
    static final Duration STOP_GRACE = Duration.ofSeconds(2);
    /** The shortest and longest time between sweeps of idle logins. */
    static final Duration SWEEP_MIN = Duration.ofSeconds(1);
    static final Duration SWEEP_MAX = Duration.ofMinutes(1);
    private static final Logger LOG = LoggerFactory.getLogger(ControlServer.class);

    private final Server server;
    private final ExecutorService calls;
    private final ScheduledExecutorService sweeper;
    private final Tokens tokens;
    private final Resumes resumes;
    private final Answers answers;
    private final Logouts logouts;
    private final EventLog events;
    private final ServerAddress address;
    private final String fingerprint;

    private ControlServer(Server server, ExecutorService calls, ScheduledExecutorService sweeper, Tokens tokens,
                          Resumes resumes, Answers answers, Logouts logouts, EventLog events,
                          ServerAddress address, String fingerprint) {
        this.server = server;
        this.resumes = resumes;
        this.answers = answers;
        this.events = events;
        this.logouts = logouts;
        this.calls = calls;
        this.sweeper = sweeper;
        this.tokens = tokens;
        this.address = address;
        this.fingerprint = fingerprint;
    }

    /**
     * Binds {@code settings.listen()} with TLS as {@code identity} and serves {@code control}, and the day reports of
     * {@code reports} (made from the same history: the desks' Reports screens preview them); returns once it accepts
     * connections.
     *
     * @throws IOException when the address cannot be bound (in use, not an address of this machine)
     */
    public static ControlServer start(Control control, DailyReports reports, ServerIdentity identity,
                                      ServerSettings settings, Clock clock) throws IOException {
        ServerBuilder<?> builder = NettyServerBuilder.forAddress(settings.listen().socketAddress(),
                        TlsServerCredentials.newBuilder().keyManager(identity.keyManagers()).build())
                .keepAliveTime(2 * WireProtocol.KEEPALIVE.toSeconds(), TimeUnit.SECONDS)
                .keepAliveTimeout(WireProtocol.KEEPALIVE_TIMEOUT.toSeconds(), TimeUnit.SECONDS)
                .permitKeepAliveTime(WireProtocol.KEEPALIVE.toSeconds() / 2, TimeUnit.SECONDS)
                .permitKeepAliveWithoutCalls(true)
                .maxConcurrentCallsPerConnection(MAX_CALLS_PER_CONNECTION)
                .handshakeTimeout(HANDSHAKE_LIMIT.toSeconds(), TimeUnit.SECONDS);
        return start(builder, control, reports, identity.fingerprint(), settings, clock);
    }

    /**
     * Serves {@code control} and {@code reports} on {@code builder}'s transport (Netty with TLS, or gRPC's in-process
     * transport for a test that runs a remote control beside the same control in process), presenting
     * {@code fingerprint}.
     *
     * @throws IOException when the transport cannot be bound
     */
    public static ControlServer start(ServerBuilder<?> builder, Control control, DailyReports reports,
                                      String fingerprint, ServerSettings settings, Clock clock) throws IOException {
        return start(builder, control, reports, fingerprint, settings, clock, EventLimits.DEFAULT);
    }

    /**
     * As {@link #start(ServerBuilder, Control, DailyReports, String, ServerSettings, Clock)}, holding events as
     * {@code limits} say.
     */
    static ControlServer start(ServerBuilder<?> builder, Control control, DailyReports reports, String fingerprint,
                               ServerSettings settings, Clock clock, EventLimits limits) throws IOException {
        if (control == null || reports == null) {
            throw new IllegalArgumentException("a control server serves a control and the reports of its history");
        }
        ExecutorService calls = Executors.newFixedThreadPool(CALL_THREADS, daemon("voddesk-server"));
        ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(daemon("voddesk-server-logins"));
        Logouts logouts = new Logouts(control);
        Resumes resumes = new Resumes(clock, () -> control.settings().loginIdle(), logouts);
        Tokens tokens = new Tokens(clock, () -> control.settings().loginIdle(), resumes);
        Answers answers = new Answers(calls, new CommandKeys(clock));
        EventLog events = new EventLog(control, clock, limits,
                Executors.newSingleThreadScheduledExecutor(daemon("voddesk-server-events")));
        try {
            Server server = builder
                    .maxInboundMessageSize(WireProtocol.MAX_MESSAGE_BYTES)
                    .maxInboundMetadataSize(WireProtocol.MAX_METADATA_BYTES)
                    .executor(calls)
                    .addTransportFilter(new Connections(tokens))
                    .addStreamTracerFactory(new OversizedCalls(control))
                    .intercept(new MalformedMessages(control))
                    .intercept(new Authentication(tokens))
                    .addServices(services(control, reports, tokens, resumes, calls, answers, settings.version(),
                            fingerprint, new EventsService(events, tokens, limits)))
                    .build()
                    .start();
            sweepLater(sweeper, control, tokens, resumes, answers);
            ServerAddress bound = server.getListenSockets().stream().filter(InetSocketAddress.class::isInstance)
                    .map(a -> settings.listen().withPort(((InetSocketAddress) a).getPort())).findFirst()
                    .orElse(settings.listen());
            LOG.info("control server on {} ({})", bound, fingerprint);
            return new ControlServer(server, calls, sweeper, tokens, resumes, answers, logouts, events, bound,
                    fingerprint);
        } catch (IOException e) {
            events.close();
            calls.shutdownNow();
            sweeper.shutdownNow();
            throw new IOException("cannot listen on " + settings.listen() + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            events.close();
            calls.shutdownNow();
            sweeper.shutdownNow();
            throw e;
        }
    }

    /**
     * The services of the wire, each over the same control: one per {@code .proto} service. Each reads its messages
     * from streams ({@link MalformedMessages} turns a message that does not parse into INVALID_ARGUMENT).
     */
    private static List<ServerServiceDefinition> services(Control control, DailyReports reports, Tokens tokens,
                                                          Resumes resumes, ExecutorService calls, Answers answers,
                                                          String version, String fingerprint, EventsService events) {
        return Stream.of(new ControlService(control, tokens, resumes, calls, answers, version, fingerprint)
                                .bindService(),
                        new DeskService(control, tokens, resumes, calls).bindService(),
                        new PlansService(control.plans(), answers).bindService(),
                        new AlarmsService(control.alarms(), answers).bindService(),
                        new AccountsService(control, answers).bindService(),
                        new NodesService(control, answers, calls).bindService(),
                        new ExportsService(control, answers, new DeskWrites(control.reportExports())).bindService(),
                        new HistoryService(control.history(), answers).bindService(),
                        new CamerasService(control.cameras(), answers).bindService(),
                        new ReportsService(reports, answers).bindService(),
                        new WhatIfService(control.whatIf(), answers, calls).bindService(),
                        events.bindService())
                .map(ServerInterceptors::useInputStreamMessages)
                .toList();
    }

    /** The address it listens on, with the port it bound. */
    public ServerAddress address() {
        return address;
    }

    /** The fingerprint of the key it presents. */
    public String fingerprint() {
        return fingerprint;
    }

    /** How many logins are live. */
    int logins() {
        return tokens.size();
    }

    /** The event log the consoles' streams read. */
    EventLog events() {
        return events;
    }

    /** Ends now what the sweeper would end at its next turn (tests). */
    void sweep() {
        expire(tokens, resumes, answers);
    }

    /**
     * Stops listening, lets calls in flight finish for {@link #STOP_GRACE}, then cuts the connections; their logins
     * end with them, and are logged out of the control before this returns (waiting at most {@link #STOP_GRACE}).
     */
    @Override
    public void close() {
        events.close(); // the streams would hold the shutdown for its whole grace
        server.shutdown();
        try {
            if (!server.awaitTermination(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                server.shutdownNow().awaitTermination(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            server.shutdownNow();
            Thread.currentThread().interrupt();
        }
        sweeper.shutdownNow();
        resumes.closeAll();
        logouts.awaitAll(STOP_GRACE.toMillis());
        calls.shutdownNow();
    }

    /**
     * Sweeps after {@link #sweepInterval} of the idle time in force, then again after the interval of the idle time
     * in force then: the interval follows a supervisor's change without a restart.
     */
    private static void sweepLater(ScheduledExecutorService sweeper, Control control, Tokens tokens,
                                   Resumes resumes, Answers answers) {
        try {
            sweeper.schedule(() -> {
                expire(tokens, resumes, answers);
                sweepLater(sweeper, control, tokens, resumes, answers);
            }, sweepInterval(control.settings().loginIdle()).toMillis(), TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            LOG.debug("the server stopped: no more sweeps of idle logins");
        }
    }

    /** Half the idle time, from 1 s to 1 min: a login ends at most that long after its idle time is up. */
    static Duration sweepInterval(Duration idle) {
        Duration half = idle.dividedBy(2);
        return half.compareTo(SWEEP_MIN) < 0 ? SWEEP_MIN : half.compareTo(SWEEP_MAX) > 0 ? SWEEP_MAX : half;
    }

    private static void expire(Tokens tokens, Resumes resumes, Answers answers) {
        try {
            int n = tokens.expireIdle();
            if (n > 0) {
                LOG.info("{} login(s) expired after their idle time", n);
            }
            int gone = resumes.expire();
            if (gone > 0) {
                LOG.info("{} login(s) ended: their desks did not come back in time", gone);
            }
            answers.expireKeys();
        } catch (RuntimeException e) {
            LOG.error("could not expire idle logins", e);
        }
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler((th, e) -> LOG.error("uncaught on {}", th.getName(), e));
            return t;
        };
    }
}
