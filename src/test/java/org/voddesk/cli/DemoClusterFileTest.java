package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeConfig;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.demo.DemoKeySet;
import org.voddesk.demo.DemoKeys;
import org.voddesk.node.cluster.ClusterFile;
import picocli.CommandLine;

/**
 * The committed demo cluster file (sample-data/demo-cluster.yaml with demo-keys/) reaches the nodes that
 * {@code demo-nodes --port P --keys sample-data/demo-keys} serves. The nodes here listen on free ports, so the
 * test runs on a copy of the file and keys whose ports are rewritten to those; everything else is as committed.
 */
class DemoClusterFileTest {
    private static final Path SAMPLE = Path.of("sample-data");
    private static final Path FILE = SAMPLE.resolve("demo-cluster.yaml");
    private static final Path KEYS = SAMPLE.resolve("demo-keys");
    private static final Pattern COMMAND = Pattern.compile(
            "demo-nodes --nodes (\\d+) --port (\\d+) --keys sample-data/demo-keys\\b");

    @TempDir
    Path dir;

    @Test
    void fileNamesTheNodesTheCommandInItsHeaderServesWithTheKeysBesideIt() throws Exception {
        ClusterFile file = ClusterFile.read(FILE);
        Matcher command = COMMAND.matcher(Files.readString(FILE, StandardCharsets.UTF_8));
        assertThat(command.find()).as("the header names the demo-nodes command").isTrue();
        int nodes = Integer.parseInt(command.group(1));
        int base = Integer.parseInt(command.group(2));

        assertThat(file.knownHosts()).isEqualTo(KEYS.resolve("known_hosts").toAbsolutePath());
        assertThat(file.nodes()).hasSize(nodes);
        DemoKeySet committed = DemoKeySet.inDirectory(KEYS);
        for (int i = 0; i < nodes; i++) {
            NodeConfig n = file.nodes().get(i);
            assertThat(n.name()).isEqualTo(DemoClusterConfig.nodeName(i));
            assertThat(n.host()).isEqualTo(DemoClusterConfig.HOST);
            assertThat(n.port()).isEqualTo(base + i);
            assertThat(n.user()).isEqualTo(DemoClusterConfig.of(nodes).user());
            assertThat(n.identityFile()).isEqualTo(KEYS.resolve("id_ed25519").toAbsolutePath());
        }
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < nodes; i++) {
            expected.add(DemoKeys.knownHostsLine(DemoClusterConfig.HOST, base + i,
                    committed.hostKey(DemoClusterConfig.nodeName(i)).getPublic()));
        }
        assertThat(Files.readAllLines(file.knownHosts())).containsExactlyElementsOf(expected);
    }

    @Test
    void pollReachesEveryNodeThroughTheCommittedFileAndKeysWhichStartingLeavesAsCommitted() throws Exception {
        Path copy = copySampleData();
        Map<String, String> before = snapshot(copy.resolve("demo-keys"));
        ClusterFile committed = ClusterFile.read(FILE);
        DemoClusterConfig config = DemoClusterConfig.of(committed.nodes().size());

        try (DemoCluster cluster = DemoCluster.start(config, Clock.systemUTC(),
                DemoKeySet.inDirectory(copy.resolve("demo-keys")))) {
            assertThat(snapshot(copy.resolve("demo-keys"))).as("the keys were read, none made or rewritten")
                    .isEqualTo(before);
            List<DemoEndpoint> served = cluster.endpoints();
            movePorts(copy, committed, served);
            assertThat(ClusterFile.read(copy.resolve("demo-cluster.yaml")).nodes())
                    .extracting(NodeConfig::bandwidthBps)
                    .containsExactlyElementsOf(served.stream().map(DemoEndpoint::bandwidthBps).toList());

            Run poll = cli("poll", "--cluster", copy.resolve("demo-cluster.yaml").toString(), "--once");

            assertThat(poll.code()).as(poll.err()).isZero();
            assertThat(poll.out().lines()).hasSize(served.size())
                    .allSatisfy(l -> assertThat(l).matches("vod-\\d+ state=ok .*"));
        }
    }

    /** Copies the file and its key directory as they are committed. */
    private Path copySampleData() throws IOException {
        Path copy = dir.resolve("sample-data");
        try (Stream<Path> files = Files.walk(KEYS)) {
            for (Path p : files.toList()) {
                Path target = copy.resolve(SAMPLE.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        Files.copy(FILE, copy.resolve("demo-cluster.yaml"));
        return copy;
    }

    /** Rewrites the committed ports of the copy's file and known_hosts to the ports the nodes got. */
    private static void movePorts(Path copy, ClusterFile committed, List<DemoEndpoint> served) throws IOException {
        Path yaml = copy.resolve("demo-cluster.yaml");
        Path knownHosts = copy.resolve("demo-keys").resolve("known_hosts");
        String text = Files.readString(yaml, StandardCharsets.UTF_8);
        String hosts = Files.readString(knownHosts, StandardCharsets.UTF_8);
        for (int i = 0; i < served.size(); i++) {
            int from = committed.nodes().get(i).port();
            int to = served.get(i).port();
            text = text.replaceFirst("(?m)^(\\s+port: )" + from + "$", "$1" + to);
            hosts = hosts.replace("]:" + from + " ", "]:" + to + " ");
        }
        Files.writeString(yaml, text, StandardCharsets.UTF_8);
        Files.writeString(knownHosts, hosts, StandardCharsets.UTF_8);
    }

    private static Map<String, String> snapshot(Path keyDir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(keyDir)) {
            for (Path p : paths.filter(Files::isRegularFile).toList()) {
                files.put(keyDir.relativize(p).toString(), Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return files;
    }

    private record Run(int code, String out, String err) {
    }

    private static Run cli(String... args) {
        StringWriter o = new StringWriter();
        StringWriter e = new StringWriter();
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(o, true));
        cl.setErr(new PrintWriter(e, true));
        int code = cl.execute(args);
        return new Run(code, o.toString(), e.toString());
    }
}
