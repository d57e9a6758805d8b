package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.jcraft.jsch.Channel;
import com.jcraft.jsch.ChannelExec;
import com.jcraft.jsch.JSch;
import com.jcraft.jsch.JSchException;
import com.jcraft.jsch.Session;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.node.protocol.ProtocolException;
import org.voddesk.node.protocol.VodnodeParser;

/** The demo cluster's SSH face: host keys, authentication, channels and the fault hooks, seen by a bare client. */
class DemoClusterTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static DemoCluster cluster;
    private static JschProbe probe;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(3), Clock.systemUTC());
        probe = new JschProbe(cluster, cluster.clientKey(), dir);
    }

    @AfterAll
    static void stop() {
        cluster.close();
    }

    private DemoEndpoint endpoint(int i) {
        return cluster.endpoints().get(i);
    }

    @Test
    void everyNodeListensOnItsOwnLoopbackPort() {
        List<DemoEndpoint> endpoints = cluster.endpoints();

        assertThat(endpoints).extracting(DemoEndpoint::name).containsExactly("vod-1", "vod-2", "vod-3");
        assertThat(endpoints).extracting(DemoEndpoint::host).containsOnly("127.0.0.1");
        assertThat(endpoints).extracting(DemoEndpoint::port).doesNotHaveDuplicates();
    }

    @Test
    void everyNodeShowsItsOwnEd25519HostKey() throws Exception {
        for (DemoEndpoint e : cluster.endpoints()) {
            Session session = probe.connect(e);
            try {
                assertThat(session.getHostKey().getType()).isEqualTo("ssh-ed25519");
                assertThat(session.getHostKey().getFingerPrint(new JSch()))
                        .isNotBlank();
                assertThat(DemoKeys.publicKeyLine(e.hostKey())).endsWith(session.getHostKey().getKey());
            } finally {
                session.disconnect();
            }
        }
        assertThat(cluster.endpoints()).extracting(DemoEndpoint::fingerprint).doesNotHaveDuplicates();
    }

    @Test
    void eachNodeAnswersWithItsOwnName() throws Exception {
        Session session = probe.connect(endpoint(1));
        try {
            ShellResult status = JschProbe.exec(session, "'vodnode' 'status'", WAIT);
            assertThat(VodnodeParser.parseStatus(status.stdout()).nodeName()).isEqualTo("vod-2");
        } finally {
            session.disconnect();
        }
    }

    @Test
    void anotherClientKeyIsRefused(@TempDir Path dir) throws Exception {
        JschProbe stranger = new JschProbe(cluster, DemoKeys.generate(), dir);

        assertThatThrownBy(() -> stranger.connect(endpoint(0))).isInstanceOf(JSchException.class)
                .hasMessageContaining("Auth fail");
    }

    @Test
    void anotherUserIsRefused() {
        assertThatThrownBy(() -> probe.connect(endpoint(0), "root")).isInstanceOf(JSchException.class)
                .hasMessageContaining("Auth fail");
    }

    @Test
    void passwordAuthenticationIsNotOffered() throws Exception {
        JSch plain = new JSch();
        Session session = plain.getSession("vodview", endpoint(0).host(), endpoint(0).port());
        session.setConfig("StrictHostKeyChecking", "no");
        session.setConfig("PreferredAuthentications", "password");
        session.setPassword("vodview");

        assertThatThrownBy(() -> session.connect(10_000)).isInstanceOf(JSchException.class)
                .hasMessageContaining("Auth fail");
    }

    @Test
    void aShellIsNotServed() throws Exception {
        Session session = probe.connect(endpoint(0));
        try {
            Channel shell = session.openChannel("shell");
            assertThatThrownBy(() -> shell.connect(5_000)).isInstanceOf(JSchException.class);
        } finally {
            session.disconnect();
        }
    }

    @Test
    void hangFaultLeavesTheNextCommandUnansweredAndTheOneAfterItServed() throws Exception {
        Session session = probe.connect(endpoint(2));
        try {
            cluster.hangNextCommand("vod-3");

            assertThat(JschProbe.exec(session, "'vodnode' 'status'", Duration.ofMillis(500)).exitStatus())
                    .isEqualTo(-1);
            assertThat(JschProbe.exec(session, "'vodnode' 'status'", WAIT).exitStatus()).isZero();
        } finally {
            session.disconnect();
        }
    }

    @Test
    void garbageFaultAnswersTheNextCommandWithTextNoParserAccepts() throws Exception {
        Session session = probe.connect(endpoint(2));
        try {
            cluster.garbleNextReply("vod-3");
            ShellResult garbage = JschProbe.exec(session, "'vodnode' 'status'", WAIT);

            assertThatThrownBy(() -> VodnodeParser.parseStatus(garbage.stdout()))
                    .isInstanceOf(ProtocolException.class);
            assertThat(VodnodeParser.parseStatus(JschProbe.exec(session, "'vodnode' 'status'", WAIT).stdout())
                    .nodeName()).isEqualTo("vod-3");
        } finally {
            session.disconnect();
        }
    }

    @Test
    void killedNodeDropsItsConnectionsAndRefusesNewOnesUntilRevived() throws Exception {
        Session session = probe.connect(endpoint(1));

        cluster.kill("vod-2");

        waitUntilDisconnected(session);
        assertThat(cluster.isUp("vod-2")).isFalse();
        assertThatThrownBy(() -> probe.connect(endpoint(1))).isInstanceOf(JSchException.class)
                .hasMessageContaining("Connection refused");
        assertThat(probe.connect(endpoint(0)).isConnected()).as("other nodes stay up").isTrue();

        cluster.revive("vod-2");

        Session again = probe.connect(endpoint(1));
        assertThat(JschProbe.exec(again, "'vodnode' 'status'", WAIT).exitStatus()).isZero();
        again.disconnect();
    }

    @Test
    void aConnectionCarriesAtMostTenChannelsAtOnceLikeOpenSsh() throws Exception {
        Session session = probe.connect(endpoint(0));
        List<ChannelExec> hung = new ArrayList<>();
        try {
            for (int i = 0; i < DemoCluster.MAX_CHANNELS; i++) {
                cluster.hangNextCommand("vod-1");
                ChannelExec channel = (ChannelExec) session.openChannel("exec");
                channel.setCommand("'vodnode' 'status'");
                channel.connect(10_000);
                hung.add(channel);
            }

            assertThatThrownBy(() -> JschProbe.exec(session, "'vodnode' 'status'", WAIT))
                    .isInstanceOf(JSchException.class).hasMessageContaining("channel is not opened");
            assertThat(session.isConnected()).as("the connection survives the refused channel").isTrue();

            hung.remove(0).disconnect();
            assertThat(execOnceASlotFrees(session).exitStatus()).isZero();
        } finally {
            hung.forEach(Channel::disconnect);
            session.disconnect();
        }
    }

    /** The server frees a slot when it has processed the channel's close, a moment after the client sent it. */
    private static ShellResult execOnceASlotFrees(Session session) throws Exception {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            try {
                return JschProbe.exec(session, "'vodnode' 'status'", WAIT);
            } catch (JSchException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(20);
            }
        }
    }

    private static void waitUntilDisconnected(Session session) throws InterruptedException {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (session.isConnected() && System.nanoTime() < deadline) {
            Thread.sleep(10);
        }
        assertThat(session.isConnected()).as("connection of a killed node is dropped").isFalse();
    }
}
