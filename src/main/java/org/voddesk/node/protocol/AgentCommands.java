package org.voddesk.node.protocol;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.Ids;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Rates;

/**
 * Builds the command lines the console sends to a node's agent. Ids and numbers are validated first and every
 * word - the agent path included - is shell-quoted, so nothing a user types reaches the node's shell as syntax.
 */
public final class AgentCommands {
    /** The agent command when the cluster file names none. */
    public static final String DEFAULT_AGENT = NodeConfig.DEFAULT_AGENT;

    private AgentCommands() {
    }

    /** Returns {@code agent} when it is a plain command name or path: {@link NodeConfig#requireAgent}. */
    public static String requireAgent(String agent) {
        return NodeConfig.requireAgent(agent);
    }

    /** {@code vodnode status}. */
    public static String status(String agent) {
        return ShellWords.join(List.of(requireAgent(agent), "status"));
    }

    /** {@code vodnode recordings}. */
    public static String recordings(String agent) {
        return ShellWords.join(List.of(requireAgent(agent), "recordings"));
    }

    /** {@code vodnode play --session ID --camera CAM --begin MS --position MS --rate X --quality Q}. */
    public static String play(String agent, PlayArgs a) {
        List<String> words = new ArrayList<>(List.of(requireAgent(agent), "play",
                "--session", a.sessionId(), "--camera", a.cameraId(), "--begin", Long.toString(a.beginMs())));
        words.addAll(List.of("--position", Long.toString(a.positionMs()), "--rate", Wire.formatRate(a.rate()),
                "--quality", a.quality().wireName()));
        return ShellWords.join(words);
    }

    /** {@code vodnode stop --session ID}. */
    public static String stop(String agent, String sessionId) {
        return ShellWords.join(List.of(requireAgent(agent), "stop", "--session", Ids.require(sessionId, "session id")));
    }

    /** {@code vodnode rate --session ID --rate X}. */
    public static String rate(String agent, String sessionId, double rate) {
        return ShellWords.join(List.of(requireAgent(agent), "rate", "--session", Ids.require(sessionId, "session id"),
                "--rate", Wire.formatRate(Rates.require(rate))));
    }
}
