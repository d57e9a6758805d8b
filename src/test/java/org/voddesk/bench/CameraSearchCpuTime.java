package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time per {@link CameraSearchBenchmark} search, by the thread's CPU clock: on a shared machine JMH's wall-clock
 * average mostly measures the waits for a core. Not a JMH benchmark: a warm-up, then a timed loop per query.
 *
 * <p>Arguments: {@code seconds} per query, {@code size}, then the queries. Run: see docs/benchmarks.md.
 */
public final class CameraSearchCpuTime {
    private CameraSearchCpuTime() {
    }

    public static void main(String[] args) {
        double seconds = Double.parseDouble(args[0]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        CameraSearchBenchmark bench = new CameraSearchBenchmark();
        bench.size = Integer.parseInt(args[1]);
        bench.build();
        System.out.printf("%-16s %8s %14s %14s %8s%n", "query", "size", "cpu_us_per_op", "wall_us_per_op", "hits");
        for (int a = 2; a < args.length; a++) {
            bench.query = args[a];
            run(bench, (long) (seconds * 0.4e9)); // warm-up
            long cpu0 = threads.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            long ops = run(bench, (long) (seconds * 1e9));
            long cpu = threads.getCurrentThreadCpuTime() - cpu0;
            long wall = System.nanoTime() - wall0;
            System.out.printf("%-16s %8d %14.1f %14.1f %8d%n", args[a], bench.size, cpu / 1e3 / ops, wall / 1e3 / ops,
                    bench.search().size());
        }
    }

    private static long run(CameraSearchBenchmark bench, long nanos) {
        long end = System.nanoTime() + nanos;
        long ops = 0;
        int sink = 0;
        do {
            sink += bench.search().size();
            ops++;
        } while (System.nanoTime() < end);
        return sink >= 0 ? ops : -ops;
    }
}
