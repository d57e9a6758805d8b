package org.voddesk.node.sshd;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.SiteHops;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.NodeLink;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.agent.NodeInstall;
import org.voddesk.node.protocol.AgentCommands;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.ExecResult;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.core.ProbeReport;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * A VOD node set up only by {@code installer/node/install.sh} behind a private OpenSSH sshd, reached through the
 * console's real client stack (JSch sessions, probe, poller, command executor): it polls OK with its recordings,
 * plays and stops, its key cannot run anything else, a second install keeps it working, and after
 * {@code --uninstall} the key no longer logs in. Skipped where a private sshd cannot run (see {@link OpenSshd}).
 */
class NodeInstallSshdTest {
    private static final String CAMERA = "cam-7";
    private static final long IN_RECORDING = 1_795_852_860_000L;
    private static final SshSettings SSH = SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10),
            Duration.ofSeconds(15));

    @TempDir
    Path dir;

    @Test
    void aNodeInstalledByTheScriptServesTheConsoleAndNothingElse() throws Exception {
        OpenSshd.assumeAvailable();
        assumeTrue(Files.isExecutable(NodeInstall.DASH), "dash is not installed; skipped");
        Path clientKey = Keys.generate(dir.resolve("console_ed25519"), "ed25519", "");
        Path camera = Files.createDirectories(dir.resolve("node/rec").resolve(CAMERA));
        Files.createFile(camera.resolve("20261128T080000Z_20261128T090000Z.mp4"));
        Path sshdDir = Files.createDirectories(dir.resolve("sshd"));
        try (OpenSshd sshd = OpenSshd.start(sshdDir, List.of())) {
            NodeInstall node = new NodeInstall(dir.resolve("node"), Keys.pub(clientKey),
                    Keys.pub(sshd.hostKey()), sshdDir.resolve("authorized_keys"), sshd.port());
            NodeInstall.Run installed = node.install();
            assertThat(installed.exit()).as(installed.err()).isZero();
            Path knownHosts = Files.writeString(dir.resolve("known_hosts"), sshd.knownHostsLine() + "\n");
            NodeConfig config = new NodeConfig("vod-1", "127.0.0.1", sshd.port(), OpenSshd.user(), clientKey.toString(), 1e9,
                    null, AgentCommands.DEFAULT_AGENT);
            ClusterFile cluster = new ClusterFile(knownHosts, List.of(config), SiteHops.FLAT);

            try (SshClients clients = SshClients.open(cluster, SSH, PassphraseProvider.NONE)) {
                ProbeReport probe = clients.probe(config);
                assertThat(probe.agentProtocol()).as(probe.reason()).isEqualTo("vodnode/1");
                assertThat(installed.out()).contains("host key fingerprint: " + probe.fingerprint() + " (ED25519)");
                servesTheConsole(clients);
                refusesOtherCommands(clients.connection("vod-1").orElseThrow());

                NodeInstall.Run again = node.install();
                assertThat(again.exit()).as(again.err()).isZero();
                assertThat(Files.readAllLines(node.authorizedKeys())).hasSize(1);
                assertThat(poll(clients).health()).isEqualTo(NodeHealth.OK);
            }

            assertThat(node.uninstall().exit()).isZero();
            try (SshClients fresh = SshClients.open(cluster, SSH, PassphraseProvider.NONE)) {
                ProbeReport after = fresh.probe(config);
                assertThat(after.reachable()).as(after.reason()).isFalse();
            }
        }
    }

    private static NodePoll poll(SshClients clients) {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        try {
            Poller poller = new Poller(List.copyOf(clients.all()), pool,
                    PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(15), Duration.ofSeconds(30)),
                    Clock.systemUTC());
            return poller.poll(true).node("vod-1").orElseThrow();
        } finally {
            pool.shutdownNow();
        }
    }

    private static void servesTheConsole(SshClients clients) {
        NodePoll first = poll(clients);
        assertThat(first.health()).as(first.reason()).isEqualTo(NodeHealth.OK);
        assertThat(first.recordings()).anySatisfy(r -> {
            assertThat(r.cameraId()).isEqualTo(CAMERA);
            assertThat(r.contains(IN_RECORDING)).isTrue();
        });
        List<NodeLink> links = List.copyOf(clients.all());
        CommandExecutor executor = new CommandExecutor(links, Duration.ofSeconds(15), Clock.systemUTC());
        CommandOutcome played = executor.play("vod-1", PlayArgs.fresh("s-1", CAMERA, IN_RECORDING, 1, Quality.MAIN));
        assertThat(played.ok()).as(played.describe()).isTrue();
        assertThat(poll(clients).sessions()).extracting(s -> s.id()).containsExactly("s-1");
        CommandOutcome stopped = executor.stop("vod-1", "s-1");
        assertThat(stopped.ok()).as(stopped.describe()).isTrue();
    }

    private static void refusesOtherCommands(NodeLink link) throws Exception {
        for (String forbidden : List.of("id", "sh -c id", "'vodnode' 'status'; id")) {
            ExecResult r = link.exec(forbidden, Duration.ofSeconds(15));
            assertThat(r.exitStatus()).as(forbidden).isEqualTo(1);
            assertThat(r.stdout()).as(forbidden).isEmpty();
            assertThat(r.stderr()).as(forbidden).startsWith("vodnode-ssh: refused: ");
        }
    }
}
