package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.RecordedDay;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.StartupLatency;

/**
 * The recorded day as a row of the comparison and as a {@code lambda} series, from what the database holds: the
 * cluster samples' {@code lambda}, the plans, moves and refusals, and the busiest node's highest load sample. The
 * database does not measure startup latency nor prefix hits; those are {@code NaN}.
 */
final class RecordedRow {
    private RecordedRow() {
    }

    static PolicyRow row(DayTrace trace, ReplayPolicy inForce) {
        RecordedDay recorded = trace.recorded();
        double sum = 0;
        double peak = Double.NaN;
        for (LambdaPoint p : recorded.lambda()) {
            sum += p.lambda();
            peak = Double.isNaN(peak) ? p.lambda() : Math.max(peak, p.lambda());
        }
        double mean = recorded.lambda().isEmpty() ? Double.NaN : sum / recorded.lambda().size();
        RecordedActions a = recorded.actions();
        return new PolicyRow(inForce, PolicyRow.Kind.RECORDED, StartupLatency.UNKNOWN, new LambdaFigures(mean, peak),
                Double.NaN, new ActionFigures(a.movesCarriedOut(), a.plansProposed(), a.refused(), a.reHomed()),
                busiest(trace));
    }

    /** Step: the node with the highest hourly peak of the day (the first in the trace's order on a tie). */
    static BusiestNode busiest(DayTrace trace) {
        NodeHourLoad top = null;
        for (NodeHourLoad h : trace.recorded().loads().nodeHours()) {
            if (h.measured() && (top == null || h.peakLoad() > top.peakLoad())) {
                top = h;
            }
        }
        return top == null ? new BusiestNode(trace.nodes().get(0).name(), Double.NaN)
                : new BusiestNode(top.nodeName(), top.peakLoad());
    }

    /** The recorded {@code lambda} as 5 min means, as a replay's series is. */
    static LambdaSeries series(DayTrace trace, ReplayPolicy inForce) {
        DayWindow day = trace.day();
        Map<Long, double[]> steps = new TreeMap<>();
        for (LambdaPoint p : trace.recorded().lambda()) {
            long step = day.fromMs() + (p.timeMs() - day.fromMs()) / LambdaSeries.STEP_MS * LambdaSeries.STEP_MS;
            double[] s = steps.computeIfAbsent(step, k -> new double[2]);
            s[0] += p.lambda();
            s[1]++;
        }
        List<LambdaPoint> points = new ArrayList<>();
        steps.forEach((t, s) -> points.add(new LambdaPoint(t, s[0] / s[1])));
        return new LambdaSeries(inForce, PolicyRow.Kind.RECORDED, points);
    }
}
