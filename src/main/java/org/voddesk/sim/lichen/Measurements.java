package org.voddesk.sim.lichen;

import java.util.Arrays;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.sim.Metric;
import org.voddesk.sim.RunResult;

/**
 * The figures of one run, collected over the measured period only: requests, acceptances with their startup
 * latency and prefix hit, {@code lambda} of every 5 s report, migrations and the plans that grouped them.
 */
final class Measurements {
    private int requests;
    private int accepted;
    private int hits;
    private int migrations;
    private int plans;
    private double[] latencies = new double[1024];
    private double lambdaSum;
    private double loadSum;
    private int reports;

    void request() {
        requests++;
    }

    void accepted(double latencyMs, boolean prefixHit) {
        if (accepted == latencies.length) {
            latencies = Arrays.copyOf(latencies, accepted * 2);
        }
        latencies[accepted++] = latencyMs;
        if (prefixHit) {
            hits++;
        }
    }

    /** One load report of every node: its {@code lambda} (eq. 3) and mean load. */
    void report(double[] loads) {
        lambdaSum += ClusterMetrics.lambda(loads);
        loadSum += ClusterMetrics.mean(loads);
        reports++;
    }

    void migration() {
        migrations++;
    }

    /** A planning round that applied at least one move. */
    void plan() {
        plans++;
    }

    /** Nearest-rank percentile of the accepted requests' latencies ({@code q} in (0, 1]). */
    static double percentile(double[] sorted, int n, double q) {
        int rank = (int) Math.ceil(q * n);
        return sorted[Math.max(0, rank - 1)];
    }

    RunResult result() {
        RunResult.Builder b = RunResult.builder()
                .put(Metric.REQUESTS, requests)
                .put(Metric.ACCEPTED, accepted)
                .put(Metric.SUCCESS_RATE, requests == 0 ? 1.0 : (double) accepted / requests)
                .put(Metric.MIGRATIONS, migrations)
                .put(Metric.PLANS, plans);
        if (accepted > 0) {
            double[] sorted = Arrays.copyOf(latencies, accepted);
            Arrays.sort(sorted);
            double sum = 0;
            for (double l : sorted) {
                sum += l;
            }
            b.put(Metric.MEAN_LATENCY_MS, sum / accepted)
                    .put(Metric.P95_LATENCY_MS, percentile(sorted, accepted, 0.95))
                    .put(Metric.CACHE_HIT_RATIO, (double) hits / accepted);
        }
        if (reports > 0) {
            b.put(Metric.LOAD_VARIANCE, lambdaSum / reports);
        }
        b.extra("rejections", requests - accepted);
        if (reports > 0) {
            b.extra("mean_load", loadSum / reports);
        }
        return b.build();
    }
}
