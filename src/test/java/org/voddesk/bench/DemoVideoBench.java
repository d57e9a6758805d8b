package org.voddesk.bench;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.voddesk.core.Quality;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.NodeLink;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;

/**
 * The demo's video on loopback, against {@code voddesk demo-nodes} in a process of its own ({@link DemoNodesProcess},
 * 2 nodes, no initial sessions):
 * <ol>
 *   <li><b>request to first segment</b>: {@code play} over SSH through the console's command executor, then the
 *       session's playlist and its first segment over HTTP, as a player fetches them; {@code runs} times, p50, p90
 *       and max, with the SSH part on its own;</li>
 *   <li><b>CPU per playing stream</b>: the nodes' process CPU over {@code seconds} with no player, then with
 *       {@code players} players that each reload their playlist every 500 ms (JavaFX reloads at half the target
 *       duration) and fetch every new segment.</li>
 * </ol>
 *
 * <pre>mvn -q -o test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.DemoVideoBench -Djmh.args="30 4 30"</pre>
 * (arguments: runs, players, seconds).
 */
public final class DemoVideoBench {
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private DemoVideoBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        int players = args.length > 1 ? Integer.parseInt(args[1]) : 4;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 30;
        Path dir = Files.createTempDirectory("demo-video-bench");
        long begin = Instant.now().truncatedTo(ChronoUnit.HOURS).minus(5, ChronoUnit.HOURS).toEpochMilli();
        try (DemoNodesProcess nodes = DemoNodesProcess.start(2, 0, dir);
             SshClients clients = SshClients.open(nodes.file(), SshSettings.DEFAULT, PassphraseProvider.NONE)) {
            List<NodeLink> links = List.copyOf(clients.all());
            CommandExecutor executor = new CommandExecutor(links, Duration.ofSeconds(15), Clock.systemUTC());
            firstSegment(executor, runs, begin);
            cpuPerStream(executor, nodes.pid(), players, seconds, begin);
        }
        System.out.printf(Locale.ROOT, "load average at the end: %s%n", Files.readString(Path.of("/proc/loadavg"))
                .trim());
    }

    private static void firstSegment(CommandExecutor executor, int runs, long begin) throws Exception {
        double[] total = new double[runs];
        double[] ssh = new double[runs];
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            String url = play(executor, "first-" + i, begin);
            long t1 = System.nanoTime();
            String playlist = get(url).body();
            String segment = playlist.lines().filter(l -> l.endsWith(".ts")).findFirst().orElseThrow();
            int bytes = getBytes(url.replace("index.m3u8", segment)).length;
            long t2 = System.nanoTime();
            if (bytes == 0) {
                throw new IllegalStateException("empty segment " + segment + " of " + url);
            }
            total[i] = (t2 - t0) / 1e6;
            ssh[i] = (t1 - t0) / 1e6;
            executor.stop("vod-1", "first-" + i);
        }
        System.out.printf(Locale.ROOT, "request to first segment, %d runs: p50 %.1f ms, p90 %.1f ms, max %.1f ms "
                + "(of which play over SSH: p50 %.1f ms)%n", runs, pct(total, 50), pct(total, 90), pct(total, 100),
                pct(ssh, 50));
    }

    private static void cpuPerStream(CommandExecutor executor, long pid, int players, int seconds, long begin)
            throws Exception {
        List<String> urls = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            urls.add(play(executor, "cpu-" + i, begin));
        }
        long idle0 = ProcessCpu.nanos(pid);
        Thread.sleep(seconds * 1000L);
        long idle = ProcessCpu.nanos(pid) - idle0;
        ExecutorService pool = Executors.newFixedThreadPool(players);
        long end = System.nanoTime() + seconds * 1_000_000_000L;
        long busy0 = ProcessCpu.nanos(pid);
        List<Future<Long>> fetched = new ArrayList<>();
        for (String url : urls) {
            fetched.add(pool.submit(() -> play(url, end)));
        }
        long segments = 0;
        for (Future<Long> f : fetched) {
            segments += f.get();
        }
        long busy = ProcessCpu.nanos(pid) - busy0;
        pool.shutdownNow();
        double perStream = 100.0 * (busy - idle) / players / (seconds * 1e9);
        System.out.printf(Locale.ROOT, "CPU of the nodes' process over %d s: %.2f %% of a core with no player, "
                + "%.2f %% with %d players (%d segments served): %.3f %% of a core per playing stream%n", seconds,
                100.0 * idle / (seconds * 1e9), 100.0 * busy / (seconds * 1e9), players, segments, perStream);
    }

    /** A player: reloads the playlist every 500 ms and fetches each segment it has not fetched; returns segments. */
    private static long play(String url, long endNanos) throws Exception {
        Set<String> done = new HashSet<>();
        while (System.nanoTime() < endNanos) {
            for (String segment : get(url).body().lines().filter(l -> l.endsWith(".ts")).toList()) {
                if (done.add(segment)) {
                    getBytes(url.replace("index.m3u8", segment));
                }
            }
            Thread.sleep(500);
        }
        return done.size();
    }

    private static String play(CommandExecutor executor, String session, long begin) {
        CommandOutcome out = executor.play("vod-1", PlayArgs.fresh(session, "cam-007", begin, 1, Quality.MAIN));
        if (!(out instanceof CommandOutcome.Done done)) {
            throw new IllegalStateException("play " + session + ": " + out);
        }
        return done.url();
    }

    private static HttpResponse<String> get(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static byte[] getBytes(String url) throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofByteArray())
                .body();
    }

    private static double pct(double[] values, int p) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int index = (int) Math.ceil(p / 100.0 * sorted.length) - 1;
        return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
    }
}
