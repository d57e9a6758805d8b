package org.voddesk.core;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.regex.Pattern;

/**
 * One node of the cluster, the one description the cluster file, the database, the Settings screen and the SSH
 * layer share: where to reach it over SSH and what it is. Validated when made, so a bad field is refused with a
 * sentence naming it before anything is stored or connected to. One unit per quantity: bandwidth in bit/s.
 *
 * @param name         node name ({@link Ids}: {@code [A-Za-z0-9._-]{1,64}})
 * @param host         host name or address
 * @param port         SSH port, 1-65535
 * @param user         login account on the node
 * @param identity     private key file as written ({@code ~/} stands for the home directory); its passphrase is
 *                     asked, never stored. {@link #identityFile()} resolves it
 * @param bandwidthBps streaming bandwidth {@code Bord}, bit/s
 * @param site         site for hop-aware selection, or {@code null} (blank counts as none)
 * @param agent        command that runs the agent on the node ({@code null} or blank: {@value #DEFAULT_AGENT})
 */
public record NodeConfig(String name, String host, int port, String user, String identity, double bandwidthBps,
                         String site, String agent) {
    public static final int DEFAULT_PORT = 22;
    /** The agent command when none is named. */
    public static final String DEFAULT_AGENT = "vodnode";

    private static final Pattern HOST = Pattern.compile("[A-Za-z0-9._:%\\[\\]-]{1,253}");
    private static final Pattern USER = Pattern.compile("[A-Za-z0-9._][A-Za-z0-9._-]{0,31}");
    private static final Pattern AGENT = Pattern.compile("[A-Za-z0-9._/+-]{1,255}");

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
        if (identity == null || identity.isBlank()) {
            throw new IllegalArgumentException("identity (private key file) is required");
        }
        if (!(bandwidthBps > 0) || Double.isInfinite(bandwidthBps)) {
            throw new IllegalArgumentException("bandwidth must be a positive number, got " + bandwidthBps / 1e6
                    + " Mbit/s");
        }
        site = site == null || site.isBlank() ? null : Ids.require(site, "site");
        agent = requireAgent(agent == null || agent.isBlank() ? DEFAULT_AGENT : agent);
    }

    /** Returns {@code agent} when it is a plain command name or path ({@code [A-Za-z0-9._/+-]{1,255}}). */
    public static String requireAgent(String agent) {
        if (agent == null || !AGENT.matcher(agent).matches()) {
            throw new IllegalArgumentException("agent must be a command name or path of [A-Za-z0-9._/+-], got "
                    + shown(agent));
        }
        return agent;
    }

    private static String shown(String value) {
        if (value == null) {
            return "nothing";
        }
        String s = value.length() > 40 ? value.substring(0, 40) + "..." : value;
        return "'" + s.replaceAll("\\p{Cntrl}", "?") + "'";
    }

    /** The node as the policies see it: name, {@code Bord}, site. */
    public NodeSpec spec() {
        return new NodeSpec(name, bandwidthBps, site);
    }

    /** The bandwidth in Mbit/s, as the cluster file and the Settings screen write it. */
    public double bandwidthMbps() {
        return bandwidthBps / 1e6;
    }

    /** {@code user@host:port}, for messages. */
    public String address() {
        return user + "@" + host + ":" + port;
    }

    /** The private key file: {@code ~} and {@code ~/...} under the home directory, a relative path made absolute. */
    public Path identityFile() {
        String home = System.getProperty("user.home");
        return identity.equals("~") ? Paths.get(home)
                : identity.startsWith("~/") ? Paths.get(home, identity.substring(2)) : Paths.get(identity).toAbsolutePath();
    }
}
