package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.CsvReport;
import org.voddesk.report.DailyReport;
import org.voddesk.report.PdfReport;
import org.voddesk.report.ReportDay;
import org.voddesk.report.ReportLoader;
import org.voddesk.report.ReportSettings;
import org.voddesk.store.ClusterSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;

/**
 * The report's target, a one-shot macro benchmark: the daily report of a 100-node day of 5-second polls (1,728,000
 * load rows) must be made in under 10 s. Writes the day (unless the database given already holds it), then times
 * loading the report's figures, the PDF and the CSV, three times each, wall and CPU time of the calling thread.
 * <pre>
 * mvn -q test-compile exec:java -Dexec.classpathScope=test \
 *     -Dexec.mainClass=org.voddesk.bench.ReportDayBenchmark -Dexec.args="/tmp/report-bench.db [NODES]"
 * </pre>
 */
public final class ReportDayBenchmark {
    private static final LocalDate DAY = LocalDate.of(2026, 11, 28);
    private static final long POLL_MS = 5_000;

    private ReportDayBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args.length > 0 ? args[0] : "/tmp/report-bench.db");
        int nodes = args.length > 1 ? Integer.parseInt(args[1]) : 100;
        boolean fresh = !Files.exists(file);
        ReportDay day = ReportDay.of(DAY, ZoneOffset.UTC);
        print("machine: %d cores, load average %.1f, Java %s", Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), System.getProperty("java.version"));
        try (Store store = Store.open(file)) {
            if (fresh) {
                long start = System.nanoTime();
                writeDay(store, day, nodes);
                print("wrote %d nodes x %,d polls in %.1f s", nodes, day.lengthMs() / POLL_MS,
                        (System.nanoTime() - start) / 1e9);
            }
            ReportLoader loader = new ReportLoader(store, ReportSettings.of("bench"), AlarmSource.NOT_RECORDED);
            PdfReport pdf = new PdfReport(ReportSettings.of("bench").thresholds());
            Path out = Files.createTempDirectory("voddesk-report-bench");
            for (int i = 1; i <= 3; i++) {
                DailyReport report = time("run " + i + ": figures (load)", () -> loader.load(day));
                time("run " + i + ": PDF", () -> pdf.write(report, out.resolve("day.pdf")));
                time("run " + i + ": CSV", () -> CsvReport.write(report, out.resolve("day.csv")));
                print("  PDF %,d bytes, CSV %,d bytes, %d nodes", Files.size(out.resolve("day.pdf")),
                        Files.size(out.resolve("day.csv")), report.nodes().size());
            }
        }
    }

    private static void writeDay(Store store, ReportDay day, int nodes) {
        for (int n = 0; n < nodes; n++) {
            store.nodes().save(new NodeConfig(name(n), "10.0.0.1", 22, "vodview", "~/.ssh/id_ed25519", 1e9, null, null));
        }
        SplittableRandom random = new SplittableRandom(15);
        for (long t = day.fromMs(); t < day.toMs(); t += POLL_MS) {
            double busy = Math.sin(Math.PI * (t - day.fromMs()) / day.lengthMs());
            List<NodeSampleRow> rows = new ArrayList<>(nodes);
            double[] loads = new double[nodes];
            for (int n = 0; n < nodes; n++) {
                double net = Math.min(100, 20 + 75 * busy * (0.6 + 0.8 * n / nodes) + 5 * random.nextGaussian());
                LoadSample s = new LoadSample(t, Math.max(0, 5 + 0.9 * net), Math.min(100, 30 + 0.6 * Math.max(0, net)),
                        Math.max(0, net));
                loads[n] = LoadModel.DEFAULT.load(s);
                rows.add(NodeSampleRow.measured(name(n), NodeHealth.OK, s, loads[n]));
            }
            store.samples().recordRound(rows, new ClusterSample(t, ClusterMetrics.lambda(loads),
                    ClusterMetrics.sigma(loads), random.nextInt(4000)));
        }
    }

    private static String name(int n) {
        return String.format(Locale.ROOT, "vod-%03d", n + 1);
    }

    private static <T> T time(String what, Supplier<T> work) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long cpu = threads.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        T result = work.get();
        print("%s: %.2f s wall, %.2f s CPU", what, (System.nanoTime() - wall) / 1e9,
                (threads.getCurrentThreadCpuTime() - cpu) / 1e9);
        return result;
    }

    private static void print(String format, Object... args) {
        System.out.println(String.format(Locale.ROOT, format, args));
    }
}
