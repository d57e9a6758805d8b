package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.NodeLink;
import org.voddesk.node.PollSettings;
import org.voddesk.node.Poller;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.protocol.PollScript;
import org.voddesk.node.sshd.OpenSshNodes;
import org.voddesk.node.ssh.NodeConnection;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * SSH costs against a real OpenSSH sshd on loopback, with the real shell agent (streamer none) on two
 * nodes: {@code vod-1} idle, {@code vod-2} playing 20 sessions. Figures: connect + authentication (ed25519); an
 * empty exec ({@code true}) on a reused session; the poll command (/proc + {@code vodnode status}) on a reused
 * session for both nodes; a {@link Poller} round of {@code vod-2}; and the same poll opening a fresh connection
 * every time (connect-per-poll). The variants run in turn within each iteration, so a load change on the shared
 * machine hits all of them alike. Needs root and openssh-server, like the conformance tests.
 *
 * <p>Run: {@code mvn -q test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=org.voddesk.bench.SshPollBenchmark -Dexec.args="50"} (iterations after 10 warm-up ones).
 */
public final class SshPollBenchmark {
    private static final int WARM_UP = 10;
    private static final int SESSIONS = 20;

    private SshPollBenchmark() {
    }

    private interface Step {
        void run() throws Exception;
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 50;
        Path dir = Files.createTempDirectory("voddesk-ssh-bench");
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try (OpenSshNodes nodes = OpenSshNodes.start(dir, 2, "none", null, 3_600_000);
             SshClients clients = SshClients.open(nodes.cluster(), SshSettings.DEFAULT, PassphraseProvider.NONE)) {
            ClusterFile cluster = nodes.cluster();
            NodeConnection idle = clients.connection("vod-1").orElseThrow();
            NodeConnection busy = clients.connection("vod-2").orElseThrow();
            CommandExecutor executor = new CommandExecutor(List.of(busy), Duration.ofSeconds(30), Clock.systemUTC());
            for (int i = 0; i < SESSIONS; i++) {
                executor.play("vod-2", PlayArgs.fresh("b" + i, OpenSshNodes.CAMERA,
                        OpenSshNodes.RECORDING_START + 1000L * i, 1, Quality.MAIN));
            }
            String poll = PollScript.command(cluster.nodes().get(1).agent(), false);
            String pollIdle = PollScript.command(cluster.nodes().get(0).agent(), false);
            Poller poller = new Poller(List.<NodeLink>of(busy), pool, PollSettings.DEFAULT, Clock.systemUTC());
            Map<String, Step> variants = new LinkedHashMap<>();
            variants.put("connect + auth (ed25519)", () -> {
                try (SshClients c = SshClients.open(cluster, SshSettings.DEFAULT, PassphraseProvider.NONE)) {
                    c.connection("vod-1").orElseThrow().connect();
                }
            });
            variants.put("exec `true`, reused session", () -> idle.exec("true"));
            variants.put("poll command, reused session, idle node", () -> idle.exec(pollIdle));
            variants.put("poll command, reused session, " + SESSIONS + " sessions", () -> busy.exec(poll));
            variants.put("Poller round of that node (parse included)", () -> {
                if (poller.poll(false).nodes().get(0).health() != NodeHealth.OK) {
                    throw new IllegalStateException("node not ok");
                }
            });
            variants.put("poll command, connect-per-poll, " + SESSIONS + " sessions", () -> {
                try (SshClients c = SshClients.open(cluster, SshSettings.DEFAULT, PassphraseProvider.NONE)) {
                    c.connection("vod-2").orElseThrow().exec(poll);
                }
            });
            idle.connect();
            busy.connect();
            System.out.printf(Locale.ROOT, "cores=%d java=%s iterations=%d loadavg-before=%s%n",
                    Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), n,
                    Files.readString(Path.of("/proc/loadavg")).strip());
            Map<String, List<Long>> times = measure(variants, n);
            System.out.println("| what | median ms | p90 ms |");
            System.out.println("|---|---:|---:|");
            times.forEach((what, t) -> System.out.printf(Locale.ROOT, "| %s | %.1f | %.1f |%n", what,
                    t.get(n / 2) / 1e6, t.get((int) Math.ceil(n * 0.9) - 1) / 1e6));
        } finally {
            pool.shutdownNow();
        }
        System.out.println("loadavg-after=" + Files.readString(Path.of("/proc/loadavg")).strip());
    }

    private static Map<String, List<Long>> measure(Map<String, Step> variants, int n) throws Exception {
        Map<String, List<Long>> times = new LinkedHashMap<>();
        variants.keySet().forEach(k -> times.put(k, new ArrayList<>(n)));
        for (int i = 0; i < WARM_UP + n; i++) {
            for (Map.Entry<String, Step> v : variants.entrySet()) {
                long t = System.nanoTime();
                v.getValue().run();
                if (i >= WARM_UP) {
                    times.get(v.getKey()).add(System.nanoTime() - t);
                }
            }
        }
        times.values().forEach(Collections::sort);
        return times;
    }
}
