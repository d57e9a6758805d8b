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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.wire.ControlGrpc;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.WireProtocol;

/** A message too large or not a message at all is refused with a clear status, and the server goes on serving. */
class WireLimitsTest {
    private ServerFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ServerFixture(dir);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    /** A second client logs in and asks who it is: the server still serves. */
    private void anotherClientIsServed() {
        ManagedChannel other = f.channel();
        try {
            String token = ServerFixture.stub(other, null).login(LoginRequest.newBuilder().setName("operator")
                    .setPassword(new String(ServerFixture.OPERATOR_PASSWORD)).build()).getToken();
            assertThat(ServerFixture.stub(other, token).whoAmI(org.voddesk.wire.WhoAmIRequest.getDefaultInstance())
                    .getName()).isEqualTo("operator");
        } finally {
            other.shutdownNow();
        }
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
        anotherClientIsServed();
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
        anotherClientIsServed();
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
