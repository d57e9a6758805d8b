package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.SiteHops;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.sshd.OpenSshNodes;
import org.voddesk.node.sshd.OpenSshd;
import org.voddesk.testing.Await;

/**
 * No false failover against a real OpenSSH server: the console's loop with its default settings (5 s
 * polls, 2 s poll timeout, SSH keep-alives) over two nodes, one of whose sshd is frozen (SIGSTOP) for 1.5 poll
 * timeouts and then runs again. Whichever sees the freeze first - a poll, or the keep-alives ending the idle session
 * and the link watch polling at once - the node misses at most one poll and is not failed.
 */
class OpenSshLateNodeTest {
    private static final String LATE = "vod-1";
    @TempDir
    Path dir;

    @Test
    void aNodeFrozenForOneAndAHalfPollTimeoutsIsNotFailed() throws Exception {
        OpenSshd.assumeAvailable();
        try (FailoverRig<Servers> rig = rig()) {
            rig.start();
            Await.until("both nodes are polled and measured", Duration.ofSeconds(60), () -> rig.settled(0));
            long frozen = System.nanoTime();
            rig.cluster.late().sshd().freeze();
            try {
                Thread.sleep(PollSettings.DEFAULT.commandTimeout().multipliedBy(3).dividedBy(2).toMillis());
            } finally {
                rig.cluster.late().sshd().thaw();
            }

            long thawed = System.nanoTime();

            Await.until("two rounds after the thaw, the late node OK", Duration.ofSeconds(60),
                    () -> rig.since(thawed, ControlEvent.RoundFinished.class).size() >= 2
                            && rig.control.snapshot().node(LATE).orElseThrow().health() == NodeHealth.OK);
            List<NodeHealth> seen = rig.since(frozen, ControlEvent.NodeHealthChanged.class).stream()
                    .filter(e -> e.node().equals(LATE)).map(ControlEvent.NodeHealthChanged::to).toList();
            // no miss when the freeze fell between polls and the reconnect reached the thawed server
            assertThat(seen).isIn(List.of(), List.of(NodeHealth.UNREACHABLE, NodeHealth.OK));
            assertThat(rig.since(frozen, ControlEvent.SessionReHomed.class)).isEmpty();
        }
    }

    /** The late node's sshd and the other node's. */
    record Servers(OpenSshNodes late, OpenSshNodes other) implements AutoCloseable {
        @Override
        public void close() throws InterruptedException {
            try {
                late.close();
            } finally {
                other.close();
            }
        }
    }

    private FailoverRig<Servers> rig() throws Exception {
        Servers servers = new Servers(OpenSshNodes.start(Files.createDirectories(dir.resolve("late")), 1, 1, "none",
                null, 3_600_000), OpenSshNodes.start(Files.createDirectories(dir.resolve("other")), 2, 1, "none", null,
                3_600_000));
        try {
            Path knownHosts = dir.resolve("known_hosts");
            Files.writeString(knownHosts, servers.late().sshd().knownHostsLine() + "\n"
                    + servers.other().sshd().knownHostsLine() + "\n");
            List<NodeConfig> nodes = new ArrayList<>(servers.late().cluster().nodes());
            nodes.addAll(servers.other().cluster().nodes());
            return new FailoverRig<>(dir.resolve("console"), servers, new ClusterFile(knownHosts, nodes,
                    SiteHops.FLAT), Duration.ofSeconds(5));
        } catch (Exception e) {
            servers.close();
            throw e;
        }
    }
}
