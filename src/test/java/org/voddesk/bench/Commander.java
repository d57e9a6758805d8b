package org.voddesk.bench;

import io.grpc.Grpc;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.TlsChannelCredentials;
import io.grpc.stub.MetadataUtils;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.voddesk.wire.ChangeRateReply;
import org.voddesk.wire.ChangeRateRequest;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.ListSessionsRequest;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.SessionData;
import org.voddesk.wire.WireProtocol;
import org.voddesk.wire.tls.FingerprintTrustManager;
import org.voddesk.wire.tls.KnownServers;

/**
 * A client of the control server that sends commands and subscribes to nothing (so it is not a console): its own TLS
 * connection and login, and the generated stub's blocking calls. The bench uses it to load the server with commands
 * the same way whatever the number of consoles watching.
 */
final class Commander implements AutoCloseable {
    private final ManagedChannel channel;
    private final ControlGrpc.ControlBlockingStub stub;

    Commander(ServerAddress server, KnownServers known, String name, String password) {
        this.channel = Grpc.newChannelBuilderForAddress(server.host(), server.port(), TlsChannelCredentials.newBuilder()
                .trustManager(new FingerprintTrustManager(known, server, false)).build()).build();
        String token = ControlGrpc.newBlockingStub(channel).withDeadlineAfter(30, TimeUnit.SECONDS)
                .login(LoginRequest.newBuilder().setName(name).setPassword(password).build()).getToken();
        Metadata headers = new Metadata();
        headers.put(WireProtocol.AUTHORIZATION, WireProtocol.bearer(token));
        this.stub = ControlGrpc.newBlockingStub(channel).withInterceptors(MetadataUtils.newAttachHeadersInterceptor(
                headers));
    }

    /** The ids of the live sessions. */
    List<String> sessionIds() {
        return stub.withDeadlineAfter(10, TimeUnit.SECONDS).listSessions(ListSessionsRequest.getDefaultInstance())
                .getSessionsList().stream().map(SessionData::getId).toList();
    }

    /** Changes a session's speed; returns whether the control did it. */
    boolean changeRate(String sessionId, double rate) {
        ChangeRateReply r = stub.withDeadlineAfter(10, TimeUnit.SECONDS).changeRate(ChangeRateRequest.newBuilder()
                .setSessionId(sessionId).setRate(rate).build());
        return r.getOutcome().getOk();
    }

    @Override
    public void close() {
        channel.shutdownNow();
    }
}
