package org.voddesk.store;

import org.voddesk.core.Ids;
import org.voddesk.core.NodeSpec;

/**
 * A node as Settings and the cluster file describe it (DESIGN.md, cluster file).
 *
 * @param name         node name ({@link Ids})
 * @param host         host name or address the console connects to
 * @param port         SSH port
 * @param user         SSH user
 * @param identityPath private key path as written by the user ({@code ~} allowed), or {@code null}
 * @param bandwidthBps streaming bandwidth {@code Bord}, bits per second
 * @param site         site for hop-aware selection, or {@code null}
 * @param agentCommand command that runs the agent on the node ({@code vodnode} when not given)
 */
public record NodeConfig(String name, String host, int port, String user, String identityPath, double bandwidthBps,
                         String site, String agentCommand) {
    public static final String DEFAULT_AGENT = "vodnode";

    public NodeConfig {
        Ids.require(name, "node name");
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("node " + name + " needs a host");
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port of node " + name + " must be 1-65535, got " + port);
        }
        if (user == null || user.isBlank()) {
            throw new IllegalArgumentException("node " + name + " needs an SSH user");
        }
        if (!(bandwidthBps > 0) || Double.isInfinite(bandwidthBps)) {
            throw new IllegalArgumentException("bandwidth of node " + name + " must be positive, got " + bandwidthBps);
        }
        agentCommand = agentCommand == null || agentCommand.isBlank() ? DEFAULT_AGENT : agentCommand;
    }

    /** What the policies know of the node. */
    public NodeSpec spec() {
        return new NodeSpec(name, bandwidthBps, site);
    }
}
