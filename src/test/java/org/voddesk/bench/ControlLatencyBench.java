package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.Role;
import org.voddesk.core.Session;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * The control layer's latency under a large cluster: {@code N} demo nodes on loopback playing
 * {@code S} sessions each, the loop polling every 5 s. Prints a round's fold time (from
 * {@link ControlEvent.RoundFinished}), the cost of {@link Control#snapshot()}, the time from a playback request to
 * its acknowledged start (p50, p95), and the latency of speed changes sent while a poll is in flight (one node's poll
 * is made to hang, so that poll lasts its full timeout) against those sent between polls.
 *
 * <p>Run: {@code java -cp target/classes:target/test-classes:$(cat cp.txt) org.voddesk.bench.ControlLatencyBench
 * 200 25 200} (nodes, sessions per node, playback requests); see docs/benchmarks.md, "Control latency".
 */
public final class ControlLatencyBench {
    private static final Duration INTERVAL = Duration.ofSeconds(5);

    /** A round's end as the bench saw it: when RoundFinished arrived, and the fold's own time. */
    private record Round(long arrivedNs, long foldNs) {
    }

    /** A command: when it was sent and how long until its result. */
    private record Sample(long sentNs, long tookNs) {
    }

    private ControlLatencyBench() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int perNode = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        int requests = args.length > 2 ? Integer.parseInt(args[2]) : 200;
        Clock clock = Clock.systemUTC();
        Path dir = Files.createTempDirectory("voddesk-latency");
        long t0 = System.nanoTime();
        long startMs = clock.millis();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(512, nodes));
        ExecutorService commands = Executors.newFixedThreadPool(16);
        ExecutorService work = Executors.newFixedThreadPool(4);
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
        ExecutorService events = Executors.newSingleThreadExecutor();
        try (DemoCluster cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withSessionsPerNode(perNode), clock);
             Store store = Store.open(dir.resolve("bench.db"),
                     StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
             ClusterClient client = ClusterClient.open(DemoClusterFiles.describe(cluster, dir.resolve("keys")),
                     SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool, commands, clock);
             LocalControl control = LocalControl.create(client, store, StoredSettings.of(SettingsRules.DEFAULT
                     .withIntervals(INTERVAL, Duration.ofMinutes(10))), loop, work, events, clock)) {
            List<Round> rounds = new CopyOnWriteArrayList<>();
            List<ControlEvent.NodeHealthChanged> notOk = new CopyOnWriteArrayList<>();
            control.subscribe(e -> {
                if (e instanceof ControlEvent.RoundFinished r) {
                    rounds.add(new Round(System.nanoTime(), r.foldNanos()));
                }
                if (e instanceof ControlEvent.NodeHealthChanged h && h.to() != NodeHealth.OK) {
                    notOk.add(h); // false failover check: none but the one hung poll of the last node
                }
            });
            store.users().create("bench", Role.SUPERVISOR, "bench-password".toCharArray(), clock.millis());
            Principal user = control.login("bench", "bench-password".toCharArray()).value();
            control.start();
            awaitSettled(control, nodes * perNode);
            long settledMs = clock.millis();
            System.out.printf("%d nodes, %d sessions: settled in %.1f s%n", nodes, nodes * perNode,
                    (System.nanoTime() - t0) / 1e9);
            int firstRound = rounds.size();
            System.out.printf("folds of the rounds before (the first adopts every session the nodes play), ms: %s%n",
                    rounds.subList(0, firstRound).stream().map(r -> String.format("%.1f", r.foldNs() / 1e6))
                            .collect(java.util.stream.Collectors.joining(", ")));
            snapshotCost(control);
            List<Sample> plays = playbacks(control, user, requests, clock);
            cluster.hangNextCommand("vod-" + nodes); // its next poll hangs
            List<Sample> rates = rateChanges(control, user, Duration.ofSeconds(25), "vod-" + nodes);
            report(rounds.subList(firstRound, rounds.size()), plays, rates);
            System.out.printf("SSH sessions the %d nodes accepted over the run: %d; settled at +%.1f s%n", nodes,
                    cluster.sessionsOpened(), (settledMs - startMs) / 1e3);
            System.out.printf("nodes not OK at some point of the run: %d%n", notOk.size());
            notOk.forEach(h -> System.out.printf("  +%.1f s %s %s -> %s: %s%n", (h.timeMs() - startMs) / 1e3, h.node(),
                    h.from(), h.to(), h.reason()));
        } finally {
            loop.shutdownNow();
            events.shutdownNow();
            work.shutdownNow();
            commands.shutdownNow();
            pool.shutdownNow();
        }
    }

    private static void awaitSettled(LocalControl control, int sessions) throws InterruptedException {
        for (int i = 0; i < 1200; i++) { // the recordings are read every few rounds: a missed first read waits
            ClusterSnapshot s = control.snapshot();
            if (s.sessions().size() >= sessions && !s.recordings().cameraIds().isEmpty() && s.nodes().values().stream()
                    .allMatch(n -> n.health() == NodeHealth.OK && n.lastSample() != null)) {
                return;
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the cluster did not settle in 10 minutes");
    }

    private static void snapshotCost(LocalControl control) {
        int n = 1_000_000;
        long sink = 0;
        long t = System.nanoTime();
        for (int i = 0; i < n; i++) {
            sink += control.snapshot().round();
        }
        System.out.printf("snapshot(): %.1f ns per call over %,d calls (%d)%n", (System.nanoTime() - t) / (double) n, n,
                sink % 2);
    }

    private static List<Sample> playbacks(LocalControl control, Principal user, int requests, Clock clock)
            throws InterruptedException {
        List<Sample> out = new ArrayList<>();
        int failed = 0;
        for (int i = 0; i < requests; i++) {
            String camera = String.format(Locale.ROOT, "cam-%03d", 1 + i % 80);
            long sent = System.nanoTime();
            CommandResult<PlaybackStarted> r = control.requestPlayback(user, camera,
                    clock.millis() - Duration.ofHours(3).toMillis() - i * 1_000L, 1, Quality.MAIN);
            out.add(new Sample(sent, System.nanoTime() - sent));
            if (!r.ok()) {
                failed++;
                System.out.println("not started: " + r.message());
            }
            Thread.sleep(100);
        }
        System.out.printf("playback requests: %d, not started: %d%n", requests, failed);
        return out;
    }

    private static List<Sample> rateChanges(LocalControl control, Principal user, Duration length, String hungNode)
            throws InterruptedException {
        List<Session> sessions = control.snapshot().sessions().stream()
                .filter(s -> !s.nodeName().equals(hungNode)).toList();
        List<Sample> out = new ArrayList<>();
        long end = System.nanoTime() + length.toNanos();
        for (int i = 0; System.nanoTime() < end; i++) {
            Session s = sessions.get((i * 7919) % sessions.size());
            long sent = System.nanoTime();
            control.changeRate(user, s.id(), i % 2 == 0 ? 2 : 1);
            out.add(new Sample(sent, System.nanoTime() - sent));
            Thread.sleep(50);
        }
        return out;
    }

    /**
     * Whether a poll was in flight at {@code t}: after a round's end plus the interval (the next poll's start) and
     * before the next fold began.
     */
    private static boolean duringPoll(long t, List<Round> rounds) {
        for (int i = 1; i < rounds.size(); i++) {
            long pollStart = rounds.get(i - 1).arrivedNs() + INTERVAL.toNanos();
            long foldStart = rounds.get(i).arrivedNs() - rounds.get(i).foldNs();
            if (t >= pollStart && t < foldStart) {
                return true;
            }
        }
        return false;
    }

    private static void report(List<Round> rounds, List<Sample> plays, List<Sample> rates) {
        long[] folds = rounds.stream().mapToLong(Round::foldNs).toArray();
        line("fold of a round", folds);
        line("playback request -> acknowledged start, all", took(plays));
        line("  of which sent while a poll was in flight", took(plays.stream()
                .filter(s -> duringPoll(s.sentNs(), rounds)).toList()));
        line("speed change, sent while a poll was in flight", took(rates.stream()
                .filter(s -> duringPoll(s.sentNs(), rounds)).toList()));
        line("speed change, sent between polls", took(rates.stream()
                .filter(s -> !duringPoll(s.sentNs(), rounds)).toList()));
        long longest = 0;
        for (int i = 1; i < rounds.size(); i++) {
            longest = Math.max(longest, rounds.get(i).arrivedNs() - rounds.get(i).foldNs()
                    - rounds.get(i - 1).arrivedNs() - INTERVAL.toNanos());
        }
        System.out.printf("longest poll (fold start - previous round end - interval): %.1f s%n", longest / 1e9);
    }

    private static long[] took(List<Sample> samples) {
        return samples.stream().mapToLong(Sample::tookNs).toArray();
    }

    private static void line(String what, long[] ns) {
        if (ns.length == 0) {
            System.out.printf("%s: no samples%n", what);
            return;
        }
        long[] s = ns.clone();
        Arrays.sort(s);
        System.out.printf(Locale.ROOT, "%s: n %d, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", what,
                s.length, ms(s, 0.5), ms(s, 0.95), ms(s, 0.99), s[s.length - 1] / 1e6);
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))] / 1e6;
    }
}
