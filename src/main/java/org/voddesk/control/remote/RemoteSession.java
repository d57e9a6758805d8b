package org.voddesk.control.remote;

import io.grpc.CallCredentials;
import io.grpc.Grpc;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.TlsChannelCredentials;
import java.io.IOException;
import java.security.cert.CertificateException;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.net.ssl.X509ExtendedTrustManager;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Link;
import org.voddesk.control.api.Principal;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.DeskGrpc;
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.LogoutRequest;
import org.voddesk.wire.ResumeReply;
import org.voddesk.wire.ResumeRequest;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.StatusReply;
import org.voddesk.wire.StatusRequest;
import org.voddesk.wire.WhoAmIRequest;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.tls.FingerprintTrustManager;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;
import org.voddesk.wire.tls.ServerTrust;
import org.voddesk.wire.tls.ServerTrustManager;

/**
 * A client's connection to a control server: TLS to a server trusted by its key's fingerprint
 * ({@link KnownServers}) or by the site's authority ({@link ServerTrust#authority}), a login, and the calls of that
 * login, each with a deadline. It logs in, asks who it is, logs out, and carries the calls of {@link RemoteControl}.
 * Its {@link #link} says whether the server can be reached: when the connection is lost it tries again
 * ({@link LinkKeeper}), and when it is back it resumes the login with the server's resume secret, without the
 * password ({@link #link} then says {@link Link.State#LOGIN_NEEDED} if the server refuses). Its blocking calls never
 * on the FX thread; one login at a time.
 */
public final class RemoteSession implements AutoCloseable {
    /** A login may wait for the throttle (at most 4 s) and for the password check on a busy server. */
    public static final Duration LOGIN_DEADLINE = Duration.ofSeconds(30);
    /** Any other call. */
    public static final Duration CALL_DEADLINE = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(RemoteSession.class);

    private final ServerAddress server;
    private final ManagedChannel channel;
    private final StatusReply status;
    private final LinkState link;
    private final LinkKeeper keeper;
    /** Each login with a password, and each logout, makes a new generation: a command never outlives its login. */
    private final AtomicLong generation = new AtomicLong();
    private volatile String token;
    /** The secret of the next resume; null without a login or when the server gave none. */
    private volatile String resumeSecret;
    private volatile boolean loggedIn;
    /** Why the login was lost with a connection (until the next login with a password); null when it was not. */
    private volatile String lostLogin;

    private RemoteSession(ServerAddress server, ManagedChannel channel, StatusReply status) {
        this.server = server;
        this.channel = channel;
        this.status = status;
        this.link = new LinkState(new Link(server.toString(), status.getFingerprint(), Link.State.CONNECTED, ""));
        this.keeper = new LinkKeeper(channel, link, this::resumeLogin, Clock.systemUTC());
    }

    /**
     * Connects to {@code server} and asks its status, which makes the TLS handshake: its key must be in
     * {@code known} for that address, or is recorded there on first contact when {@code acceptNewKey}.
     *
     * @throws ServerKeyException naming the fingerprints, when the key is unknown (and not accepted) or changed
     * @throws IOException        with one line for the user, when the server cannot be reached or does not answer
     */
    public static RemoteSession connect(ServerAddress server, KnownServers known, boolean acceptNewKey)
            throws ServerKeyException, IOException {
        FingerprintTrustManager trust = new FingerprintTrustManager(known, server, acceptNewKey);
        return open(server, trust, trust::refusal);
    }

    /**
     * Connects to {@code server} and asks its status, which makes the TLS handshake: the server's certificate must be
     * trusted as {@code trust} says (by its key's fingerprint, or by the site's authority).
     *
     * @throws CertificateException with one line naming why, when the server's certificate is refused
     * @throws IOException          with one line for the user, when the server cannot be reached or does not answer
     */
    public static RemoteSession connect(ServerAddress server, ServerTrust trust)
            throws CertificateException, IOException {
        ServerTrustManager manager = trust.forServer(server);
        return open(server, manager, manager::refusal);
    }

    private static <E extends CertificateException> RemoteSession open(ServerAddress server,
            X509ExtendedTrustManager trust, Supplier<E> refusal) throws E, IOException {
        ManagedChannel channel = Grpc.newChannelBuilderForAddress(server.host(), server.port(),
                        TlsChannelCredentials.newBuilder().trustManager(trust).build())
                .maxInboundMessageSize(WireProtocol.MAX_MESSAGE_BYTES)
                .maxInboundMetadataSize(WireProtocol.MAX_METADATA_BYTES)
                .keepAliveTime(WireProtocol.KEEPALIVE.toSeconds(), TimeUnit.SECONDS)
                .keepAliveTimeout(WireProtocol.KEEPALIVE_TIMEOUT.toSeconds(), TimeUnit.SECONDS)
                .keepAliveWithoutCalls(true)
                .build();
        try {
            StatusReply status = ControlGrpc.newBlockingStub(channel)
                    .withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
                    .status(StatusRequest.getDefaultInstance());
            RemoteSession session = new RemoteSession(server, channel, status);
            session.keeper.start();
            return session;
        } catch (StatusRuntimeException e) {
            channel.shutdownNow();
            E refused = refusal.get();
            if (refused != null) {
                throw refused;
            }
            throw new IOException(RemoteFailures.message(e.getStatus(), server, CALL_DEADLINE), e);
        }
    }

    /**
     * A session on {@code channel}, a connection a test made on another transport (gRPC's in process), to the server
     * it calls {@code server}; asks its status.
     *
     * @throws IOException with one line, when the server does not answer
     */
    static RemoteSession over(ManagedChannel channel, ServerAddress server) throws IOException {
        try {
            RemoteSession session = new RemoteSession(server, channel, ControlGrpc.newBlockingStub(channel)
                    .withDeadlineAfter(CALL_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
                    .status(StatusRequest.getDefaultInstance()));
            session.keeper.start();
            return session;
        } catch (StatusRuntimeException e) {
            channel.shutdownNow();
            throw new IOException(RemoteFailures.message(e.getStatus(), server, CALL_DEADLINE), e);
        }
    }

    /** The server this session is connected to. */
    public ServerAddress server() {
        return server;
    }

    /** The fingerprint of the server's key, as the server reports it (the handshake checked the same key). */
    public String fingerprint() {
        return status.getFingerprint();
    }

    /** The server's version. */
    public String serverVersion() {
        return status.getVersion();
    }

    /** Where the desk's control room is and whether it can be reached now. Any thread; never blocks. */
    public Link link() {
        return link.link();
    }

    /** Tells {@code listener} of every change of {@link #link}, on the thread that makes it (never the caller's). */
    public void onLinkChanged(Consumer<Link> listener) {
        link.listen(listener);
    }

    /**
     * Logs in with the server's accounts; clears {@code password}. A wrong name or password is a failed result with
     * the server's words (the same for both). Blocks for at most {@link #LOGIN_DEADLINE}.
     */
    public CommandResult<Principal> login(String name, char[] password) {
        try {
            LoginReply reply = stub(LOGIN_DEADLINE).login(LoginRequest.newBuilder().setName(name)
                    .setPassword(new String(password)).build());
            synchronized (this) {
                token = reply.getToken();
                resumeSecret = reply.getResumeSecret().isEmpty() ? null : reply.getResumeSecret();
                loggedIn = true;
                lostLogin = null;
                generation.incrementAndGet();
            }
            keeper.loggedIn();
            return CommandResult.ok(reply.getMessage(), WireReads.principal(reply.getPrincipal()));
        } catch (StatusRuntimeException e) {
            return RemoteFailures.of(e, server, LOGIN_DEADLINE);
        } finally {
            Arrays.fill(password, '\0');
        }
    }

    /** Who the server says this session's login is; a failed result without a live login. */
    public CommandResult<Principal> whoAmI() {
        try {
            Principal p = WireReads.principal(stub(CALL_DEADLINE).whoAmI(WhoAmIRequest.getDefaultInstance()));
            return CommandResult.ok("Logged in as " + p.name() + " (" + p.role().word() + ").", p);
        } catch (StatusRuntimeException e) {
            return RemoteFailures.of(e, server, CALL_DEADLINE);
        }
    }

    /** Ends this session's login at the server. */
    public CommandResult<Void> logout() {
        try {
            String said = stub(CALL_DEADLINE).logout(LogoutRequest.getDefaultInstance()).getMessage();
            forgetLogin(null);
            return CommandResult.ok(said, null);
        } catch (StatusRuntimeException e) {
            return RemoteFailures.of(e, server, CALL_DEADLINE);
        }
    }

    /**
     * Carries the login over to a connection that came back (the keeper's thread): a new token and the next secret
     * for the resume secret, the same principal; refused when the server does not know the secret (then the user
     * logs in again, and until then every connection that comes back is refused so). A desk that logged out has
     * nothing to carry.
     */
    private LinkKeeper.Resumed resumeLogin() {
        String secret;
        synchronized (this) {
            if (!loggedIn) {
                return lostLogin == null ? LinkKeeper.Resumed.DONE
                        : new LinkKeeper.Resumed(LinkKeeper.Outcome.REFUSED, lostLogin);
            }
            secret = resumeSecret;
        }
        if (secret == null) {
            String why = "The server gave this desk no way to resume its login: log in again.";
            forgetLogin(why);
            return new LinkKeeper.Resumed(LinkKeeper.Outcome.REFUSED, why);
        }
        try {
            ResumeReply reply = DeskGrpc.newBlockingStub(channel)
                    .withDeadlineAfter(LOGIN_DEADLINE.toMillis(), TimeUnit.MILLISECONDS)
                    .resume(ResumeRequest.newBuilder().setSecret(secret).build());
            synchronized (this) {
                token = reply.getToken();
                resumeSecret = reply.getResumeSecret().isEmpty() ? null : reply.getResumeSecret();
            }
            LOG.info("resumed the login of {} on {}", reply.getPrincipal().getName(), server);
            return LinkKeeper.Resumed.DONE;
        } catch (StatusRuntimeException e) {
            if (e.getStatus().getCode() == Status.Code.UNAUTHENTICATED) {
                String why = RemoteFailures.message(e.getStatus(), server, LOGIN_DEADLINE);
                forgetLogin(why);
                return new LinkKeeper.Resumed(LinkKeeper.Outcome.REFUSED, why);
            }
            LOG.info("the resume on {} did not get through: {}", server, e.getStatus());
            return LinkKeeper.Resumed.NOT_YET;
        }
    }

    /** The login ends: by a logout ({@code lost} null), or lost with a connection, {@code lost} saying why. */
    private synchronized void forgetLogin(String lost) {
        token = null;
        resumeSecret = null;
        loggedIn = false;
        lostLogin = lost;
        generation.incrementAndGet();
    }

    /** The channel of this connection. */
    io.grpc.Channel channel() {
        return channel;
    }

    /** The link's state, for the calls that wait for it. */
    LinkState linkState() {
        return link;
    }

    /** What keeps the link, told of calls that failed as if it were lost. */
    LinkKeeper keeper() {
        return keeper;
    }

    /** The login's generation: changes at each login with a password and each logout. */
    long generation() {
        return generation.get();
    }

    /** The login's token as call credentials, {@code null} before a login. */
    CallCredentials credentials() {
        String t = token;
        return t == null ? null : new Bearer(t);
    }

    /** Closes the connection; the server ends its login with it. */
    @Override
    public void close() {
        keeper.close();
        channel.shutdownNow();
        try {
            channel.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private ControlGrpc.ControlBlockingStub stub(Duration deadline) {
        ControlGrpc.ControlBlockingStub stub = ControlGrpc.newBlockingStub(channel)
                .withDeadlineAfter(deadline.toMillis(), TimeUnit.MILLISECONDS);
        String t = token;
        return t == null ? stub : stub.withCallCredentials(new Bearer(t));
    }

    /** The login's token on a call ({@link WireProtocol#AUTHORIZATION}); gRPC sends it over TLS only. */
    private static final class Bearer extends CallCredentials {
        private final String token;

        Bearer(String token) {
            this.token = token;
        }

        @Override
        public void applyRequestMetadata(RequestInfo info, Executor executor, MetadataApplier applier) {
            Metadata headers = new Metadata();
            headers.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
            applier.apply(headers);
        }
    }
}
