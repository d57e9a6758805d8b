package org.voddesk.server;

import io.grpc.Attributes;
import java.net.InetSocketAddress;
import java.net.SocketAddress;

/**
 * One client connection (one TLS transport): what its tokens are bound to. Made when the transport is ready and put
 * into its attributes ({@link Connections}); every call on the connection finds the same object there.
 */
final class Connection {
    /** Where a call finds its connection. */
    static final Attributes.Key<Connection> KEY = Attributes.Key.create("voddesk-connection");

    private final SocketAddress remote;

    Connection(SocketAddress remote) {
        this.remote = remote;
    }

    /**
     * The peer as the login throttle and the audit count it: its IP address (without the port, which changes with
     * every connection).
     */
    String source() {
        if (remote instanceof InetSocketAddress inet) {
            return inet.getAddress() != null ? inet.getAddress().getHostAddress() : inet.getHostString();
        }
        return String.valueOf(remote);
    }

    @Override
    public String toString() {
        return "connection from " + remote;
    }
}
