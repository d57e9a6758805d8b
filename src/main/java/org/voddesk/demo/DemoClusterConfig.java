package org.voddesk.demo;

import org.voddesk.core.Ids;

/**
 * How a demo cluster is made.
 *
 * @param nodes           number of simulated nodes, named {@code vod-1 .. vod-N}
 * @param basePort        port of the first node (the others follow it), or 0 for free ports chosen by the system
 * @param user            the login the nodes accept (with the demo client key only)
 * @param agent           the agent command the nodes answer to, as the cluster file names it
 * @param seed            seed of the nodes' noise, counters and initial sessions
 * @param sessionsPerNode sessions each node is already playing when it starts (background load for a demo)
 * @param noise           whether the nodes add background noise to their load
 */
public record DemoClusterConfig(int nodes, int basePort, String user, String agent, long seed, int sessionsPerNode,
                                boolean noise) {
    /** The loopback address every demo node listens on. */
    public static final String HOST = "127.0.0.1";

    public DemoClusterConfig {
        if (nodes < 1 || nodes > 2000) {
            throw new IllegalArgumentException("nodes must be in 1..2000, got " + nodes);
        }
        if (basePort != 0 && (basePort < 1024 || basePort + nodes - 1 > 65535)) {
            throw new IllegalArgumentException("ports " + basePort + ".." + (basePort + nodes - 1)
                    + " must lie in 1024..65535");
        }
        Ids.require(user, "user");
        Ids.require(agent, "agent");
        if (sessionsPerNode < 0) {
            throw new IllegalArgumentException("sessions per node must be >= 0, got " + sessionsPerNode);
        }
    }

    /** {@code n} nodes on free ports, user {@code vodview}, agent {@code vodnode}, no initial sessions, noise on. */
    public static DemoClusterConfig of(int n) {
        return new DemoClusterConfig(n, 0, "vodview", "vodnode", 1L, 0, true);
    }

    public DemoClusterConfig withBasePort(int port) {
        return new DemoClusterConfig(nodes, port, user, agent, seed, sessionsPerNode, noise);
    }

    public DemoClusterConfig withSessionsPerNode(int sessions) {
        return new DemoClusterConfig(nodes, basePort, user, agent, seed, sessions, noise);
    }

    public DemoClusterConfig withNoise(boolean on) {
        return new DemoClusterConfig(nodes, basePort, user, agent, seed, sessionsPerNode, on);
    }

    public DemoClusterConfig withSeed(long newSeed) {
        return new DemoClusterConfig(nodes, basePort, user, agent, newSeed, sessionsPerNode, noise);
    }

    /** Name of the {@code i}-th node, counted from 0. */
    public static String nodeName(int i) {
        return "vod-" + (i + 1);
    }
}
