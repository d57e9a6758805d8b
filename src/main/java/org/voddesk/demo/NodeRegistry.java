package org.voddesk.demo;

import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.sshd.common.util.net.ConnectionEndpointsIndicator;

/**
 * The simulated nodes of one SSH server, found by the local port a connection came in on: every node listens on
 * its own port of the one server, which is how a session knows whose host key to show and whose commands to run.
 */
final class NodeRegistry {
    private final Map<Integer, ServedNode> byPort = new ConcurrentHashMap<>();
    private final List<ServedNode> inOrder = new CopyOnWriteArrayList<>();

    void add(ServedNode node) {
        if (byPort.putIfAbsent(node.address().getPort(), node) != null) {
            throw new IllegalArgumentException("port " + node.address().getPort() + " already serves a node");
        }
        inOrder.add(node);
    }

    /** The nodes in the order they were added. */
    List<ServedNode> all() {
        return List.copyOf(inOrder);
    }

    /** The node a connection belongs to, or {@code null} when it came in on no node's port. */
    ServedNode forConnection(ConnectionEndpointsIndicator connection) {
        if (connection == null) {
            return null;
        }
        SocketAddress local = connection.getLocalAddress();
        return local instanceof InetSocketAddress inet ? byPort.get(inet.getPort()) : null;
    }

    ServedNode byName(String name) {
        ServedNode node = find(name);
        if (node == null) {
            throw new IllegalArgumentException("no demo node " + name);
        }
        return node;
    }

    /** The node named {@code name}, or {@code null} when there is none. */
    ServedNode find(String name) {
        for (ServedNode n : inOrder) {
            if (n.model().name().equals(name)) {
                return n;
            }
        }
        return null;
    }
}
