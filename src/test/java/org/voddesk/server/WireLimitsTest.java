package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.testing.Await;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.RequestPlaybackRequest;
import org.voddesk.wire.WireProtocol;

/**
 * A message too large or not a message at all is refused with a clear status, before a login and from a desk logged
 * in, and the server goes on serving the other desks.
 */
class WireLimitsTest {
    private ServerFixture f;
    /** A desk logged in before the refusals. */
    private ServerFixture.Desk other;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ServerFixture(dir);
        other = f.desk("operator", ServerFixture.OPERATOR_PASSWORD.clone());
    }

    @AfterEach
    void stop() {
        other.close();
        f.close();
    }

    @Test
    void aMessageOverTheLimitIsRefusedAndTheServerGoesOn() {
        ManagedChannel channel = f.channel();
        String huge = "x".repeat(WireProtocol.MAX_MESSAGE_BYTES + 1);
        Status refused;
        try {
            ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName("operator").setPassword(huge)
                    .build());
            throw new AssertionError("an oversized login was not refused");
        } catch (StatusRuntimeException e) {
            refused = e.getStatus();
        } finally {
            channel.shutdownNow();
        }

        assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
        assertThat(refused.getDescription()).contains(String.valueOf(WireProtocol.MAX_MESSAGE_BYTES));
        f.stillServes(other);
    }

    @Test
    void bytesThatAreNoMessageAreRefusedAndTheServerGoesOn() {
        MethodDescriptor<byte[], byte[]> raw = ControlGrpc.getLoginMethod().toBuilder(new Bytes(), new Bytes())
                .build();
        ManagedChannel channel = f.channel();
        Status refused;
        try {
            ClientCalls.blockingUnaryCall(channel, raw, CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS),
                    new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01, 0x02});
            throw new AssertionError("a malformed login was not refused");
        } catch (StatusRuntimeException e) {
            refused = e.getStatus();
        } finally {
            channel.shutdownNow();
        }

        assertThat(refused.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused.getDescription()).contains("not a valid");
        f.stillServes(other);
        assertThat(f.store.audit().recent(100)).noneMatch(a -> a.entry().action().equals("call.refused"));
    }

    @Test
    void aCommandOverTheLimitFromADeskLoggedInIsRefusedAndTheServerGoesOn() {
        Status refused;
        try (ServerFixture.Desk boss = f.desk("boss", ServerFixture.SUPERVISOR_PASSWORD.clone())) {
            refused = ServerFixture.refusalOf(() -> ServerFixture.stub(boss.channel(), boss.token()).requestPlayback(
                    RequestPlaybackRequest.newBuilder().setCamera("x".repeat(WireProtocol.MAX_MESSAGE_BYTES + 1))
                            .setQuality("main").setRate(1).build()));
        }

        assertThat(refused.getCode()).isEqualTo(Status.Code.RESOURCE_EXHAUSTED);
        assertThat(refused.getDescription()).contains(String.valueOf(WireProtocol.MAX_MESSAGE_BYTES));
        Await.until("the refusal audited under its user", Duration.ofSeconds(10),
                () -> f.audited("call.refused", "boss"));
        f.stillServes(other);
    }

    @Test
    void bytesThatAreNoCommandFromADeskLoggedInAreRefusedAndTheServerGoesOn() {
        MethodDescriptor<byte[], byte[]> raw = ControlGrpc.getRequestPlaybackMethod().toBuilder(new Bytes(),
                new Bytes()).build();
        Status refused;
        try (ServerFixture.Desk boss = f.desk("boss", ServerFixture.SUPERVISOR_PASSWORD.clone())) {
            refused = ServerFixture.refusalOf(() -> ClientCalls.blockingUnaryCall(boss.channel(), raw, CallOptions.DEFAULT
                    .withDeadlineAfter(30, TimeUnit.SECONDS).withCallCredentials(ServerFixture.bearer(boss.token())),
                    new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, 0x01, 0x02}));
        }

        assertThat(refused.getCode()).isEqualTo(Status.Code.INVALID_ARGUMENT);
        assertThat(refused.getDescription()).contains("not a valid");
        assertThat(f.control.snapshot().sessions()).isEmpty();
        Await.until("the refusal audited under its user", Duration.ofSeconds(10),
                () -> f.audited("call.refused", "boss"));
        f.stillServes(other);
    }


    /** Sends and reads bytes as they are. */
    private static final class Bytes implements MethodDescriptor.Marshaller<byte[]> {
        @Override
        public InputStream stream(byte[] value) {
            return new ByteArrayInputStream(value);
        }

        @Override
        public byte[] parse(InputStream stream) {
            try {
                return stream.readAllBytes();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
