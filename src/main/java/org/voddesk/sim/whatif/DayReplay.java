package org.voddesk.sim.whatif;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.function.DoubleConsumer;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.LoopTimes;
import org.voddesk.core.whatif.NodeOutage;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlanBands;
import org.voddesk.sim.RunSeeds;
import org.voddesk.sim.Simulation;
import org.voddesk.sim.cluster.LatencyModel;
import org.voddesk.sim.cluster.PolicySetup;
import org.voddesk.sim.cluster.SimNode;
import org.voddesk.sim.cluster.SimSession;
import org.voddesk.sim.cluster.SimStream;

/**
 * One seeded run of one policy over a recorded day, driven by the event engine: the nodes report every recorded poll
 * interval, each request of the trace is placed by the policy at its recorded instant and plays as long as it did,
 * standing sessions run where they were, failed nodes fail and recover at their recorded instants (their sessions
 * re-homed as the console does), and the planner runs at the planning interval with its plans answered as the day's
 * supervisors answered them ({@link PlanDesk}). Simulated time 0 is the day's first instant.
 */
final class DayReplay {
    private static final long POLICY_STREAM = 1;
    private static final long ANSWER_STREAM = 2;
    private static final long CHECK_EVERY_MS = 60_000L;
    private static final long PROGRESS_EVERY_MS = 15 * CHECK_EVERY_MS;

    private final DayTrace trace;
    private final PolicySetup policy;
    private final LoopTimes times;
    private final BooleanSupplier cancelled;
    private final DoubleConsumer progress;
    private final Simulation sim;
    private final ReplayCluster cluster;
    private final LatencyModel latency;
    private final FailureReHomer reHomer;
    private final PlanDesk desk;
    private final RunFigures figures;
    private final Map<String, SimSession> live = new HashMap<>();
    private final long lengthMs;
    private final long segmentMs;
    private long nextSeq;
    private long lastPlanMs;

    DayReplay(DayTrace trace, PolicySetup policy, LoopTimes times, ReplayModel model, long runSeed,
              BooleanSupplier cancelled, DoubleConsumer progress) {
        this.trace = trace;
        this.policy = policy;
        this.times = times;
        this.cancelled = cancelled;
        this.progress = progress;
        this.sim = new Simulation(trace.day().fromMs());
        this.cluster = new ReplayCluster(trace.nodes(), model, trace.day().fromMs());
        this.latency = model.latency(cluster.totalBordBps());
        this.reHomer = new FailureReHomer(model.reHomingBitrateBps());
        this.desk = policy.planner() == null ? null : new PlanDesk(policy.planner(), PlanBands.DEFAULT, times,
                trace.recorded().habit(), new SplittableRandom(RunSeeds.stream(runSeed, POLICY_STREAM)),
                new SplittableRandom(RunSeeds.stream(runSeed, ANSWER_STREAM)));
        this.figures = new RunFigures(trace.day(), trace.nodes());
        this.lengthMs = trace.day().lengthMs();
        this.segmentMs = model.segmentMs();
    }

    /** Runs the day; returns its figures. */
    RunOutcome run() {
        long period = trace.recorded().samplePeriodMs();
        // reports first: at an instant shared with a request, the poll round comes before the operators' work
        for (long t = 0; t < lengthMs; t += period) {
            sim.at(t, this::onReport);
        }
        for (NodeOutage o : trace.outages()) {
            int i = cluster.indexOf(o.nodeName());
            if (i >= 0) {
                sim.at(offset(o.fromMs()), () -> fail(i));
                if (o.untilMs() < trace.day().toMs()) {
                    sim.at(offset(o.untilMs()), () -> cluster.node(i).recovered());
                }
            }
        }
        for (StandingSession s : trace.standing()) {
            sim.at(offset(s.fromMs()), () -> stand(s));
        }
        for (TraceRequest r : trace.requests()) {
            sim.at(offset(r.atMs()), () -> place(r));
        }
        for (long t = 0; t < lengthMs; t += CHECK_EVERY_MS) {
            sim.at(t, this::check);
        }
        sim.runUntil(lengthMs - 1);
        return figures.outcome();
    }

    /** Simulated time of an instant of the day, clamped into it. */
    private long offset(long epochMs) {
        return Math.max(0, Math.min(lengthMs - 1, epochMs - trace.day().fromMs()));
    }

    private void check() {
        if (cancelled.getAsBoolean()) {
            throw new CancellationException("the replay was cancelled");
        }
        if (sim.now() % PROGRESS_EVERY_MS == 0) {
            progress.accept((double) sim.now() / lengthMs);
        }
    }

    /** A request of the trace: the policy decides; a refused request is counted and the operator does without. */
    void place(TraceRequest r) {
        PlaybackRequest request = r.request();
        PlacementDecision decision = policy.placement().place(cluster.view(sim.now()), request);
        if (!(decision instanceof Placement placement)) {
            figures.refused();
            return;
        }
        int n = cluster.indexOf(placement.nodeName());
        SegmentKey segment = SegmentKey.of(request);
        int key = cluster.keyOf(segment);
        SimNode node = cluster.node(n);
        double ipsanRead = cluster.ipsanReadBps();
        boolean hit = node.touchPrefix(key);
        figures.accepted(latency.startupMs(hit, ipsanRead), hit);
        long now = sim.now();
        long seq = nextSeq++;
        String id = r.sessionId() != null ? r.sessionId() : "replayed-" + seq;
        SimStream stream = new SimStream(key, segment, request.beginMs() - request.segmentStartMs(),
                request.bitrateBps(), request.quality());
        start(new SimSession(seq, id, stream, request.rate(), now, now + r.durationMs(), n));
        cluster.started(n, segment);
        if (policy.placement().updatesLoadEstimate()) {
            cluster.estimate(n, placement.estimatedLoad());
        }
    }

    /** A standing session starts to count on its recorded node (unless that node is failed or unknown then). */
    void stand(StandingSession standing) {
        Session s = standing.session();
        int n = cluster.indexOf(s.nodeName());
        if (n < 0 || !cluster.node(n).isUp()) {
            return;
        }
        int key = cluster.keyOf(s.segment());
        cluster.node(n).touchPrefix(key);
        long now = sim.now();
        long segmentStart = s.segmentStartMs();
        SimStream stream = new SimStream(key, s.segment(), Math.max(0, s.beginMs() - segmentStart),
                s.stream().bitrateBps(), s.quality());
        long end = standing.untilMs() >= trace.day().toMs() ? lengthMs : standing.untilMs() - trace.day().fromMs();
        SimSession session = new SimSession(nextSeq++, s.id(), stream, s.rate(),
                now - (standing.fromMs() - s.startedAtMs()), end, n);
        session.playsAt(now, s.positionMs() - segmentStart);
        start(session);
    }

    private void start(SimSession s) {
        if (live.containsKey(s.id)) {
            return; // a session id the trace names twice runs once
        }
        cluster.node(s.node()).add(s, sim.now());
        live.put(s.id, s);
        if (s.endMs < lengthMs) {
            sim.at(Math.max(sim.now(), s.endMs), () -> end(s));
        }
        scheduleNextSegment(s, s.stream.segment().segmentStartMs());
    }

    /**
     * Step: when a session's play position reaches the end of the segment that starts at {@code segmentStart} (of
     * length {@link ReplayModel#segmentMs}), it plays into the next one: its node reads that prefix and regroups it.
     */
    void scheduleNextSegment(SimSession s, long segmentStart) {
        long next = segmentStart + segmentMs;
        double ahead = next - s.positionMs(sim.now());
        long at = sim.now() + Math.max(1, (long) Math.ceil(ahead / s.rate()));
        if (at < Math.min(s.endMs, lengthMs)) {
            sim.at(at, () -> {
                if (live.get(s.id) == s) {
                    SegmentKey segment = new SegmentKey(s.stream.segment().cameraId(), next);
                    cluster.node(s.node()).entersSegment(s, cluster.keyOf(segment), sim.now());
                    scheduleNextSegment(s, next);
                }
            });
        }
    }

    private void end(SimSession s) {
        if (live.remove(s.id, s)) {
            cluster.node(s.node()).remove(s, sim.now());
        }
    }

    /** The poll round: every working node reports; the planner runs when its interval has passed. */
    private void onReport() {
        long now = sim.now();
        figures.report(now, cluster.report(now));
        if (desk != null && now - lastPlanMs >= times.planningEveryMs() && !desk.waiting(now)) {
            lastPlanMs = now;
            desk.pass(now, cluster.view(now)).ifPresent(p -> {
                figures.plan();
                if (p.answer() == PlanDesk.Answer.APPROVED) {
                    sim.at(Math.max(now, p.answeredAt()), () -> carryOut(p.moves()));
                }
            });
        }
    }

    /** An approved plan runs: each move whose session still plays on its source and whose target works. */
    void carryOut(List<MigrationMove> moves) {
        for (MigrationMove m : moves) {
            SimSession s = live.get(m.session().id());
            int from = cluster.indexOf(m.sourceNode());
            int to = cluster.indexOf(m.targetNode());
            if (s == null || s.node() != from || to < 0 || !cluster.node(to).isUp()) {
                continue;
            }
            transfer(s, to);
            desk.moved(s.id, sim.now());
            figures.move();
        }
    }

    private void transfer(SimSession s, int to) {
        cluster.node(s.node()).remove(s, sim.now());
        s.moveTo(to);
        cluster.node(to).add(s, sim.now());
    }

    /** Node {@code i} fails: its sessions are re-homed (or end) as the console does, then it takes no work. */
    void fail(int i) {
        SimNode node = cluster.node(i);
        if (!node.isUp()) {
            return;
        }
        FailureReHomer.Outcome outcome = reHomer.reHome(cluster, i);
        for (FailureReHomer.Transfer t : outcome.transfers()) {
            SimSession s = live.get(t.sessionId());
            if (s != null) {
                transfer(s, cluster.indexOf(t.to()));
                figures.reHomed();
            }
        }
        for (String id : outcome.ended()) {
            SimSession s = live.remove(id);
            if (s != null) {
                node.remove(s, sim.now());
            }
        }
        node.failed();
    }
}
