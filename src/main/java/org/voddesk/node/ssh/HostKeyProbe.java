package org.voddesk.node.ssh;

import org.voddesk.core.NodeFailure;
import java.util.concurrent.atomic.AtomicBoolean;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.OfferedHostKey;
import org.voddesk.node.protocol.AgentCommands;
import org.voddesk.node.ExecResult;
import org.voddesk.node.NodeException;
import org.voddesk.core.ProbeReport;

/**
 * One test connection to a node that need not belong to the cluster: a fresh session (never the node's pooled
 * one), the host key checked against known_hosts without ever accepting it, one {@code vodnode status} to read
 * the agent's protocol, then closed. Bounded by the connect and command timeouts; runs on the caller's thread.
 */
final class HostKeyProbe {
    private static final String PROTOCOL_PREFIX = "vodnode/";

    private final JschSessions sessions;
    private final SshSettings settings;

    HostKeyProbe(JschSessions sessions, SshSettings settings) {
        this.sessions = sessions;
        this.settings = settings.withAcceptNewHostKeys(false);
    }

    ProbeReport probe(NodeConfig node) {
        HostKeyGuard guard = new HostKeyGuard(sessions.knownHosts(), false);
        AtomicBoolean loggedIn = new AtomicBoolean();
        NodeConnection once = new NodeConnection(node, settings, (n, s, reach) -> {
            com.jcraft.jsch.Session opened = sessions.open(n, s, reach, guard);
            loggedIn.set(true);
            return opened;
        }, System::nanoTime);
        try {
            ExecResult r = once.exec(AgentCommands.status(node.agent()));
            String first = r.stdout().lines().findFirst().orElse("").strip();
            String word = first.isEmpty() ? "" : first.split("\\s+")[0];
            if (r.exitStatus() == 0 && word.startsWith(PROTOCOL_PREFIX)) {
                return report(node, guard, true, "logged in; the agent answers " + word, null, word);
            }
            return report(node, guard, true, "logged in, but '" + node.agent() + " status' did not answer the"
                    + " vodnode protocol (exit " + r.exitStatus() + ", first line '" + shorten(first) + "'"
                    + (r.stderr().isBlank() ? "" : ", stderr '" + shorten(r.stderr().strip()) + "'") + ")",
                    null, null);
        } catch (NodeException e) {
            return report(node, guard, loggedIn.get(), e.getMessage(), e.kind(), null);
        } finally {
            once.close();
        }
    }

    private static ProbeReport report(NodeConfig node, HostKeyGuard guard, boolean reachable, String reason,
                                      NodeFailure failure, String protocol) {
        byte[] key = guard.offeredKey();
        OfferedHostKey offered = key == null ? null
                : new OfferedHostKey(guard.offeredHost(), HostKeys.type(key), HostKeys.fingerprint(key), guard.verdict(),
                        key);
        return new ProbeReport(node.name(), node.address(), reachable, reason, failure, offered, protocol);
    }

    private static String shorten(String s) {
        String one = s.replaceAll("\\s+", " ");
        return one.length() <= 120 ? one : one.substring(0, 120) + "...";
    }
}
