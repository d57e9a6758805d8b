package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.StartupLatency;

/**
 * The runs of one policy put together: every figure is the mean over the runs (a {@code NaN} of one run is left out
 * of its mean; all {@code NaN} gives {@code NaN}); the busiest node is the one that peaked highest in most runs (ties
 * by name), with the mean of the runs' peaks.
 */
final class RunAverage {
    private final List<RunOutcome> runs;

    RunAverage(List<RunOutcome> runs) {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("at least one run is needed");
        }
        this.runs = List.copyOf(runs);
    }

    /** The mean of a figure over the runs, leaving out runs where it is {@code NaN}. */
    double mean(ToDoubleFunction<RunOutcome> figure) {
        double sum = 0;
        int n = 0;
        for (RunOutcome r : runs) {
            double v = figure.applyAsDouble(r);
            if (!Double.isNaN(v)) {
                sum += v;
                n++;
            }
        }
        return n == 0 ? Double.NaN : sum / n;
    }

    /** The policy's row of the comparison. */
    PolicyRow row(ReplayPolicy policy, PolicyRow.Kind kind) {
        return new PolicyRow(policy, kind,
                new StartupLatency(mean(r -> r.latency().meanMs()), mean(r -> r.latency().p95Ms())),
                new LambdaFigures(mean(r -> r.lambda().mean()), mean(r -> r.lambda().peak())),
                mean(RunOutcome::cacheHitRatio),
                new ActionFigures(mean(r -> r.actions().moves()), mean(r -> r.actions().plans()),
                        mean(r -> r.actions().refused()), mean(r -> r.actions().reHomed())),
                busiest());
    }

    /** Step: the node that was busiest in most runs (ties by name), with the mean of the runs' peaks. */
    BusiestNode busiest() {
        Map<String, Integer> votes = new HashMap<>();
        for (RunOutcome r : runs) {
            votes.merge(r.busiest().nodeName(), 1, Integer::sum);
        }
        String top = votes.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .findFirst().orElseThrow().getKey();
        return new BusiestNode(top, mean(r -> r.busiest().peakLoad()));
    }

    /** The runs' hourly loads, each node hour and each hour's {@code lambda} the mean over the runs. */
    LoadProfile loads() {
        List<NodeHourLoad> first = runs.get(0).loads().nodeHours();
        List<NodeHourLoad> hours = new ArrayList<>(first.size());
        for (int i = 0; i < first.size(); i++) {
            int at = i;
            hours.add(new NodeHourLoad(first.get(i).nodeName(), first.get(i).hour(),
                    mean(r -> r.loads().nodeHours().get(at).meanLoad()),
                    mean(r -> r.loads().nodeHours().get(at).peakLoad())));
        }
        List<Double> lambda = new ArrayList<>();
        for (int h = 0; h < runs.get(0).loads().lambdaPerHour().size(); h++) {
            int at = h;
            lambda.add(mean(r -> r.loads().lambdaPerHour().get(at)));
        }
        return new LoadProfile(hours, lambda);
    }

    /** {@code lambda} per 5 min, the mean over the runs of each interval. */
    LambdaSeries series(ReplayPolicy policy, PolicyRow.Kind kind) {
        Map<Long, double[]> sums = new LinkedHashMap<>();
        for (RunOutcome r : runs) {
            for (LambdaPoint p : r.series()) {
                double[] s = sums.computeIfAbsent(p.timeMs(), k -> new double[2]);
                s[0] += p.lambda();
                s[1]++;
            }
        }
        List<LambdaPoint> points = new ArrayList<>();
        sums.forEach((t, s) -> points.add(new LambdaPoint(t, s[0] / s[1])));
        points.sort((a, b) -> Long.compare(a.timeMs(), b.timeMs()));
        return new LambdaSeries(policy, kind, points);
    }
}
