package org.voddesk.node.ssh;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The first stage of a connect has its own limit: a server that takes the TCP connection but sends nothing (a
 * stopped sshd: the kernel completes the handshake) fails the first read within the reach limit, however long the
 * socket's own limit is; once the server's first byte came, reads have the socket's limit again.
 */
class ReachLimitedSocketsTest {
    private static final int LONG_MS = 60_000;

    @Test
    void aServerThatSendsNothingFailsTheFirstReadWithinTheReachLimit() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ReachLimitedSockets sockets = new ReachLimitedSockets(Duration.ofMillis(200));
            try (Socket s = sockets.createSocket("127.0.0.1", server.getLocalPort())) {
                s.setSoTimeout(LONG_MS); // what JSch sets: the whole connect's limit
                InputStream in = sockets.getInputStream(s);

                assertThatThrownBy(in::read).isInstanceOf(SocketTimeoutException.class);
                assertThat(sockets.reached()).isFalse();
                assertThat(s.getSoTimeout()).isEqualTo(LONG_MS);
            }
        }
    }

    @Test
    void afterTheServersFirstByteReadsKeepTheSocketsOwnLimit() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ReachLimitedSockets sockets = new ReachLimitedSockets(Duration.ofMillis(200));
            try (Socket s = sockets.createSocket("127.0.0.1", server.getLocalPort());
                 Socket accepted = server.accept()) {
                s.setSoTimeout(LONG_MS);
                accepted.getOutputStream().write("SSH-2.0-test\r\n".getBytes(StandardCharsets.US_ASCII));
                InputStream in = sockets.getInputStream(s);

                byte[] line = new byte[64];
                int n = in.read(line, 0, line.length);

                assertThat(new String(line, 0, n, StandardCharsets.US_ASCII)).startsWith("SSH-2.0-");
                assertThat(sockets.reached()).isTrue();
                assertThat(s.getSoTimeout()).isEqualTo(LONG_MS);
            }
        }
    }
}
