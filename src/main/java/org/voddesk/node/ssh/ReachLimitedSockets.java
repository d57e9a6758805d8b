package org.voddesk.node.ssh;

import com.jcraft.jsch.SocketFactory;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;

/**
 * The sockets of one SSH connect whose first stage has a limit of its own: the TCP connect, and the server's first
 * byte (its SSH version line), each within {@code reach}. A frozen host or a stopped sshd fails that stage, however
 * long the whole connect may take; key exchange and login, where a slow (WAN) node spends its time, keep the connect
 * timeout JSch applies to every later read. Used for one connect only.
 */
final class ReachLimitedSockets implements SocketFactory {
    private final int reachMs;
    private volatile boolean reached;

    ReachLimitedSockets(Duration reach) {
        this.reachMs = (int) Math.max(1, Math.min(Integer.MAX_VALUE, reach.toMillis()));
    }

    /** Whether the server sent its first byte (or closed the connection): it was reached, whatever came next. */
    boolean reached() {
        return reached;
    }

    @Override
    public Socket createSocket(String host, int port) throws IOException {
        Socket socket = new Socket();
        try {
            socket.connect(new InetSocketAddress(host, port), reachMs);
            return socket;
        } catch (IOException e) {
            socket.close();
            throw e;
        }
    }

    @Override
    public InputStream getInputStream(Socket socket) throws IOException {
        return new FirstByteWithin(socket, socket.getInputStream());
    }

    @Override
    public OutputStream getOutputStream(Socket socket) throws IOException {
        return socket.getOutputStream();
    }

    /** Reads with the reach limit until the first byte came, then with whatever limit the socket has. */
    private final class FirstByteWithin extends FilterInputStream {
        private final Socket socket;

        FirstByteWithin(Socket socket, InputStream in) {
            super(in);
            this.socket = socket;
        }

        @Override
        public int read() throws IOException {
            if (reached) {
                return in.read();
            }
            int limit = limitFirstRead();
            try {
                int b = in.read();
                reached = true;
                return b;
            } finally {
                socket.setSoTimeout(limit);
            }
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (reached) {
                return in.read(b, off, len);
            }
            int limit = limitFirstRead();
            try {
                int n = in.read(b, off, len);
                reached = true;
                return n;
            } finally {
                socket.setSoTimeout(limit);
            }
        }

        /** Sets the reach limit for this read; returns the socket's own limit, restored after it. */
        private int limitFirstRead() throws IOException {
            int limit = socket.getSoTimeout();
            socket.setSoTimeout(limit == 0 ? reachMs : Math.min(limit, reachMs));
            return limit;
        }
    }
}
