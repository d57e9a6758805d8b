package org.voddesk.demo;

import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.session.SessionContext;

/** Host keys of the demo server: each connection is shown the key of the node whose port it reached. */
final class HostKeysByPort implements KeyPairProvider {
    private final NodeRegistry registry;

    HostKeysByPort(NodeRegistry registry) {
        this.registry = registry;
    }

    @Override
    public Iterable<KeyPair> loadKeys(SessionContext session) {
        if (session == null) {
            // asked outside a connection (configuration checks): every key the server may show
            List<KeyPair> all = new ArrayList<>();
            registry.all().forEach(n -> all.add(n.hostKey()));
            return all;
        }
        ServedNode node = registry.forConnection(session);
        return node == null ? List.of() : List.of(node.hostKey());
    }
}
