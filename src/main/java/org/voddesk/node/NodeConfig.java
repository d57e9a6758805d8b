package org.voddesk.node;

import java.nio.file.Path;
import java.util.regex.Pattern;
import org.voddesk.core.Ids;
import org.voddesk.core.NodeSpec;
import org.voddesk.node.protocol.AgentCommands;

/**
 * One node of a cluster file: where to reach it over SSH and what it is.
 *
 * @param name          node name ({@link Ids})
 * @param host          host name or address
 * @param port          SSH port
 * @param user          login account on the node
 * @param identity      private key file; its passphrase is asked, never stored
 * @param bandwidthMbps streaming bandwidth {@code Bord}, Mbit/s
 * @param site          site for hop-aware selection, or {@code null}
 * @param agent         command that runs the agent on the node
 */
public record NodeConfig(String name, String host, int port, String user, Path identity, double bandwidthMbps,
                         String site, String agent) {
    public static final int DEFAULT_PORT = 22;

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9._:%\\[\\]-]{1,253}");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._][A-Za-z0-9._-]{0,31}");

    public NodeConfig {
        Ids.require(name, "node name");
        if (host == null || !HOST.matcher(host).matches()) {
            throw new IllegalArgumentException("host must be a host name or address, got " + host);
        }
        if (port < 1 || port > 65535) {
            throw new IllegalArgumentException("port must be 1-65535, got " + port);
        }
        if (user == null || !USER.matcher(user).matches()) {
            throw new IllegalArgumentException("user must be a login name of [A-Za-z0-9._-] (at most 32), got "
                    + user);
        }
        if (identity == null) {
            throw new IllegalArgumentException("identity (private key file) is required");
        }
        if (!(bandwidthMbps > 0) || Double.isInfinite(bandwidthMbps)) {
            throw new IllegalArgumentException("bandwidth_mbps must be a positive number, got " + bandwidthMbps);
        }
        if (site != null) {
            Ids.require(site, "site");
        }
        agent = AgentCommands.requireAgent(agent == null ? AgentCommands.DEFAULT_AGENT : agent);
    }

    /** The node as the domain core sees it: name, {@code Bord} in bit/s, site. */
    public NodeSpec spec() {
        return new NodeSpec(name, bandwidthMbps * 1_000_000.0, site);
    }

    /** {@code user@host:port}, for messages. */
    public String address() {
        return user + "@" + host + ":" + port;
    }
}
