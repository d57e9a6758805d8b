package org.voddesk.node.ssh;

import org.voddesk.core.NodeFailure;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodeException;

/**
 * Opens authenticated JSch sessions: the node's own key as the only identity, host keys checked by a
 * {@link HostKeyGuard}, public-key authentication only, keep-alive on, a connect timeout with a shorter limit of its
 * own on reaching the server ({@link ReachLimitedSockets}); and turns JSch's exceptions into {@link NodeException}s
 * that say what happened.
 */
final class JschSessions implements NodeConnection.SessionFactory {
    private final JSch jsch;
    private final KnownHostsStore knownHosts;
    private final KeyIdentities identities;

    KnownHostsStore knownHosts() {
        return knownHosts;
    }

    JschSessions(JSch jsch, KnownHostsStore knownHosts, KeyIdentities identities) {
        this.jsch = jsch;
        this.knownHosts = knownHosts;
        this.identities = identities;
    }

    @Override
    public Session open(NodeConfig node, SshSettings settings, Duration reach) throws NodeException {
        return open(node, settings, reach, new HostKeyGuard(knownHosts, settings.acceptNewHostKeys()));
    }

    /** As {@link #open(NodeConfig, SshSettings, Duration)}, the host key checked by {@code guard}; a probe reads it. */
    Session open(NodeConfig node, SshSettings settings, Duration reach, HostKeyGuard guard) throws NodeException {
        KeyPairIdentity identity = identities.get(node.identityFile());
        ReachLimitedSockets sockets = new ReachLimitedSockets(reach);
        Session s;
        try {
            s = jsch.getSession(node.user(), node.host(), node.port());
            s.setSocketFactory(sockets);
            s.setIdentityRepository(identity.asRepository());
            s.setHostKeyRepository(guard);
            s.setConfig("StrictHostKeyChecking", "yes");
            s.setConfig("HashKnownHosts", "no");
            s.setConfig("PreferredAuthentications", "publickey");
            s.setServerAliveInterval((int) settings.keepAlive().toMillis());
            s.setServerAliveCountMax(settings.keepAliveCountMax());
            s.setDaemonThread(true);
        } catch (JSchException e) {
            throw new NodeException(NodeFailure.UNREACHABLE, "cannot set up a session to " + node.address()
                    + ": " + e.getMessage(), e);
        }
        try {
            s.connect((int) settings.connectTimeout().toMillis());
            return s;
        } catch (JSchException e) {
            s.disconnect();
            if (guard.refusal() != null) {
                throw guard.refusal();
            }
            throw classify(node, sockets.reached() ? settings.connectTimeout() : reach, e);
        }
    }

    /** @param limit what ran out if the connect timed out: reaching the server (its first byte), or the connect */
    static NodeException classify(NodeConfig node, Duration limit, JSchException e) {
        String where = node.host() + ":" + node.port();
        Throwable cause = e.getCause();
        String msg = String.valueOf(e.getMessage());
        if (msg.startsWith("Auth fail") || msg.startsWith("Auth cancel")) {
            return new NodeException(NodeFailure.AUTH_FAILED, "login as " + node.user() + " on " + where
                    + " refused for key " + node.identity() + " (is its public key in the account's authorized_keys?)",
                    e);
        }
        if (cause instanceof ConnectException || cause instanceof NoRouteToHostException) {
            return new NodeException(NodeFailure.UNREACHABLE, "connection to " + where + " failed: "
                    + cause.getMessage(), e);
        }
        if (cause instanceof SocketTimeoutException || msg.contains("timeout") || msg.contains("timed out")) {
            return new NodeException(NodeFailure.UNREACHABLE, "no answer from " + where + " within "
                    + limit.toMillis() + " ms", e);
        }
        if (cause instanceof UnknownHostException) {
            return new NodeException(NodeFailure.UNREACHABLE, "unknown host " + node.host(), e);
        }
        return new NodeException(NodeFailure.UNREACHABLE, "SSH to " + where + " failed: " + msg, e);
    }
}
