package org.voddesk.node.ssh;

import com.jcraft.jsch.JSch;
import java.io.IOException;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;

/**
 * The SSH connections of a whole cluster: one {@link NodeConnection} per node, sharing the known_hosts file and
 * the loaded keys. The poller and the command executor use the same connections, so each node has exactly one
 * SSH session. Closing it closes every session.
 */
public final class SshClients implements AutoCloseable {
    private final KeyIdentities identities;
    private final KnownHostsStore knownHosts;
    private final HostKeyProbe probe;
    private final SshSettings settings;
    private final JschSessions factory;
    /** Guarded by itself: nodes are added, replaced and removed while the cluster runs. */
    private final Map<String, NodeConnection> connections = new LinkedHashMap<>();

    private SshClients(KeyIdentities identities, KnownHostsStore knownHosts, HostKeyProbe probe,
                       SshSettings settings, JschSessions factory) {
        this.identities = identities;
        this.knownHosts = knownHosts;
        this.probe = probe;
        this.settings = settings;
        this.factory = factory;
    }

    /**
     * Connections for every node of {@code cluster} (none is opened yet: each connects on first use).
     *
     * @throws IOException when the known_hosts file exists but cannot be read
     */
    public static SshClients open(ClusterFile cluster, SshSettings settings, PassphraseProvider passphrases)
            throws IOException {
        JSch jsch = NodeConnection.newJSch();
        KnownHostsStore knownHosts = KnownHostsStore.load(cluster.knownHosts());
        KeyIdentities identities = new KeyIdentities(jsch, passphrases);
        JschSessions factory = new JschSessions(jsch, knownHosts, identities);
        SshClients clients = new SshClients(identities, knownHosts, new HostKeyProbe(factory, settings), settings,
                factory);
        for (NodeConfig node : cluster.nodes()) {
            clients.connect(node);
        }
        return clients;
    }

    /**
     * A new connection to {@code node} (opened on first use) in place of the one of the same name, which is closed:
     * the node reconnects with its new address, user, key or host key. Other nodes' connections are untouched.
     */
    public NodeConnection connect(NodeConfig node) {
        NodeConnection fresh = new NodeConnection(node, settings, factory, System::nanoTime);
        NodeConnection old;
        synchronized (connections) {
            old = connections.put(node.name(), fresh);
        }
        if (old != null) {
            old.close();
        }
        return fresh;
    }

    /** Closes and forgets the connection of node {@code name} (a retired node). */
    public void disconnect(String name) {
        NodeConnection old;
        synchronized (connections) {
            old = connections.remove(name);
        }
        if (old != null) {
            old.close();
        }
    }

    /** The connection of node {@code name}. */
    public Optional<NodeConnection> connection(String name) {
        synchronized (connections) {
            return Optional.ofNullable(connections.get(name));
        }
    }

    /** All connections in cluster-file order (a copy). */
    public Collection<NodeConnection> all() {
        synchronized (connections) {
            return List.copyOf(connections.values());
        }
    }

    /** The known_hosts file every connection checks against (accepting a key there is seen by all of them). */
    public KnownHostsStore knownHosts() {
        return knownHosts;
    }

    /**
     * One test connection to {@code node}, which need not be one of this cluster's: a session of its own, the
     * host key checked but never accepted, one agent status, closed again. Blocks the calling thread for at most
     * the connect plus the command timeout; stores nothing.
     */
    public ProbeReport probe(NodeConfig node) {
        return probe.probe(node);
    }

    @Override
    public void close() {
        all().forEach(NodeConnection::close);
        identities.close();
    }
}
