package org.voddesk.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Stream;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollRound;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * Poll rounds over demo clusters: for each cluster size, the console's {@link Poller} over
 * {@link SshClients} (one persistent session per node) against a {@link DemoCluster} in the same JVM.
 * Measures the first round (connect, authenticate, read recordings), steady rounds on the reused sessions, and
 * rounds that open fresh connections every time (connect-per-poll). Prints one markdown table row per size.
 *
 * <p>Run: {@code mvn -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.voddesk.bench.PollRoundBenchmark -Dexec.args="10,100,300 30 32"} (sizes, steady rounds,
 * poll threads). Every node plays 20 sessions, so a status reply has 20 session lines.
 */
public final class PollRoundBenchmark {
    private static final int SESSIONS_PER_NODE = 20;
    private static final int WARM_UP_ROUNDS = 5;
    private static final int FRESH_ROUNDS = 5;
    private static final int RECORDINGS_ROUNDS = 3;
    /**
     * Generous limits: the machine is shared, and a node that misses a limit would make the round measure a
     * failure instead of a poll. The default limits are the console's, not the benchmark's concern.
     */
    private static final SshSettings SSH = SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(60),
            Duration.ofSeconds(60));
    private static final PollSettings POLL = PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(60),
            Duration.ofSeconds(300));

    private PollRoundBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = Arrays.stream((args.length > 0 ? args[0] : "10,100,300").split(","))
                .mapToInt(Integer::parseInt).toArray();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 32;
        warmUp(threads);
        System.out.printf(Locale.ROOT, "cores=%d java=%s poll-threads=%d steady-rounds=%d%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), threads, rounds);
        System.out.println("| nodes | first round (connect + recordings) ms | steady round median ms | steady p90 ms "
                + "| CPU ms per node poll (server + client) | round with recordings median ms "
                + "| connect-per-poll round median ms | threads | open fds | load avg before/after |");
        System.out.println("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
        for (int n : sizes) {
            run(n, rounds, threads);
        }
    }

    /** A small cluster polled a while, so that class loading and JIT compilation are not billed to the first size. */
    private static void warmUp(int threads) throws Exception {
        PrintStream out = System.out;
        System.setOut(new PrintStream(OutputStream.nullOutputStream()));
        try {
            run(5, 50, threads);
        } finally {
            System.setOut(out);
        }
    }

    private static void run(int nodes, int rounds, int threads) throws Exception {
        Path dir = Files.createTempDirectory("voddesk-bench-");
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        DemoClusterConfig config = DemoClusterConfig.of(nodes).withSessionsPerNode(SESSIONS_PER_NODE);
        try (DemoCluster cluster = DemoCluster.start(config, Clock.systemUTC())) {
            ClusterFile file = DemoClusterFiles.describe(cluster, dir);
            String loadBefore = loadAverage();
            double first;
            double[] steady = new double[rounds];
            double[] withRecordings = new double[RECORDINGS_ROUNDS];
            int liveThreads;
            double cpuPerPoll;
            long fds;
            try (SshClients clients = SshClients.open(file, SSH, PassphraseProvider.NONE)) {
                Poller poller = poller(clients, pool);
                first = millis(checked(poller.poll(true)));
                for (int i = 0; i < WARM_UP_ROUNDS; i++) {
                    checked(poller.poll(false));
                }
                long cpuBefore = processCpuNanos();
                for (int i = 0; i < rounds; i++) {
                    steady[i] = millis(checked(poller.poll(false)));
                }
                cpuPerPoll = (processCpuNanos() - cpuBefore) / 1e6 / rounds / nodes;
                for (int i = 0; i < RECORDINGS_ROUNDS; i++) {
                    withRecordings[i] = millis(checked(poller.poll(true)));
                }
                liveThreads = Thread.activeCount();
                fds = openFileDescriptors();
            }
            double[] fresh = new double[FRESH_ROUNDS];
            for (int i = 0; i < FRESH_ROUNDS; i++) {
                try (SshClients clients = SshClients.open(file, SSH, PassphraseProvider.NONE)) {
                    fresh[i] = millis(checked(poller(clients, pool).poll(false)));
                }
            }
            Arrays.sort(steady);
            Arrays.sort(withRecordings);
            Arrays.sort(fresh);
            System.out.printf(Locale.ROOT, "| %d | %.1f | %.1f | %.1f | %.2f | %.1f | %.1f | %d | %d | %s / %s |%n",
                    nodes, first, steady[rounds / 2], steady[(int) Math.ceil(rounds * 0.9) - 1], cpuPerPoll,
                    withRecordings[RECORDINGS_ROUNDS / 2], fresh[FRESH_ROUNDS / 2], liveThreads, fds, loadBefore,
                    loadAverage());
        } finally {
            pool.shutdownNow();
            deleteTree(dir);
        }
    }

    private static Poller poller(SshClients clients, ExecutorService pool) {
        List<NodeLink> links = new ArrayList<>(clients.all());
        return new Poller(links, pool, POLL, Clock.systemUTC());
    }

    /** The round, after checking every node answered: a round with failures would measure something else. */
    private static PollRound checked(PollRound round) {
        round.nodes().forEach(n -> {
            if (n.health() != NodeHealth.OK) {
                throw new IllegalStateException("node " + n.node() + " is " + n.health() + ": " + n.reason());
            }
        });
        return round;
    }

    private static double millis(PollRound round) {
        return round.elapsedNanos() / 1e6;
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** The 1-minute load average: the machine is shared, so every figure is printed with it. */
    private static String loadAverage() throws IOException {
        Path file = Path.of("/proc/loadavg");
        return Files.isReadable(file) ? Files.readString(file).split(" ")[0] : "?";
    }

    private static long openFileDescriptors() throws IOException {
        Path fd = Path.of("/proc/self/fd");
        if (!Files.isDirectory(fd)) {
            return -1;
        }
        try (Stream<Path> s = Files.list(fd)) {
            return s.count();
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
