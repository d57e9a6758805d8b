package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.testing.Ffprobe;
import picocli.CommandLine;

class DemoNodesCommandTest {
    private final ExecutorService background = Executors.newCachedThreadPool();
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final CountDownLatch serving = new CountDownLatch(1);
    private final CountDownLatch stop = new CountDownLatch(1);

    @TempDir
    Path dir;

    @AfterEach
    void shutDown() {
        stop.countDown();
        background.shutdownNow();
    }

    /** Runs the command in the background until {@link #stop} is released; returns its exit code's future. */
    private Future<Integer> serve(String... args) throws InterruptedException {
        DemoNodesCommand command = new DemoNodesCommand(new DemoNodesCommand.ServeUntil() {
            @Override
            public void await(DemoCluster cluster) throws InterruptedException {
                serving.countDown();
                stop.await();
            }
        });
        CommandLine cl = new CommandLine(command);
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        Future<Integer> exit = background.submit(() -> cl.execute(args));
        serving.await(30, TimeUnit.SECONDS);
        return exit;
    }

    private static PollRound pollOnce(ClusterFile cluster) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (SshClients clients = SshClients.open(cluster, SshSettings.DEFAULT, PassphraseProvider.NONE)) {
            List<NodeLink> links = List.copyOf(clients.all());
            return new Poller(links, pool, PollSettings.DEFAULT, Clock.systemUTC()).poll(true);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void writesAClusterFileThatThePollerReachesWithNoOtherSetUp() throws Exception {
        Path file = dir.resolve("demo.yaml");
        Future<Integer> exit = serve("--nodes", "3", "--out", file.toString());

        PollRound round = pollOnce(ClusterFile.read(file));

        assertThat(round.nodes()).extracting(n -> n.node()).containsExactly("vod-1", "vod-2", "vod-3");
        assertThat(round.nodes()).allSatisfy(n -> assertThat(n.health()).as(n.reason()).isEqualTo(NodeHealth.OK));
        assertThat(err.toString()).contains("serving 3 simulated nodes", "stop with Ctrl-C");
        stop.countDown();
        assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
    }

    @Test
    void pollPlayAndStopCommandsWorkAgainstTheWrittenClusterFile() throws Exception {
        Path file = dir.resolve("demo.yaml");
        serve("--nodes", "2", "--out", file.toString());
        String begin = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(5, ChronoUnit.HOURS).toString();

        Run poll = cli("poll", "--cluster", file.toString(), "--once");
        Run play = cli("play", "--cluster", file.toString(), "--camera", "cam-007", "--begin", begin);
        String session = play.out().replaceAll("(?s)^session=(\\S+) .*", "$1");
        Run stop = cli("stop", "--cluster", file.toString(), "--session", session);

        assertThat(poll.code()).as(poll.err()).isZero();
        assertThat(poll.out().lines()).hasSize(2).allSatisfy(l -> assertThat(l)
                .matches("vod-[12] state=ok cpu=\\S+ mem=\\S+ net=\\S+ load=\\S+ sessions=0 recordings=1920"));
        assertThat(play.code()).as(play.err()).isZero();
        assertThat(play.out())
                .matches("(?s)session=\\S+ node=vod-[12] url=http://127\\.0\\.0\\.1:\\d+/vod-[12]/\\S+/index\\.m3u8\n");
        assertThat(stop.code()).as(stop.err()).isZero();
    }

    @Test
    void playPrintsAnHlsUrlThatFfprobeReadsUntilTheSessionStops() throws Exception {
        Ffprobe.assumeAvailable();
        Path file = dir.resolve("demo.yaml");
        serve("--nodes", "1", "--out", file.toString());
        String begin = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(5, ChronoUnit.HOURS).toString();

        Run main = cli("play", "--cluster", file.toString(), "--camera", "cam-007", "--begin", begin);
        Run sub = cli("play", "--cluster", file.toString(), "--camera", "cam-008", "--begin", begin,
                "--quality", "sub");
        String mainUrl = main.out().replaceAll("(?s)^.* url=(\\S+)\n$", "$1");
        String subUrl = sub.out().replaceAll("(?s)^.* url=(\\S+)\n$", "$1");

        assertThat(Ffprobe.video(mainUrl)).isEqualTo(new Ffprobe.Video("h264", 1280, 720));
        assertThat(Ffprobe.video(subUrl)).isEqualTo(new Ffprobe.Video("h264", 640, 360));
        String session = main.out().replaceAll("(?s)^session=(\\S+) .*", "$1");
        assertThat(cli("stop", "--cluster", file.toString(), "--session", session).code()).isZero();
        HttpResponse<String> stopped = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(mainUrl))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(stopped.statusCode()).isEqualTo(404);
        assertThat(stopped.body()).isEqualTo("no session " + session + " on vod-1: it was stopped, has ended or "
                + "never started\n");
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

    @Test
    void keyMaterialLiesBesideTheClusterFileWithAPrivateKeyOnlyItsOwnerReads() throws Exception {
        Path file = dir.resolve("site.yaml");
        serve("--nodes", "2", "--out", file.toString());

        ClusterFile cluster = ClusterFile.read(file);
        Path keys = dir.resolve("site-keys");

        assertThat(cluster.knownHosts()).isEqualTo(keys.resolve("known_hosts"));
        assertThat(cluster.nodes()).allSatisfy(n -> assertThat(n.identityFile()).isEqualTo(keys.resolve("id_ed25519")));
        assertThat(Files.getPosixFilePermissions(keys.resolve("id_ed25519")))
                .isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(Files.readAllLines(cluster.knownHosts())).hasSize(2)
                .allSatisfy(l -> assertThat(l).matches("\\[127\\.0\\.0\\.1]:\\d+ ssh-ed25519 \\S+"));
    }

    @Test
    void consecutiveBasePortsWhenAsked() throws Exception {
        int base = freeBasePort();
        Path file = dir.resolve("demo.yaml");
        serve("--nodes", "2", "--port", Integer.toString(base), "--out", file.toString());

        assertThat(ClusterFile.read(file).nodes()).extracting(n -> n.port()).containsExactly(base, base + 1);
    }

    @Test
    void withoutOutTheClusterFileGoesToStdoutAndItsTemporaryKeysAreRemovedAtTheEnd() throws Exception {
        Future<Integer> exit = serve("--nodes", "2");
        ClusterFile cluster = ClusterFile.parse(out.toString(), "stdout", dir, Paths.get(System.getProperty("user.home")));

        assertThat(pollOnce(cluster).nodes()).allSatisfy(n -> assertThat(n.health()).isEqualTo(NodeHealth.OK));
        stop.countDown();
        assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
        assertThat(cluster.knownHosts().getParent()).doesNotExist();
    }

    @Test
    void aKeyDirectoryIsUsedAgainAtTheNextStartAndLeftByteForByteAsItWas() throws Exception {
        String base = Integer.toString(freeBasePort());
        Path keys = dir.resolve("keys");
        String[] args = {"--nodes", "2", "--port", base, "--keys", keys.toString(), "--out",
                dir.resolve("demo.yaml").toString()};

        assertThat(startAndStop(args)).as(err.toString()).isZero();
        Map<String, String> first = contents(keys);
        assertThat(startAndStop(args)).as(err.toString()).isZero();

        assertThat(first.keySet()).containsExactlyInAnyOrder("id_ed25519", "id_ed25519.pub", "known_hosts",
                "host-keys/vod-1", "host-keys/vod-1.pub", "host-keys/vod-2", "host-keys/vod-2.pub");
        assertThat(contents(keys)).isEqualTo(first);
        ClusterFile cluster = ClusterFile.read(dir.resolve("demo.yaml"));
        assertThat(cluster.knownHosts()).isEqualTo(keys.resolve("known_hosts"));
        assertThat(cluster.nodes()).allSatisfy(n -> assertThat(n.identityFile()).isEqualTo(keys.resolve("id_ed25519")));
    }

    @Test
    void keysThatNameAFileIsBadUsage() throws Exception {
        Path file = Files.writeString(dir.resolve("keys.txt"), "x");
        CommandLine cl = new CommandLine(new DemoNodesCommand());
        cl.setErr(new PrintWriter(err, true));

        assertThat(cl.execute("--nodes", "1", "--keys", file.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("--keys: " + file + " is not a directory");
    }

    /** Runs the command to the point where it serves, then stops it; returns its exit code. */
    private int startAndStop(String... args) {
        CommandLine cl = new CommandLine(new DemoNodesCommand(cluster -> { }));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private static Map<String, String> contents(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p)); // all key files are ASCII text
            }
        }
        return files;
    }

    @Test
    void nodeCountOutOfRangeIsBadUsage() {
        CommandLine cl = new CommandLine(new DemoNodesCommand());
        cl.setErr(new PrintWriter(err, true));

        assertThat(cl.execute("--nodes", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--nodes must be in 1..2000");
    }

    @Test
    void privilegedPortIsBadUsage() {
        CommandLine cl = new CommandLine(new DemoNodesCommand());
        cl.setErr(new PrintWriter(err, true));

        assertThat(cl.execute("--nodes", "2", "--port", "22")).isEqualTo(2);
    }

    @Test
    void portInUseIsARuntimeFailure() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1,
                InetAddress.getByName("127.0.0.1"))) {
            CommandLine cl = Main.newCommandLine();
            cl.setErr(new PrintWriter(err, true));

            int code = cl.execute("demo-nodes", "--nodes", "1", "--port", Integer.toString(taken.getLocalPort()),
                    "--out", dir.resolve("x.yaml").toString());

            assertThat(code).isEqualTo(1);
            assertThat(err.toString()).contains("cannot listen on 127.0.0.1:" + taken.getLocalPort());
        }
    }

    private static int freeBasePort() throws Exception {
        for (int attempt = 0; attempt < 20; attempt++) {
            int base;
            try (ServerSocket s = new ServerSocket(0)) {
                base = s.getLocalPort();
            }
            if (base < 65000 && portFree(base + 1)) {
                return base;
            }
        }
        throw new IllegalStateException("no two consecutive free ports found");
    }

    private static boolean portFree(int port) {
        try (ServerSocket s = new ServerSocket(port)) {
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
