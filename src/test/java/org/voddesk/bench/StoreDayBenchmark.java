package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.RetentionResult;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * The store's benchmark, a one-shot macro benchmark: one day of 5-second polls of 100 nodes (17,280
 * rounds, 1,728,000 load rows and 17,280 cluster rows) written through {@code SampleRepository.recordRound}
 * exactly as the control loop writes them, then the report's reads of that day. Run with
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.voddesk.bench.StoreDayBenchmark [-Dexec.args="NODES HOURS [KEEP_DIR]"]
 * </pre>
 * It prints what docs/benchmarks.md quotes. The database is written to a temporary directory, deleted after,
 * unless a directory to keep it in is given.
 */
public final class StoreDayBenchmark {
    private static final long DAY0 = 1_764_547_200_000L; // 2025-12-01T00:00:00Z
    private static final long POLL_MS = 5_000;
    private static final long HOUR_MS = 3_600_000;

    private StoreDayBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 100;
        int hours = args.length > 1 ? Integer.parseInt(args[1]) : 24;
        if (args.length > 2) {
            run(Files.createDirectories(Path.of(args[2])).resolve("voddesk.db"), nodes, hours);
            return;
        }
        Path dir = Files.createTempDirectory("voddesk-store-bench");
        try {
            run(dir.resolve("voddesk.db"), nodes, hours);
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void run(Path file, int nodes, int hours) throws Exception {
        int rounds = (int) (hours * HOUR_MS / POLL_MS);
        print("machine: %d cores, load average %.1f at start, Java %s", Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), System.getProperty("java.version"));
        print("writing %d rounds x %d nodes = %,d load rows (+ %,d cluster rows)", rounds, nodes, (long) rounds * nodes,
                rounds);
        try (Store store = Store.open(file, StoreSettings.DEFAULT)) {
            for (int n = 0; n < nodes; n++) {
                store.nodes().save(new NodeConfig(node(n), "10.0." + n / 250 + "." + n % 250, 22, "vodview", "~/.ssh/id",
                        1e9, null, null));
            }
            insertDay(store, nodes, rounds);
            fullCommitCost(store);
        }
        print("database size after close (WAL checkpointed): %.1f MB (%.1f bytes per load row)",
                Files.size(file) / 1e6, (double) Files.size(file) / ((long) rounds * nodes));
        try (Store store = Store.open(file, StoreSettings.DEFAULT)) {
            long to = DAY0 + hours * HOUR_MS;
            time("report: hourly aggregates of every node", () -> store.samples().nodeAggregates(DAY0, to, HOUR_MS).size());
            time("report: cluster series (lambda, sigma, streams)", () -> store.samples().clusterSeries(DAY0, to).size());
            time("one node's full series", () -> store.samples().nodeSeries(node(nodes / 2), DAY0, to).size());
            explain(file, to);
            historyQueries(store, nodes, to);
            long start = System.nanoTime();
            RetentionResult thinned = store.retention().run(to + 2 * 86_400_000L);
            print("retention: thinning the day to one sample per node-minute took %.2f s: %d windows, %,d rows"
                    + " removed, caught up %s", (System.nanoTime() - start) / 1e9, thinned.windows(),
                    thinned.deleted(), thinned.caughtUp());
        }
    }

    private static void insertDay(Store store, int nodes, int rounds) {
        SplittableRandom random = new SplittableRandom(7);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] wallNs = new long[rounds];
        long cpuNs = 0;
        for (int r = 0; r < rounds; r++) {
            long t = DAY0 + r * POLL_MS;
            List<NodeSampleRow> rows = new ArrayList<>(nodes);
            double[] loads = new double[nodes];
            for (int n = 0; n < nodes; n++) {
                LoadSample s = new LoadSample(t, pct(random, 30), pct(random, 55), pct(random, 50));
                loads[n] = LoadModel.DEFAULT.load(s);
                rows.add(NodeSampleRow.measured(node(n), NodeHealth.OK, s, loads[n]));
            }
            ClusterSample cluster = new ClusterSample(t, ClusterMetrics.lambda(loads), ClusterMetrics.sigma(loads),
                    random.nextInt(400));
            long cpu0 = threads.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            store.samples().recordRound(rows, cluster);
            wallNs[r] = System.nanoTime() - wall0;
            cpuNs += threads.getCurrentThreadCpuTime() - cpu0;
        }
        long totalWall = Arrays.stream(wallNs).sum();
        Arrays.sort(wallNs);
        double simulated = rounds * POLL_MS / 1000.0;
        print("insert: %.1f s wall, %.1f s CPU of the writing thread for %,d rounds", totalWall / 1e9, cpuNs / 1e9, rounds);
        print("per round of %d rows: mean %.2f ms, median %.2f ms, p99 %.2f ms, max %.1f ms (wall)", nodes,
                totalWall / 1e6 / rounds, wallNs[rounds / 2] / 1e6, wallNs[(int) (rounds * 0.99)] / 1e6,
                wallNs[rounds - 1] / 1e6);
        print("share of one core at the real-time rate: %.3f%% (wall / %.0f s), %.3f%% (CPU / %.0f s)",
                100 * totalWall / 1e9 / simulated, simulated, 100 * cpuNs / 1e9 / simulated, simulated);
    }

    /** What a write a user waits for costs (synchronous=FULL: one fsync of the WAL per commit). */
    private static void fullCommitCost(Store store) {
        int n = 200;
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
            store.audit().append(new AuditEntry(DAY0 + i, "bench", null, "bench.commit", null, null));
        }
        print("a durable (FULL) commit, e.g. an approval or audit entry: %.2f ms mean over %d", (System.nanoTime() - start)
                / 1e6 / n, n);
    }

    private static void time(String what, Supplier<Integer> query) {
        long first = System.nanoTime();
        int rows = query.get();
        double firstMs = (System.nanoTime() - first) / 1e6;
        double[] ms = new double[5];
        for (int i = 0; i < ms.length; i++) {
            long s = System.nanoTime();
            query.get();
            ms[i] = (System.nanoTime() - s) / 1e6;
        }
        Arrays.sort(ms);
        print("%s: %,d rows, first %.1f ms, median of 5 more %.1f ms", what, rows, firstMs, ms[2]);
    }

    /**
     * The plan of the report's aggregate query (a range search of the rollups' time-first key), and for
     * comparison the same figures computed from the samples themselves, as they would be without rollups.
     */
    private static void explain(Path file, long to) throws SQLException {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file); Statement st = c.createStatement()) {
            try (ResultSet rs = st.executeQuery("EXPLAIN QUERY PLAN SELECT node_id, (bucket_ms - " + DAY0
                    + ") / 3600000 AS b, sum(sum_load) FROM load_rollup WHERE bucket_ms >= " + DAY0
                    + " AND bucket_ms < " + to + " GROUP BY node_id, b")) {
                while (rs.next()) {
                    print("plan: %s", rs.getString("detail"));
                }
            }
            long start = System.nanoTime();
            int groups = 0;
            try (ResultSet rs = st.executeQuery("SELECT node_id, (time_ms - " + DAY0 + ") / 3600000 AS b, count(*),"
                    + " avg(cpu), avg(mem), avg(net), avg(load), max(load) FROM load_sample WHERE time_ms >= " + DAY0
                    + " AND time_ms < " + to + " GROUP BY node_id, b")) {
                while (rs.next()) {
                    groups++;
                }
            }
            print("for comparison, the hourly aggregates computed from the samples: %,d rows, %.0f ms", groups,
                    (System.nanoTime() - start) / 1e6);
        }
    }

    /**
     * The history screens' reads (Control's history queries run exactly these store calls): the charts over the
     * last 6 hours (samples) and the day (quarter-hour rollups), and pages of a day's audit of 50,000 lines
     * (20 users, 5 actions; written here in one transaction, as the benchmark is about the reads).
     */
    private static void historyQueries(Store store, int nodes, long to) {
        long sixHours = Math.max(DAY0, to - 6 * HOUR_MS);
        time("history: cluster chart, day, quarter-hour rollups", () -> store.samples().clusterRollups(DAY0, to).size());
        time("history: cluster chart, last 6 h, samples", () -> store.samples().clusterSeries(sixHours, to).size());
        time("history: node tile, day, quarter-hour rollups",
                () -> store.samples().nodeRollups(node(nodes / 2), DAY0, to).size());
        time("history: node tile, last 6 h, samples",
                () -> store.samples().nodeSeries(node(nodes / 2), sixHours, to).size());
        int lines = 50_000;
        long step = (to - DAY0) / lines;
        String[] actions = {"login", "playback.start", "playback.stop", "move.approve", "move.reject"};
        store.atomically("write the benchmark's audit day", () -> {
            for (int i = 0; i < lines; i++) {
                store.audit().append(new AuditEntry(DAY0 + i * step,
                        String.format(Locale.ROOT, "user-%02d", i % 20), null,
                        actions[(i / 20) % actions.length], "session s" + i, null));
            }
        });
        time("history: audit, newest page of 100 of the day",
                () -> store.audit().page(DAY0, to, null, null, 100, 0).size());
        time("history: audit, one user's move.* actions, newest page of 100",
                () -> store.audit().page(DAY0, to, "user-07", "move.", 100, 0).size());
        time("history: audit, page of 100 at offset 10,000 (the deepest a screen goes is 100,000)",
                () -> store.audit().page(DAY0, to, null, null, 100, 10_000).size());
        sessionsAndMoves(store, nodes, to);
        time("history: migrations, newest page of 100 of the day",
                () -> store.moves().decidedBetween(DAY0, to, 101, 0).size());
        time("history: migrations, page of 100 at offset 10,000",
                () -> store.moves().decidedBetween(DAY0, to, 101, 10_000).size());
        time("history: one session's migrations", () -> store.moves().decidedForSession("s77", 101, 0).size());
        time("history: one camera's sessions of the day, newest page of 100",
                () -> store.sessions().cameraHistory("cam-007", DAY0, to, 101, 0).size());
    }

    /**
     * A day's playback history for the history queries: 5,000 sessions of 200 cameras, each with its placement
     * decision, ended; 20,000 moves decided over the day (a quarter approved and done, the rest rejected).
     * Written in one transaction, as the benchmark is about the reads.
     */
    private static void sessionsAndMoves(Store store, int nodes, long to) {
        int sessions = 5_000;
        int moves = 20_000;
        long step = (to - DAY0) / sessions;
        store.atomically("write the benchmark's sessions and moves", () -> {
            for (int i = 0; i < sessions; i++) {
                long t = DAY0 + i * step;
                String camera = String.format(Locale.ROOT, "cam-%03d", i % 200);
                String node = node(i % nodes);
                store.sessions().started(new Session("s" + i, node, new SegmentKey(camera, t - HOUR_MS),
                        Playhead.atBegin(t - HOUR_MS, 1.0),
                        new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), t));
                store.decisions().record(new DecisionEntry(t, "user-" + i % 20, new PlaybackRequest(camera,
                        t - HOUR_MS, t - HOUR_MS, 1.0, Quality.MAIN, 2_000_000, null), node, "s" + i, "least-load",
                        "lightest node", "bench"));
                store.sessions().ended("s" + i, t + step / 2, SessionEndReason.STOPPED);
            }
            long pStep = (to - DAY0) / moves;
            for (int i = 0; i < moves; i++) {
                long t = DAY0 + i * pStep;
                int session = (int) ((long) i * sessions / moves);
                MoveRecord p = store.moves().create(new MoveDraft("s" + session,
                        new MoveGrounds(node(session % nodes),
                        node((session + 1) % nodes), new MigrationDraw(0.4, 0.1), new SessionSimilarity(0.8, 0.7),
                        new LoadForecast(60, 50, 100, 90), "bench"), t, t + 60_000));
                if (i % 4 == 0) {
                    store.moves().approve(p.id(), "user-01", t + 1_000, "ok");
                    store.moves().startExecution(p.id(), t + 1_000);
                    store.moves().done(p.id(), t + 2_000, "moved");
                } else {
                    store.moves().reject(p.id(), "user-02", t + 1_000, "not now");
                }
            }
        });
    }

    private static double pct(SplittableRandom random, double mean) {
        return Math.max(0, Math.min(100, mean + random.nextGaussian() * 15));
    }

    private static String node(int n) {
        return String.format(Locale.ROOT, "vod-%03d", n);
    }

    private static void print(String format, Object... args) {
        System.out.println(String.format(Locale.ROOT, format, args));
    }
}
