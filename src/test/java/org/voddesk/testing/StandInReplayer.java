package org.voddesk.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import org.voddesk.core.whatif.ActionFigures;
import org.voddesk.core.whatif.BusiestNode;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.Compared;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.HourComparison;
import org.voddesk.core.whatif.LambdaFigures;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LambdaSeries;
import org.voddesk.core.whatif.NodeHourComparison;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.PolicyRow;
import org.voddesk.core.whatif.ReplayPolicy;
import org.voddesk.core.whatif.ReplayProgress;
import org.voddesk.core.whatif.ReplayReport;
import org.voddesk.core.whatif.ReplayRequest;
import org.voddesk.core.whatif.Replayer;
import org.voddesk.core.whatif.StartupLatency;
import org.voddesk.policy.Policies;

/**
 * A TEST DOUBLE of the simulator's {@link Replayer}, for the console's tests (the screen, the control's facet, the
 * wire), never shipped: it simulates nothing. Its report is built from the request's records so that a test can tell
 * whose it is: the recorded row from the trace's recorded day, then one row per replayed policy in order, the
 * {@code i}-th (from 0) with a mean {@code lambda} of {@code 10 (i + 1)}, and each series the recorded {@code lambda}
 * times {@code i + 1}. It names policies as the real one does, tells a progress per policy, and, when {@link #hold}
 * was called, waits before the first policy until {@link #release} or a cancel (checking the cancel every 10 ms).
 */
public final class StandInReplayer implements Replayer {
    private final AtomicInteger replays = new AtomicInteger();
    private final AtomicInteger cancels = new AtomicInteger();
    private volatile CountDownLatch held = new CountDownLatch(0);
    private final CountDownLatch waiting = new CountDownLatch(1);
    private volatile double meanLoadError;

    /** Reports calibrate with a mean load error of {@code error} (over {@link Calibration#FIT_LIMIT}: not fitting). */
    public StandInReplayer missing(double error) {
        meanLoadError = error;
        return this;
    }

    /** Replays wait before their first policy until {@link #release}. */
    public StandInReplayer hold() {
        held = new CountDownLatch(1);
        return this;
    }

    /** Lets held replays go on. */
    public void release() {
        held.countDown();
    }

    /** Waits until a replay is held (it has told its first progress). */
    public void awaitHeld() throws InterruptedException {
        if (!waiting.await(30, java.util.concurrent.TimeUnit.SECONDS)) {
            throw new AssertionError("no replay started within 30 s");
        }
    }

    /** How many replays stopped because they were cancelled. */
    public int cancels() {
        return cancels.get();
    }

    /** How many replays ran to their end. */
    public int replays() {
        return replays.get();
    }

    @Override
    public ReplayReport replay(ReplayRequest request, Consumer<ReplayProgress> progress, BooleanSupplier cancelled) {
        List<ReplayPolicy> replayed = request.replayed();
        progress.accept(new ReplayProgress(0, ReplayProgress.Stage.CALIBRATING, request.inForce(), 1, 1));
        waiting.countDown();
        while (held.getCount() > 0) {
            stopIf(cancelled);
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted");
            }
        }
        for (int i = 1; i < replayed.size(); i++) {
            stopIf(cancelled);
            progress.accept(new ReplayProgress((double) i / replayed.size(), ReplayProgress.Stage.REPLAYING,
                    replayed.get(i), 1, 1));
        }
        stopIf(cancelled);
        progress.accept(new ReplayProgress(1, ReplayProgress.Stage.DONE, null, 0, 1));
        replays.incrementAndGet();
        return report(request, replayed, meanLoadError);
    }

    private void stopIf(BooleanSupplier cancelled) {
        if (cancelled.getAsBoolean()) {
            cancels.incrementAndGet();
            throw new CancellationException("the replay was cancelled");
        }
    }

    private static ReplayReport report(ReplayRequest request, List<ReplayPolicy> replayed, double error) {
        DayTrace t = request.trace();
        List<NodeHourComparison> nodeHours = new ArrayList<>();
        for (NodeHourLoad h : t.recorded().loads().nodeHours()) {
            nodeHours.add(new NodeHourComparison(h.nodeName(), h.hour(), new Compared(h.meanLoad(), h.meanLoad()),
                    new Compared(h.peakLoad(), h.peakLoad())));
        }
        List<HourComparison> hours = new ArrayList<>();
        List<Double> perHour = t.recorded().loads().lambdaPerHour();
        for (int h = 0; h < perHour.size(); h++) {
            hours.add(new HourComparison(h, t.day().hourStartMs(h), new Compared(perHour.get(h), perHour.get(h))));
        }
        double moves = t.recorded().actions().movesCarriedOut();
        double plans = t.recorded().actions().plansProposed();
        Calibration calibration = new Calibration(request.inForce(), nodeHours, hours, new Compared(moves, moves),
                new Compared(plans, plans), error, Calibration.fits(error));
        List<PolicyRow> rows = new ArrayList<>();
        List<LambdaSeries> series = new ArrayList<>();
        rows.add(new PolicyRow(request.inForce(), PolicyRow.Kind.RECORDED, StartupLatency.UNKNOWN,
                new LambdaFigures(6.25, 6.25), Double.NaN, new ActionFigures(moves, plans,
                t.recorded().actions().refused(), t.recorded().actions().reHomed()), new BusiestNode("vod-1", 45)));
        series.add(new LambdaSeries(request.inForce(), PolicyRow.Kind.RECORDED, t.recorded().lambda()));
        for (int i = 0; i < replayed.size(); i++) {
            PolicyRow.Kind kind = i == 0 ? PolicyRow.Kind.IN_FORCE : PolicyRow.Kind.ALTERNATIVE;
            int k = i + 1;
            rows.add(new PolicyRow(replayed.get(i), kind, new StartupLatency(20 + k, 50 + k),
                    new LambdaFigures(10 * k, 20 * k), 0.1 * k, new ActionFigures(k, k, 0, 0),
                    new BusiestNode("vod-" + (1 + i % 2), 40 + k)));
            series.add(new LambdaSeries(replayed.get(i), kind, t.recorded().lambda().stream()
                    .map(p -> new LambdaPoint(p.timeMs(), p.lambda() * k)).toList()));
        }
        return new ReplayReport(t.day(), calibration, rows, series, request.runs(), request.seed());
    }

    @Override
    public ReplayPolicy policy(String name) {
        String n = name == null ? "" : name.trim().replace('+', '-');
        if (Policies.placementNames().contains(n)) {
            return new ReplayPolicy(n, null);
        }
        for (String planner : Policies.plannerNames()) {
            String placement = n.endsWith("-" + planner) ? n.substring(0, n.length() - planner.length() - 1) : "";
            if (Policies.placementNames().contains(placement)) {
                return new ReplayPolicy(placement, planner);
            }
        }
        throw new IllegalArgumentException("unknown policy '" + name + "'; write <placement> or"
                + " <placement>-<planner>");
    }

    @Override
    public List<ReplayPolicy> standardComparison(ReplayPolicy inForce) {
        List<ReplayPolicy> all = new ArrayList<>();
        for (ReplayPolicy p : List.of(inForce, new ReplayPolicy(Policies.DEFAULT_PLACEMENT, Policies.DEFAULT_PLANNER),
                new ReplayPolicy("similarity", "rem"), new ReplayPolicy("least-load", null))) {
            if (!all.contains(p)) {
                all.add(p);
            }
        }
        return List.copyOf(all);
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
