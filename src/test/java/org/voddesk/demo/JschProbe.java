package org.voddesk.demo;

import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;

/**
 * A bare JSch client for tests of the demo server's SSH behaviour (host keys, authentication, channels), apart
 * from the console's own client.
 */
final class JschProbe {
    private final JSch jsch = new JSch();

    /** A client that knows the cluster's host keys and holds {@code key}. */
    JschProbe(DemoCluster cluster, KeyPair key, Path dir) throws IOException, JSchException {
        Path identity = dir.resolve("probe_" + System.nanoTime());
        DemoKeys.writeIdentity(key, identity, "probe");
        Path knownHosts = dir.resolve("known_hosts_" + System.nanoTime());
        DemoKeys.writeKnownHosts(knownHosts, cluster.endpoints().stream().map(DemoEndpoint::knownHostsLine).toList());
        jsch.addIdentity(identity.toString());
        jsch.setKnownHosts(knownHosts.toString());
    }

    Session connect(DemoEndpoint node, String user) throws JSchException {
        Session session = jsch.getSession(user, node.host(), node.port());
        session.setConfig("StrictHostKeyChecking", "yes");
        session.setConfig("PreferredAuthentications", "publickey");
        session.connect(10_000);
        return session;
    }

    Session connect(DemoEndpoint node) throws JSchException {
        return connect(node, "vodview");
    }

    /** Runs a command; an exit status of -1 means it had not finished within {@code timeout}. */
    static ShellResult exec(Session session, String command, Duration timeout) throws JSchException {
        ChannelExec channel = (ChannelExec) session.openChannel("exec");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        channel.setCommand(command);
        channel.setOutputStream(out);
        channel.setErrStream(err);
        channel.connect(10_000);
        long deadline = System.nanoTime() + timeout.toNanos();
        try {
            while (!channel.isClosed() && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        int status = channel.isClosed() ? channel.getExitStatus() : -1;
        channel.disconnect();
        return new ShellResult(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }
}
