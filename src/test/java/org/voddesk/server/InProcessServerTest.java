package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;

import io.grpc.CallOptions;
import io.grpc.ManagedChannel;
import io.grpc.MethodDescriptor;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.inprocess.InProcessChannelBuilder;
import io.grpc.inprocess.InProcessServerBuilder;
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
import org.voddesk.wire.LoginReply;
import org.voddesk.wire.LoginRequest;
import org.voddesk.wire.WhoAmIRequest;

/**
 * The server's calls on gRPC's in-process transport (no socket, no TLS): the same service, interceptors and token
 * table as on Netty, so what they decide does not depend on the transport; and authentication comes before a request
 * is read at all.
 */
class InProcessServerTest {
    private ServerFixture f;
    private ManagedChannel channel;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        String name = InProcessServerBuilder.generateName();
        f = new ServerFixture(dir, InProcessServerBuilder.forName(name));
        channel = InProcessChannelBuilder.forName(name).build();
    }

    @AfterEach
    void stop() {
        channel.shutdownNow();
        f.close();
    }

    @Test
    void aLoginOnTheInProcessTransportIsBoundToItsConnection() {
        LoginReply in = ServerFixture.stub(channel, null).login(LoginRequest.newBuilder().setName("operator")
                .setPassword(new String(ServerFixture.OPERATOR_PASSWORD)).build());

        assertThat(ServerFixture.stub(channel, in.getToken()).whoAmI(WhoAmIRequest.getDefaultInstance()).getName())
                .isEqualTo("operator");
        channel.shutdownNow();
        org.voddesk.testing.Await.until("the login ended with its connection", java.time.Duration.ofSeconds(20),
                () -> f.server.logins() == 0);
    }

    @Test
    void aCallWithoutATokenIsRefusedBeforeItsRequestIsRead() {
        MethodDescriptor<byte[], byte[]> raw = ControlGrpc.getWhoAmIMethod().toBuilder(new Bytes(), new Bytes())
                .build();

        Status s;
        try {
            ClientCalls.blockingUnaryCall(channel, raw, CallOptions.DEFAULT.withDeadlineAfter(30, TimeUnit.SECONDS),
                    new byte[] {(byte) 0xff, (byte) 0xff, 0x00});
            throw new AssertionError("not refused");
        } catch (StatusRuntimeException e) {
            s = e.getStatus();
        }

        assertThat(s.getCode()).isEqualTo(Status.Code.UNAUTHENTICATED);
        assertThat(s.getDescription()).isEqualTo(Tokens.MISSING);
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
