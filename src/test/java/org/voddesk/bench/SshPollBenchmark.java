package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.core.NodeHealth;
import org.voddesk.node.ClusterFile;
import org.voddesk.node.NodeConfig;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.sshd.OpenSshNodes;
import org.voddesk.node.ssh.NodeConnection;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * SSH costs against a real OpenSSH sshd on loopback (issue 6): connect + authentication (ed25519), an empty exec
 * ({@code true}) and one poll command (/proc + {@code vodnode status} of the real shell agent, streamer none) on a
 * reused session, the same poll with a fresh connection each time (connect-per-poll), and a {@link Poller} round of
 * one node. Needs root and openssh-server, like the conformance tests.
 *
 * <p>Run: {@code mvn -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.voddesk.bench.SshPollBenchmark -Dexec.args="50"} (iterations per figure, after 10 warm-up).
 */
public final class SshPollBenchmark {
    private static final int WARM_UP = 10;

    private SshPollBenchmark() {
    }

    private interface Step {
        void run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        Path dir = Files.createTempDirectory("voddesk-ssh-bench");
        String loadBefore = Files.readString(Path.of("/proc/loadavg")).strip();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (OpenSshNodes nodes = OpenSshNodes.start(dir, 1, "none", null, 3_600_000)) {
            ClusterFile cluster = nodes.cluster();
            NodeConfig node = cluster.nodes().get(0);
            String poll = PollScript.command(node.agent(), false);
            SshSettings settings = SshSettings.DEFAULT;
            System.out.printf(Locale.ROOT, "cores=%d java=%s iterations=%d loadavg-before=%s%n",
                    Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), n, loadBefore);
            System.out.println("| what | median ms | p90 ms |");
            System.out.println("|---|---:|---:|");
            row("connect + auth (ed25519)", n, () -> {
                try (SshClients c = SshClients.open(cluster, settings, PassphraseProvider.NONE)) {
                    long t = System.nanoTime();
                    c.connection(node.name()).orElseThrow().connect();
                    return System.nanoTime() - t;
                }
            });
            try (SshClients c = SshClients.open(cluster, settings, PassphraseProvider.NONE)) {
                NodeConnection conn = c.connection(node.name()).orElseThrow();
                conn.connect();
                row("exec `true`, reused session", n, timed(() -> conn.exec("true")));
                row("poll command, reused session", n, timed(() -> conn.exec(poll)));
                Poller poller = new Poller(List.<NodeLink>of(conn), pool, PollSettings.DEFAULT, Clock.systemUTC());
                row("Poller round of 1 node, reused session", n, timed(() -> {
                    if (poller.poll(false).nodes().get(0).health() != NodeHealth.OK) {
                        throw new IllegalStateException("node not ok");
                    }
                }));
            }
            row("poll command, connect-per-poll", n, timed(() -> {
                try (SshClients c = SshClients.open(cluster, settings, PassphraseProvider.NONE)) {
                    c.connection(node.name()).orElseThrow().exec(poll, Duration.ofSeconds(30));
                }
            }));
        } finally {
            pool.shutdownNow();
        }
        System.out.println("loadavg-after=" + Files.readString(Path.of("/proc/loadavg")).strip());
    }

    private interface Sample {
        long nanos() throws Exception;
    }

    private static Sample timed(Step step) {
        return () -> {
            long t = System.nanoTime();
            step.run();
            return System.nanoTime() - t;
        };
    }

    private static void row(String what, int n, Sample sample) throws Exception {
        for (int i = 0; i < WARM_UP; i++) {
            sample.nanos();
        }
        List<Long> times = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            times.add(sample.nanos());
        }
        Collections.sort(times);
        System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f |%n", what, times.get(n / 2) / 1e6,
                times.get((int) Math.ceil(n * 0.9) - 1) / 1e6);
    }
}
