package org.voddesk.node.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Quality;
import org.voddesk.node.protocol.AgentCommands;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.PollReply;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.sshd.Keys;

/**
 * {@code installer/node/install.sh} and the forced-command wrapper it installs, run directly (no sshd): what it
 * writes, that a second run changes nothing, what it refuses, which commands the console's key may run, and
 * {@code --uninstall}. The end-to-end check through a real sshd is {@code NodeInstallSshdTest}.
 */
class NodeInstallScriptTest {
    @TempDir
    Path dir;
    private NodeInstall node;
    private Path clientKey;
    private Path hostKey;

    @BeforeEach
    void setUp() throws Exception {
        assumeTrue(Files.isExecutable(NodeInstall.DASH), "dash is not installed; the install script tests are skipped");
        clientKey = Keys.generate(dir.resolve("console_ed25519"), "ed25519", "");
        hostKey = Keys.generate(dir.resolve("host_ed25519"), "ed25519", "");
        Path cam = Files.createDirectories(dir.resolve("rec/cam-7"));
        Files.createFile(cam.resolve("20261128T080000Z_20261128T090000Z.mp4"));
        node = new NodeInstall(dir, Keys.pub(clientKey), Keys.pub(hostKey), dir.resolve("ssh/authorized_keys"), 2222);
    }

    private static String keyBlob(Path pub) throws IOException {
        return Files.readString(pub).strip().split(" ")[1];
    }

    private static String fingerprint(Path pub) throws Exception {
        Process p = new ProcessBuilder("ssh-keygen", "-l", "-E", "sha256", "-f", pub.toString()).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertThat(p.waitFor()).isZero();
        return out.split(" ")[1];
    }

    @Test
    void installsTheAgentItsSettingsAndARestrictedKey() throws Exception {
        NodeInstall.Run r = node.install();

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("vodnode/1 node=vod-1", "host: 127.0.0.1", "port: 2222",
                "user: " + System.getProperty("user.name"), "host key fingerprint: " + fingerprint(Keys.pub(hostKey)));
        assertThat(Files.readString(node.agent())).isEqualTo(Files.readString(Path.of("installer/node/vodnode")));
        assertThat(Files.readAllLines(node.config())).contains("node=vod-1", "recordings=" + node.recordings(),
                "state_dir=" + node.stateDir(), "streamer=none");
        assertThat(Files.readAllLines(node.authorizedKeys())).containsExactly("command=\"" + node.wrapper()
                + "\",no-port-forwarding,no-agent-forwarding,no-X11-forwarding,no-pty,no-user-rc ssh-ed25519 "
                + keyBlob(Keys.pub(clientKey)) + " " + Files.readString(Keys.pub(clientKey)).strip().split(" ")[2]);
    }

    @Test
    void aSecondRunChangesNothingAndKeepsOtherKeys() throws Exception {
        Files.createDirectories(node.authorizedKeys().getParent());
        String other = "ssh-ed25519 " + keyBlob(Keys.pub(hostKey)) + " admin@laptop";
        // An earlier, unrestricted entry for the console's key must not survive beside the restricted one.
        Files.write(node.authorizedKeys(), List.of(other, Files.readString(Keys.pub(clientKey)).strip()));
        assertThat(node.install().exit()).isZero();
        List<String> keys = Files.readAllLines(node.authorizedKeys());
        String settings = Files.readString(node.config());

        NodeInstall.Run again = node.install();

        assertThat(again.exit()).as(again.err()).isZero();
        assertThat(Files.readAllLines(node.authorizedKeys())).isEqualTo(keys).hasSize(2).first().isEqualTo(other);
        assertThat(keys.get(1)).startsWith("command=");
        assertThat(Files.readString(node.config())).isEqualTo(settings);
        assertThat(Path.of(node.config() + ".bak")).doesNotExist();
    }

    @Test
    void changedSettingsKeepTheOldFileAsBackup() throws Exception {
        assertThat(node.install().exit()).isZero();
        String before = Files.readString(node.config());

        NodeInstall.Run r = node.install("--node", "vod-2");

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(r.out()).contains("vodnode/1 node=vod-2");
        assertThat(Files.readString(Path.of(node.config() + ".bak"))).isEqualTo(before);
    }

    @Test
    void refusesABadRecordingsRootAndWritesNothing() throws Exception {
        Path file = Files.writeString(dir.resolve("a-file"), "x");
        for (String[] bad : new String[][] {
                {dir.resolve("missing").toString(), "does not exist"},
                {file.toString(), "is not a directory"},
                {"recordings", "must be an absolute path"}}) {
            NodeInstall.Run r = node.install("--recordings", bad[0]);
            assertThat(r.exit()).as(bad[0]).isEqualTo(1);
            assertThat(r.err()).contains("recordings root").contains(bad[1]);
        }
        assertThat(node.prefix()).doesNotExist();
        assertThat(node.config()).doesNotExist();
        assertThat(node.authorizedKeys()).doesNotExist();
    }

    @Test
    void refusesTheFfmpegStreamerWhenFfmpegIsMissing() throws Exception {
        // A PATH with every usual tool but ffmpeg, whether or not this machine has it.
        Path bin = Files.createDirectories(dir.resolve("bin-without-ffmpeg"));
        try (Stream<Path> tools = Files.list(Path.of("/usr/bin"))) {
            for (Path t : (Iterable<Path>) tools::iterator) {
                if (!t.getFileName().toString().equals("ffmpeg")) {
                    Files.createSymbolicLink(bin.resolve(t.getFileName()), t);
                }
            }
        }
        try {
            assertFfmpegRefused(bin);
        } finally {
            // The links go before @TempDir cleans up, which warns about every link that leaves the directory.
            try (Stream<Path> links = Files.list(bin)) {
                for (Path l : (Iterable<Path>) links::iterator) {
                    Files.delete(l);
                }
            }
        }
    }

    private void assertFfmpegRefused(Path bin) throws Exception {
        List<String> args = new ArrayList<>(List.of("--user", System.getProperty("user.name"),
                "--key", Keys.pub(clientKey).toString(), "--recordings", node.recordings().toString(),
                "--streamer", "ffmpeg-hls", "--prefix", node.prefix().toString(),
                "--config", node.config().toString(), "--authorized-keys", node.authorizedKeys().toString()));

        NodeInstall.Run r = node.script(args, Map.of("PATH", bin.toString()));

        assertThat(r.exit()).isEqualTo(1);
        assertThat(r.err()).contains("needs ffmpeg", "--streamer none");
        assertThat(node.prefix()).doesNotExist();
    }

    @Test
    void theKeyMayRunOnlyTheConsolesCommands() throws Exception {
        assertThat(node.install().exit()).isZero();

        NodeInstall.Run poll = node.forced(PollScript.command(AgentCommands.DEFAULT_AGENT, true));
        assertThat(poll.exit()).as(poll.err()).isZero();
        PollReply reply = PollScript.parseReply(poll.out(), true);
        assertThat(reply.procExit()).isZero();
        assertThat(reply.proc()).contains("MemTotal:");
        assertThat(reply.status()).startsWith("vodnode/1 node=vod-1");
        assertThat(reply.recordings()).contains("recording camera=cam-7 start=1795852800000");
        assertThat(node.forced(PollScript.command(node.agent().toString(), false)).exit()).isZero();
        assertThat(node.forced("cat /proc/stat /proc/meminfo /proc/net/dev").out()).contains("MemTotal:");
        NodeInstall.Run play = node.forced(AgentCommands.play("vodnode",
                PlayArgs.fresh("s-1", "cam-7", 1_795_852_860_000L, 1, Quality.MAIN)));
        assertThat(play.out()).startsWith("ok session=s-1 url=");
        assertThat(node.forced(AgentCommands.stop("vodnode", "s-1")).out()).startsWith("ok session=s-1");
        assertThat(node.forced("vodnode status").out()).startsWith("vodnode/1 node=vod-1");

        for (String forbidden : List.of("id", "sh -c id", "'vodnode' 'status'; id", "'sh' '-c' 'id'",
                "'vodnode' 'status' && id", "'vodnode' 'play' '--session' 'x' '--camera' '$(id)' '--begin' '0'",
                "'/bin/sh' 'status'", "'vodnode' 'shell'", PollScript.command("/bin/sh", false), "")) {
            NodeInstall.Run r = node.forced(forbidden);
            assertThat(r.exit()).as(forbidden).isEqualTo(1);
            assertThat(r.out()).as(forbidden).isEmpty();
            assertThat(r.err()).as(forbidden).startsWith("vodnode-ssh: refused: ");
        }
    }

    @Test
    void uninstallRemovesWhatItInstalledAndKeepsTheRest() throws Exception {
        Files.createDirectories(node.authorizedKeys().getParent());
        String other = "ssh-ed25519 " + keyBlob(Keys.pub(hostKey)) + " admin@laptop";
        Files.write(node.authorizedKeys(), List.of(other));
        assertThat(node.install().exit()).isZero();
        node.forced(AgentCommands.play("vodnode", PlayArgs.fresh("s-1", "cam-7", 1_795_852_860_000L, 1,
                Quality.MAIN)));

        NodeInstall.Run r = node.uninstall();

        assertThat(r.exit()).as(r.err()).isZero();
        assertThat(Files.readAllLines(node.authorizedKeys())).containsExactly(other);
        assertThat(node.agent()).doesNotExist();
        assertThat(node.wrapper()).doesNotExist();
        assertThat(node.config()).doesNotExist();
        assertThat(node.stateDir()).doesNotExist();
        assertThat(node.recordings().resolve("cam-7")).isDirectory();
        assertThat(node.uninstall().exit()).as("a second uninstall").isZero();
    }
}
