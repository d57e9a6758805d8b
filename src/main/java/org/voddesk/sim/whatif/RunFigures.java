package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.StartupLatency;

/**
 * Collects the figures of one replayed run as it goes: requests with their latency and prefix hit, every load
 * report (per node per hour, {@code lambda} per hour and per 5 min), plans, moves and re-homed sessions. A report
 * counts the working nodes only, as the console's {@code lambda} does.
 */
final class RunFigures {
    private final DayWindow day;
    private final List<NodeSpec> nodes;
    private final int hours;
    private final double[][] hourSum;
    private final int[][] hourCount;
    private final double[][] hourPeak;
    private final double[] hourLambdaSum;
    private final int[] hourLambdaCount;
    private final double[] stepLambdaSum;
    private final int[] stepLambdaCount;
    private double[] latencies = new double[1024];
    private int accepted;
    private int refused;
    private int hits;
    private double lambdaSum;
    private double lambdaPeak;
    private int reports;
    private int plans;
    private int moves;
    private int reHomed;
    private int busiest = -1;
    private double busiestPeak = Double.NEGATIVE_INFINITY;

    RunFigures(DayWindow day, List<NodeSpec> nodes) {
        this.day = day;
        this.nodes = nodes;
        this.hours = day.hours();
        this.hourSum = new double[nodes.size()][hours];
        this.hourCount = new int[nodes.size()][hours];
        this.hourPeak = new double[nodes.size()][hours];
        for (double[] row : hourPeak) {
            Arrays.fill(row, Double.NEGATIVE_INFINITY);
        }
        this.hourLambdaSum = new double[hours];
        this.hourLambdaCount = new int[hours];
        int steps = (int) ((day.lengthMs() + LambdaSeries.STEP_MS - 1) / LambdaSeries.STEP_MS);
        this.stepLambdaSum = new double[steps];
        this.stepLambdaCount = new int[steps];
    }

    /** A request was accepted with this startup latency; {@code hit} when its node held the prefix. */
    void accepted(double latencyMs, boolean hit) {
        if (accepted == latencies.length) {
            latencies = Arrays.copyOf(latencies, accepted * 2);
        }
        latencies[accepted++] = latencyMs;
        if (hit) {
            hits++;
        }
    }

    void refused() {
        refused++;
    }

    void plan() {
        plans++;
    }

    void move() {
        moves++;
    }

    void reHomed() {
        reHomed++;
    }

    /** One load report at simulated time {@code t} (ms from the day's start); {@code NaN} for a failed node. */
    void report(long t, double[] loads) {
        int hour = (int) (t / DayWindow.HOUR_MS);
        int step = (int) (t / LambdaSeries.STEP_MS);
        double[] working = Arrays.stream(loads).filter(l -> !Double.isNaN(l)).toArray();
        double lambda = ClusterMetrics.lambda(working);
        lambdaSum += lambda;
        lambdaPeak = reports == 0 ? lambda : Math.max(lambdaPeak, lambda);
        reports++;
        hourLambdaSum[hour] += lambda;
        hourLambdaCount[hour]++;
        stepLambdaSum[step] += lambda;
        stepLambdaCount[step]++;
        for (int i = 0; i < loads.length; i++) {
            double l = loads[i];
            if (Double.isNaN(l)) {
                continue;
            }
            hourSum[i][hour] += l;
            hourCount[i][hour]++;
            hourPeak[i][hour] = Math.max(hourPeak[i][hour], l);
            if (l > busiestPeak) {
                busiestPeak = l;
                busiest = i;
            }
        }
    }

    /** Nearest-rank percentile of sorted values ({@code q} in (0, 1]). */
    static double percentile(double[] sorted, double q) {
        int rank = (int) Math.ceil(q * sorted.length);
        return sorted[Math.max(0, rank - 1)];
    }

    RunOutcome outcome() {
        StartupLatency latency = StartupLatency.UNKNOWN;
        if (accepted > 0) {
            double[] sorted = Arrays.copyOf(latencies, accepted);
            Arrays.sort(sorted);
            latency = new StartupLatency(Arrays.stream(sorted).sum() / accepted, percentile(sorted, 0.95));
        }
        LambdaFigures lambda = reports == 0 ? new LambdaFigures(Double.NaN, Double.NaN)
                : new LambdaFigures(lambdaSum / reports, lambdaPeak);
        double hitRatio = accepted == 0 ? Double.NaN : (double) hits / accepted;
        BusiestNode top = busiest < 0 ? new BusiestNode(nodes.get(0).name(), Double.NaN)
                : new BusiestNode(nodes.get(busiest).name(), busiestPeak);
        return new RunOutcome(latency, lambda, hitRatio, new ActionFigures(moves, plans, refused, reHomed), top,
                profile(), series());
    }

    private LoadProfile profile() {
        List<NodeHourLoad> nodeHours = new ArrayList<>();
        for (int i = 0; i < nodes.size(); i++) {
            for (int h = 0; h < hours; h++) {
                boolean measured = hourCount[i][h] > 0;
                nodeHours.add(new NodeHourLoad(nodes.get(i).name(), h,
                        measured ? hourSum[i][h] / hourCount[i][h] : Double.NaN,
                        measured ? hourPeak[i][h] : Double.NaN));
            }
        }
        List<Double> lambdaPerHour = new ArrayList<>(hours);
        for (int h = 0; h < hours; h++) {
            lambdaPerHour.add(hourLambdaCount[h] == 0 ? Double.NaN : hourLambdaSum[h] / hourLambdaCount[h]);
        }
        return new LoadProfile(nodeHours, lambdaPerHour);
    }

    private List<LambdaPoint> series() {
        List<LambdaPoint> points = new ArrayList<>();
        for (int s = 0; s < stepLambdaSum.length; s++) {
            if (stepLambdaCount[s] > 0) {
                points.add(new LambdaPoint(day.fromMs() + s * LambdaSeries.STEP_MS,
                        stepLambdaSum[s] / stepLambdaCount[s]));
            }
        }
        return points;
    }
}
