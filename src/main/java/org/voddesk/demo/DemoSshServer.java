package org.voddesk.demo;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.common.session.helpers.AbstractSession;
import org.apache.sshd.server.SshServer;

/**
 * One MINA SSH server that listens on many ports, one per simulated node. Sharing the server shares its I/O
 * threads, executor and channel group, so a few hundred nodes cost a listening socket each and no threads;
 * {@link SshServer} binds a single address at start, so the others are bound here on its acceptor.
 */
final class DemoSshServer extends SshServer {
    private final AtomicInteger opened = new AtomicInteger();

    DemoSshServer() {
        addSessionListener(new SessionListener() {
            @Override
            public void sessionCreated(Session session) {
                opened.incrementAndGet();
            }
        });
    }

    /** SSH connections accepted so far, on every port: a console that reconnects shows here. */
    int sessionsOpened() {
        return opened.get();
    }

    /** Binds one more listening address; returns the address actually bound (its port resolved). */
    synchronized InetSocketAddress listen(InetSocketAddress address) throws IOException {
        Set<SocketAddress> before = new HashSet<>(acceptor.getBoundAddresses());
        acceptor.bind(address);
        if (address.getPort() != 0) {
            return address;
        }
        for (SocketAddress bound : acceptor.getBoundAddresses()) {
            if (!before.contains(bound)) {
                return (InetSocketAddress) bound;
            }
        }
        throw new IOException("bound " + address + " but cannot tell which port it got");
    }

    /** Stops listening on {@code address} and drops every connection that came in on it. */
    synchronized void silence(InetSocketAddress address) {
        acceptor.unbind(address);
        for (AbstractSession session : getActiveSessions()) {
            if (session.getLocalAddress() instanceof InetSocketAddress local && local.getPort() == address.getPort()) {
                session.close(true);
            }
        }
    }
}
