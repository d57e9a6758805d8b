package org.voddesk.control;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.voddesk.node.NodeConfig;

/**
 * A node as the Settings screen edits it: the fields as typed, checked by {@link #validate} (name pattern of
 * DESIGN.md, host, port 1-65535, login user, an existing private key file, bandwidth, site, agent) before
 * anything is stored or connected to.
 *
 * @param name          node name ({@code [A-Za-z0-9._-]{1,64}})
 * @param host          host name or address
 * @param port          SSH port
 * @param user          login account on the node
 * @param identity      private key path ({@code ~/} stands for the home directory)
 * @param bandwidthMbps streaming bandwidth {@code Bord}, Mbit/s
 * @param site          site for hop-aware selection, or {@code null}
 * @param agent         command that runs the agent ({@code null}: {@code vodnode})
 */
public record NodeFields(String name, String host, int port, String user, String identity, double bandwidthMbps,
                         String site, String agent) {

    /** The fields of a node of a cluster file. */
    public static NodeFields of(NodeConfig n) {
        return new NodeFields(n.name(), n.host(), n.port(), n.user(), n.identity().toString(), n.bandwidthMbps(),
                n.site(), n.agent());
    }

    public static NodeFields of(org.voddesk.store.NodeConfig n) {
        return new NodeFields(n.name(), n.host(), n.port(), n.user(), n.identityPath(), n.bandwidthBps() / 1e6,
                n.site(), n.agentCommand());
    }

    /**
     * The node these fields describe, or the first problem as a sentence for the user.
     *
     * @throws IllegalArgumentException naming the field that is wrong
     */
    public NodeConfig validate() {
        if (identity == null || identity.isBlank()) {
            throw new IllegalArgumentException("identity (private key file) is required");
        }
        Path key = resolved(identity);
        NodeConfig config = new NodeConfig(name, host, port, user, key, bandwidthMbps, blankToNull(site),
                blankToNull(agent));
        if (!Files.isRegularFile(key) || !Files.isReadable(key)) {
            throw new IllegalArgumentException("identity " + key + " is not a readable file");
        }
        return config;
    }

    public org.voddesk.store.NodeConfig toStored() {
        return stored(validate(), identity);
    }

    /** The store's row for a cluster node, its key path as the cluster file gave it. */
    public static org.voddesk.store.NodeConfig stored(NodeConfig n) {
        return stored(n, n.identity().toString());
    }

    private static org.voddesk.store.NodeConfig stored(NodeConfig n, String identityAsTyped) {
        return new org.voddesk.store.NodeConfig(n.name(), n.host(), n.port(), n.user(), identityAsTyped,
                n.spec().bandwidthBps(), n.site(), n.agent());
    }

    /** {@code field: before -> after} for each field that differs from {@code before} (an edit's audit line). */
    public List<String> changesFrom(NodeFields before) {
        List<String> out = new ArrayList<>();
        diff(out, "host", before.host, host);
        diff(out, "port", before.port, port);
        diff(out, "user", before.user, user);
        diff(out, "identity", before.identity, identity);
        diff(out, "bandwidth_mbps", before.bandwidthMbps, bandwidthMbps);
        diff(out, "site", blankToNull(before.site), blankToNull(site));
        diff(out, "agent", agentOrDefault(before.agent), agentOrDefault(agent));
        return out;
    }

    /** All fields on one line, for audit lines of adds and retirements. */
    public String describe() {
        return "host=" + host + " port=" + port + " user=" + user + " identity=" + identity + " bandwidth_mbps="
                + bandwidthMbps + " site=" + blankToNull(site) + " agent=" + agentOrDefault(agent);
    }

    private static void diff(List<String> out, String field, Object before, Object after) {
        if (!Objects.equals(before, after)) {
            out.add(field + ": " + before + " -> " + after);
        }
    }

    private static String agentOrDefault(String agent) {
        return agent == null || agent.isBlank() ? org.voddesk.node.protocol.AgentCommands.DEFAULT_AGENT : agent;
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }

    public static Path resolved(String path) {
        String home = System.getProperty("user.home");
        return path.equals("~") ? Paths.get(home)
                : path.startsWith("~/") ? Paths.get(home, path.substring(2)) : Paths.get(path).toAbsolutePath();
    }
}
