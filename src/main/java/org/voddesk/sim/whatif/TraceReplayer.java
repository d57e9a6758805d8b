package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;
import org.voddesk.policy.Policies;
import org.voddesk.sim.RunSeeds;

/**
 * The simulator's {@link Replayer}: every policy of a request is replayed {@code runs} times over the recorded day
 * ({@link DayReplay}), the policy in force first; run {@code k} of every policy has the same seed (common random
 * numbers), so policies differ only by what they decide. The runs go one after another on the calling thread.
 */
public final class TraceReplayer implements Replayer {
    private final ReplayModel model;

    /** A replayer with ALGORITHMS.md §8.1's node and storage model. */
    public TraceReplayer() {
        this(ReplayModel.SPEC);
    }

    TraceReplayer(ReplayModel model) {
        this.model = model;
    }

    @Override
    public ReplayReport replay(ReplayRequest request, Consumer<ReplayProgress> progress, BooleanSupplier cancelled) {
        List<ReplayPolicy> policies = request.replayed();
        policies.forEach(p -> PolicyNames.requireKnown(p, p.label()));
        DayTrace trace = request.trace();
        int runs = request.runs();
        int total = policies.size() * runs;
        List<PolicyRow> rows = new ArrayList<>();
        List<LambdaSeries> series = new ArrayList<>();
        rows.add(RecordedRow.row(trace, request.inForce()));
        series.add(RecordedRow.series(trace, request.inForce()));
        Calibration calibration = null;
        for (int pi = 0; pi < policies.size(); pi++) {
            ReplayPolicy policy = policies.get(pi);
            ReplayProgress.Stage stage = pi == 0 ? ReplayProgress.Stage.CALIBRATING : ReplayProgress.Stage.REPLAYING;
            List<RunOutcome> outcomes = new ArrayList<>();
            for (int run = 0; run < runs; run++) {
                int done = pi * runs + run;
                int shown = run + 1;
                progress.accept(new ReplayProgress((double) done / total, stage, policy, shown, runs));
                DayReplay replay = new DayReplay(trace, PolicyNames.setup(policy), request.times(), model,
                        RunSeeds.of(request.seed(), 0, run), cancelled, dayDone -> progress.accept(
                        new ReplayProgress(Math.min(1, (done + dayDone) / total), stage, policy, shown, runs)));
                outcomes.add(replay.run());
            }
            RunAverage average = new RunAverage(outcomes);
            PolicyRow.Kind kind = pi == 0 ? PolicyRow.Kind.IN_FORCE : PolicyRow.Kind.ALTERNATIVE;
            PolicyRow row = average.row(policy, kind);
            rows.add(row);
            series.add(average.series(policy, kind));
            if (pi == 0) {
                calibration = Calibrator.calibrate(trace.day(), policy, trace.recorded().loads(),
                        trace.recorded().actions(), average.loads(), row.actions().moves(), row.actions().plans());
            }
        }
        progress.accept(new ReplayProgress(1, ReplayProgress.Stage.DONE, null, 0, runs));
        return new ReplayReport(trace.day(), calibration, rows, series, runs, request.seed());
    }

    @Override
    public ReplayPolicy policy(String name) {
        return PolicyNames.parse(name);
    }

    @Override
    public List<ReplayPolicy> standardComparison(ReplayPolicy inForce) {
        return PolicyNames.standardComparison(inForce);
    }

    @Override
    public List<String> placementNames() {
        return Policies.placementNames();
    }

    @Override
    public List<String> plannerNames() {
        return Policies.plannerNames();
    }
}
