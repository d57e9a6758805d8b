package org.voddesk.server;

import io.grpc.Attributes;
import io.grpc.Grpc;
import io.grpc.ServerTransportFilter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives each transport its {@link Connection} when it is ready, and forgets the connection's tokens when it ends
 * (the peer closed it, the network dropped it, a keepalive went unanswered).
 */
final class Connections extends ServerTransportFilter {
    private static final Logger LOG = LoggerFactory.getLogger(Connections.class);

    private final Tokens tokens;

    Connections(Tokens tokens) {
        this.tokens = tokens;
    }

    @Override
    public Attributes transportReady(Attributes attributes) {
        Connection c = new Connection(attributes.get(Grpc.TRANSPORT_ATTR_REMOTE_ADDR));
        LOG.debug("{} ready", c);
        return attributes.toBuilder().set(Connection.KEY, c).build();
    }

    @Override
    public void transportTerminated(Attributes attributes) {
        // a transport that ended before it was ready (a refused handshake) has no attributes, and no logins
        Connection c = attributes == null ? null : attributes.get(Connection.KEY);
        if (c != null) {
            int ended = tokens.forget(c);
            LOG.debug("{} ended; {} login(s) with it", c, ended);
        }
    }
}
