package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.core.NodeConfig;
import org.voddesk.node.sshd.OpenSshNodes;
import org.voddesk.node.sshd.OpenSshd;
import picocli.CommandLine;

/** {@code poll} and {@code stop} end to end against nodes behind a real OpenSSH sshd. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ClusterCommandsOpenSshTest {
    private static final String LINE = "vod-\\d state=ok cpu=\\d+\\.\\d mem=\\d+\\.\\d net=\\d+\\.\\d load=\\d+\\.\\d "
            + "sessions=0 recordings=1";

    private OpenSshNodes nodes;
    private Path clusterFile;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    void startNodes(@TempDir Path dir) throws Exception {
        OpenSshd.assumeAvailable();
        nodes = OpenSshNodes.start(dir, 2, "none", null, 3_600_000);
        ClusterFile c = nodes.cluster();
        List<NodeConfig> withDead = new ArrayList<>(c.nodes());
        NodeConfig n = c.nodes().get(0);
        // Port 1 on loopback: nothing listens, the connection is refused at once.
        withDead.add(new NodeConfig("vod-dead", "127.0.0.1", 1, n.user(), n.identity(), 1e9, null, n.agent()));
        clusterFile = dir.resolve("cluster.yaml");
        Files.writeString(clusterFile, new ClusterFile(c.knownHosts(), withDead, c.sites()).toYaml(Path.of("/nohome")));
    }

    @AfterAll
    void stopNodes() throws Exception {
        if (nodes != null) {
            nodes.close();
        }
    }

    private int run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void pollOncePrintsALinePerNodeAndExitsZeroWithANodeDown() {
        assertThat(run("poll", "--cluster", clusterFile.toString(), "--once")).as(err.toString()).isZero();
        List<String> lines = out.toString().lines().toList();
        assertThat(lines).hasSize(3);
        assertThat(lines.subList(0, 2)).allSatisfy(l -> assertThat(l).matches(LINE));
        // --once reads every node twice, a second apart (utilisation is a difference): two misses make it failed
        assertThat(lines.get(2)).startsWith("vod-dead state=failed cpu=- mem=- net=- load=- sessions=- "
                + "recordings=0 error=\"connection to 127.0.0.1:1 failed");
    }

    @Test
    void stopOfAnUnknownSessionIsARuntimeFailure() {
        assertThat(run("stop", "--cluster", clusterFile.toString(), "--session", "nope")).isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk stop: there is no live session nope")
                .contains("vod-dead unreachable");
    }

    @Test
    void playPrintsSessionNodeAndUrlAndStopEndsIt() {
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", OpenSshNodes.CAMERA,
                "--begin", "2026-11-28T08:10:00Z", "--rate", "2", "--policy", "least-load")).as(err.toString()).isZero();
        String line = out.toString().strip();
        assertThat(line).matches("session=([0-9a-f-]{36}) node=vod-[12] url=http://127\\.0\\.0\\.1/vod-[12]/hls/"
                + "[0-9a-f-]{36}/index\\.m3u8");
        String session = line.substring("session=".length(), line.indexOf(' '));
        String node = line.substring(line.indexOf("node=") + 5, line.indexOf(" url="));
        assertThat(run("stop", "--cluster", clusterFile.toString(), "--session", session)).as(err.toString()).isZero();
        assertThat(out.toString().strip()).isEqualTo("stopped session=" + session + " node=" + node);
    }

    @Test
    void playOfAnUnrecordedTimeIsARuntimeFailure() {
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", OpenSshNodes.CAMERA,
                "--begin", "2020-01-01T00:00:00Z")).isEqualTo(1);
        // the time as the command line takes it, an instant, whatever the machine's zone
        assertThat(err.toString()).contains("no node lists a recording of camera cam-7 at 2020-01-01T00:00:00Z");
    }

    @Test
    void playWithMalformedArgumentsIsBadUsage() {
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-7", "--begin", "yesterday"))
                .isEqualTo(2);
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-7", "--begin",
                "2026-11-28T08:10:00Z", "--rate", "fast")).isEqualTo(2);
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "cam-7", "--begin",
                "2026-11-28T08:10:00Z", "--policy", "nope")).isEqualTo(2);
        assertThat(err.toString()).contains("--policy must be one of");
        assertThat(run("play", "--cluster", clusterFile.toString(), "--camera", "; rm -rf /", "--begin",
                "2026-11-28T08:10:00Z")).isEqualTo(2);
    }

    @Test
    void hostileSessionIdIsBadUsage() {
        assertThat(run("stop", "--cluster", clusterFile.toString(), "--session", "$(id)")).isEqualTo(2);
    }
}
