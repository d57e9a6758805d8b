package org.voddesk.sim.lichen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.RecentStarts;
import org.voddesk.core.SegmentKey;
import org.voddesk.policy.MigrationMove;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSeeds;
import org.voddesk.sim.Simulation;
import org.voddesk.sim.cluster.IntervalCaching;
import org.voddesk.sim.cluster.LatencyModel;
import org.voddesk.sim.cluster.SimNode;
import org.voddesk.sim.cluster.SimSession;
import org.voddesk.sim.cluster.PolicySetup;

/**
 * One seeded run of {@code li-chen-2014}: the cluster, the workload and the policy under test, driven by the
 * event engine. The policy sees what the console would see: node reports every 5 s, plus its own load
 * estimates since (when {@link org.voddesk.policy.PlacementPolicy#updatesLoadEstimate()}), and the sessions it
 * dispatched with their current rates and positions.
 */
final class LiChenRun {
    private static final long WORKLOAD_STREAM = 1;
    private static final long POLICY_STREAM = 2;

    private final LiChenParameters p;
    private final PolicySetup policy;
    private final int meanStreams;
    private final Simulation sim;
    private final SegmentCatalog catalog;
    private final LatencyModel latency;
    private final SimNode[] nodes;
    private final Map<String, Integer> nodeIndex = new HashMap<>();
    private final double[] storedLoads;
    private final LoadSample[] lastSamples;
    private final Workload workload;
    private final RandomGenerator policyRandom;
    private final Measurements measured = new Measurements();
    private final Map<String, SimSession> live = new HashMap<>();
    /** What the console knows of the prefix caches: its own history of starts, never the nodes' caches. */
    private final RecentStarts recentStarts;
    private long nextSeq;
    private long lastReportMs;
    /** The planner runs at the first report at least this long after its previous pass. */
    private final long planEveryMs;
    private long lastPlanMs;

    LiChenRun(LiChenParameters p, PolicySetup policy, int meanStreams, long seed) {
        this(p, policy, meanStreams, seed, null);
    }

    /** @param planEveryMs how often the planner runs, {@code null} for at every report */
    LiChenRun(LiChenParameters p, PolicySetup policy, int meanStreams, long seed, Long planEveryMs) {
        this.p = p;
        this.planEveryMs = planEveryMs == null ? p.reportPeriodMs() : planEveryMs;
        this.policy = policy;
        this.meanStreams = meanStreams;
        this.catalog = new SegmentCatalog(p);
        this.sim = new Simulation(catalog.playbackEpochMs());
        this.latency = new LatencyModel(p.ipsanBps(), p.ipsanUtilisationCap());
        IntervalCaching caching = new IntervalCaching(p.intervalWindowMs());
        this.nodes = new SimNode[p.nodes()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = new SimNode(i, new NodeSpec("vod-" + (i + 1), p.bordBps(), null), p.prefixCacheSize(),
                    caching);
            nodeIndex.put(nodes[i].spec.name(), i);
        }
        this.recentStarts = new RecentStarts(p.prefixCacheSize());
        this.storedLoads = new double[nodes.length];
        this.lastSamples = new LoadSample[nodes.length];
        this.workload = new Workload(p, meanStreams, new SplittableRandom(RunSeeds.stream(seed, WORKLOAD_STREAM)));
        this.policyRandom = new SplittableRandom(RunSeeds.stream(seed, POLICY_STREAM));
    }

    /** Runs warm-up and measured period; returns the measured figures. */
    RunResult run() {
        report(false);
        for (int i = 0; i < meanStreams; i++) {
            // The initial population stands for a cluster already running, not for a burst of simultaneous
            // requests: every policy places it with fresh reports.
            place(workload.stream());
            report(false);
        }
        sim.after(workload.nextActionGapMs(), this::onAction);
        for (long t = p.reportPeriodMs(); t < p.endMs(); t += p.reportPeriodMs()) {
            sim.at(t, this::onReport);
        }
        sim.runUntil(p.endMs());
        return measured.result();
    }

    private boolean measuring() {
        return sim.now() >= p.warmUpMs() && sim.now() < p.endMs();
    }

    private void onAction() {
        int size = workload.actionSize();
        for (int i = 0; i < size; i++) {
            place(workload.stream());
        }
        sim.after(workload.nextActionGapMs(), this::onAction);
    }

    /** One stream request: the policy decides; a rejected stream is counted and the operator does without. */
    private void place(StreamDraw draw) {
        boolean measure = measuring();
        if (measure) {
            measured.request();
        }
        PlaybackRequest request = catalog.request(draw.camera(), draw.segment());
        PlacementDecision decision = policy.placement().place(view(), request);
        if (!(decision instanceof Placement placement)) {
            return;
        }
        int n = nodeIndexOf(placement.nodeName());
        SimNode node = nodes[n];
        int key = draw.camera() * p.segmentsPerCamera() + draw.segment();
        double ipsanRead = ipsanReadBps();
        boolean hit = node.touchPrefix(key);
        if (measure) {
            measured.accepted(latency.startupMs(hit, ipsanRead), hit);
        }
        long now = sim.now();
        long seq = nextSeq++;
        SimSession s = new SimSession(seq, "s-" + seq, catalog.stream(draw.camera(), draw.segment()), 1.0, now,
                now + draw.watchMs(), n);
        node.add(s, now);
        live.put(s.id, s);
        recentStarts.started(node.spec.name(), SegmentKey.of(request));
        if (policy.placement().updatesLoadEstimate()) {
            storedLoads[n] = placement.estimatedLoad();
        }
        if (draw.switchesRate()) {
            sim.at(now + draw.vcrAfterMs(), () -> onRateChange(s, draw.vcrRate()));
        }
        sim.at(s.endMs, () -> onEnd(s));
    }

    private void onRateChange(SimSession s, double rate) {
        nodes[s.node()].changeRate(s, rate, sim.now());
    }

    private void onEnd(SimSession s) {
        nodes[s.node()].remove(s, sim.now());
        live.remove(s.id);
    }

    private void onReport() {
        report(measuring());
        if (policy.planner() != null && sim.now() - lastPlanMs >= planEveryMs) {
            lastPlanMs = sim.now();
            List<MigrationMove> plan = policy.planner().plan(view(), policyRandom);
            for (MigrationMove move : plan) {
                migrate(move);
            }
            if (!plan.isEmpty() && measuring()) {
                measured.plan();
            }
        }
    }

    /** Every node measures itself; the console's stored loads become the reported ones. */
    private void report(boolean measure) {
        lastReportMs = sim.now();
        double[] loads = new double[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            lastSamples[i] = nodes[i].measure(sim.epochNow());
            loads[i] = LoadModel.DEFAULT.load(lastSamples[i]);
            storedLoads[i] = loads[i];
        }
        if (measure) {
            measured.report(loads);
        }
    }

    /**
     * Applies a move at once (approval is a console matter, as {@code automatic}); the planner's estimates
     * become stored loads. A round's moves are one plan (ALGORITHMS.md §7).
     */
    private void migrate(MigrationMove move) {
        SimSession s = live.get(move.session().id());
        int from = nodeIndexOf(move.sourceNode());
        int to = nodeIndexOf(move.targetNode());
        if (s == null || s.node() != from) {
            throw new IllegalStateException("a move takes " + move.session().id() + " from "
                    + move.sourceNode() + ", where it does not run");
        }
        nodes[from].remove(s, sim.now());
        s.moveTo(to);
        nodes[to].add(s, sim.now());
        storedLoads[from] = move.sourceLoadAfter();
        storedLoads[to] = move.targetLoadAfter();
        if (measuring()) {
            measured.migration();
        }
    }

    private int nodeIndexOf(String name) {
        Integer i = nodeIndex.get(name);
        if (i == null) {
            throw new IllegalStateException("policy " + policy.name() + " chose unknown node " + name);
        }
        return i;
    }

    /** Total IPSAN read rate of the cluster, bits per second. */
    private double ipsanReadBps() {
        long sum = 0;
        for (SimNode n : nodes) {
            sum += n.ipsanReadBps();
        }
        return sum;
    }

    /** The console's view now: stored loads, last reports, dispatched sessions with current positions. */
    private ClusterView view() {
        List<NodeView> views = new ArrayList<>(nodes.length);
        for (int i = 0; i < nodes.length; i++) {
            views.add(nodes[i].view(sim.now(), lastReportMs, Math.max(0, storedLoads[i]), lastSamples[i],
                    recentStarts.snapshot(nodes[i].spec.name()), sim.epochMs()));
        }
        return new ClusterView(sim.epochNow(), LoadModel.DEFAULT, views);
    }
}
