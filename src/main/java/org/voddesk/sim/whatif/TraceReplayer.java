package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
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

/**
 * The simulator's {@link Replayer}: every policy of a request is replayed {@code runs} times over the recorded day
 * ({@link DayReplay}), the policy in force first; run {@code k} of every policy has the same seed (common random
 * numbers), so policies differ only by what they decide. The runs go one after another on the calling thread, or on
 * an executor while the calling thread watches them (asks for cancellation, tells the progress); the report is the
 * same either way.
 */
public final class TraceReplayer implements Replayer {
    private final ReplayModel model;
    private final Executor executor;

    /** A replayer with ALGORITHMS.md §8.1's node and storage model, running on the calling thread. */
    public TraceReplayer() {
        this(ReplayModel.SPEC, null);
    }

    /** The same, its runs on {@code executor} (whose owner shuts it down), the calling thread watching. */
    public TraceReplayer(Executor executor) {
        this(ReplayModel.SPEC, executor);
    }

    TraceReplayer(ReplayModel model, Executor executor) {
        this.model = model;
        this.executor = executor;
    }

    @Override
    public ReplayReport replay(ReplayRequest request, Consumer<ReplayProgress> progress, BooleanSupplier cancelled) {
        List<ReplayPolicy> policies = request.replayed();
        policies.forEach(p -> PolicyNames.requireKnown(p, p.label()));
        ReplayRuns runs = new ReplayRuns(request, model);
        List<List<RunOutcome>> outcomes = executor == null ? runs.runHere(progress, cancelled)
                : runs.runOn(executor, progress, cancelled);
        DayTrace trace = request.trace();
        List<PolicyRow> rows = new ArrayList<>();
        List<LambdaSeries> series = new ArrayList<>();
        rows.add(RecordedRow.row(trace, request.inForce()));
        series.add(RecordedRow.series(trace, request.inForce()));
        Calibration calibration = null;
        for (int pi = 0; pi < policies.size(); pi++) {
            ReplayPolicy policy = policies.get(pi);
            RunAverage average = new RunAverage(outcomes.get(pi));
            PolicyRow.Kind kind = pi == 0 ? PolicyRow.Kind.IN_FORCE : PolicyRow.Kind.ALTERNATIVE;
            PolicyRow row = average.row(policy, kind);
            rows.add(row);
            series.add(average.series(policy, kind));
            if (pi == 0) {
                calibration = Calibrator.calibrate(trace.day(), policy, trace.recorded().loads(),
                        trace.recorded().actions(), average.loads(), row.actions().moves(), row.actions().plans());
            }
        }
        progress.accept(new ReplayProgress(1, ReplayProgress.Stage.DONE, null, 0, request.runs()));
        return new ReplayReport(trace.day(), calibration, rows, series, request.runs(), request.seed());
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
