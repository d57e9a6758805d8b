package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.SplittableRandom;
import org.voddesk.core.ClusterView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Policies;

/**
 * CPU time per operation of the {@link PolicyBenchmark} operations, measured with the thread's CPU clock. On a
 * shared machine JMH's wall-clock average mostly measures how long the thread waited for a core; this figure
 * does not (cache misses caused by other processes still count). Not a JMH benchmark: a warm-up, then a timed
 * loop, one JVM for all cases.
 *
 * <p>Arguments: {@code seconds} per case, then cases {@code policy@nodes:sessions@cameras}, where policy is a
 * placement policy name or a planner name ({@code rem}). Run: see docs/benchmarks.md.
 */
public final class CpuTimePerOp {
    private CpuTimePerOp() {
    }

    public static void main(String[] args) {
        double seconds = Double.parseDouble(args[0]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        System.out.printf("%-14s %-12s %-8s %14s %14s%n", "operation", "size", "cameras", "cpu_us_per_op",
                "wall_us_per_op");
        for (int a = 1; a < args.length; a++) {
            String[] c = args[a].split("@");
            ClusterView view = BenchClusters.cluster(c[1], c[2]);
            PlaybackRequest[] requests = BenchClusters.requests(c[1], c[2]);
            Runnable op = operation(c[0], view, requests);
            run(op, (long) (seconds * 0.4e9)); // warm-up
            long cpu0 = threads.getCurrentThreadCpuTime();
            long wall0 = System.nanoTime();
            long ops = run(op, (long) (seconds * 1e9));
            long cpu = threads.getCurrentThreadCpuTime() - cpu0;
            long wall = System.nanoTime() - wall0;
            System.out.printf("%-14s %-12s %-8s %14.1f %14.1f%n", c[0], c[1], c[2], cpu / 1e3 / ops, wall / 1e3 / ops);
        }
    }

    private static long run(Runnable op, long nanos) {
        long end = System.nanoTime() + nanos;
        long ops = 0;
        do {
            op.run();
            ops++;
        } while (System.nanoTime() < end);
        return ops;
    }

    private static Runnable operation(String name, ClusterView view, PlaybackRequest[] requests) {
        if (Policies.plannerNames().contains(name)) {
            MigrationPlanner planner = Policies.planner(name);
            return () -> blackhole(planner.plan(view, new SplittableRandom(7)).size());
        }
        PlacementPolicy policy = Policies.placement(name);
        int[] next = {0};
        return () -> blackhole(policy.place(view, requests[next[0]++ & (requests.length - 1)]).hashCode());
    }

    private static int sink;

    private static void blackhole(int value) {
        sink ^= value;
    }
}
