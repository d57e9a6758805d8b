package org.voddesk.sim.rmts;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.voddesk.policy.rmts.FailureReHoming;
import org.voddesk.policy.rmts.HandOver;
import org.voddesk.policy.rmts.ReHoming;
import org.voddesk.policy.rmts.ReplicaCatalogue;
import org.voddesk.policy.rmts.ReplicaGraph;
import org.voddesk.policy.rmts.ReplicaServer;
import org.voddesk.policy.rmts.ReplicaSession;
import org.voddesk.policy.rmts.ReplicaView;
import org.voddesk.policy.rmts.RequestDecision;
import org.voddesk.policy.rmts.RequestScheduler;
import org.voddesk.sim.RunResult;
import org.voddesk.sim.RunSeeds;
import org.voddesk.sim.Simulation;

/**
 * One seeded run of {@code rmts-2015}: Poisson arrivals of {@code xi} requests per minute for videos drawn by
 * popularity, each playing 60 min, scheduled by the policy under test on the replica view; optionally server 0
 * fails during the measured period and its sessions are re-homed. The arrival stream comes from its own random
 * source, so it is the same for every policy; the policy draws from another.
 */
final class RmtsRun {
    private static final long ARRIVAL_STREAM = 1;
    private static final long POLICY_STREAM = 2;

    private final RmtsModel m;
    private final RequestScheduler scheduler;
    private final FailureReHoming reHoming;
    private final Popularity popularity;
    private final double arrivalsPerMs;
    private final boolean failNode;
    private final Simulation sim = new Simulation(0);
    private final RandomGenerator arrivals;
    private final RandomGenerator policyRandom;
    private final Map<String, String> serverOf = new HashMap<>();
    private final RmtsMeasurements measured = new RmtsMeasurements();
    private ReplicaView view;
    private long nextId;

    RmtsRun(RmtsModel m, ReplicaCatalogue catalogue, Popularity popularity, RequestScheduler scheduler,
            FailureReHoming reHoming, double arrivalsPerMinute, boolean failNode, long seed) {
        this.m = m;
        this.scheduler = scheduler;
        this.reHoming = reHoming;
        this.popularity = popularity;
        this.arrivalsPerMs = arrivalsPerMinute / 60_000.0;
        this.failNode = failNode;
        this.arrivals = new SplittableRandom(RunSeeds.stream(seed, ARRIVAL_STREAM));
        this.policyRandom = new SplittableRandom(RunSeeds.stream(seed, POLICY_STREAM));
        List<ReplicaServer> servers = new ArrayList<>();
        for (String s : catalogue.servers()) {
            servers.add(ReplicaServer.empty(s, m.capacity()));
        }
        this.view = new ReplicaView(new ReplicaGraph(catalogue, m.gamma()), servers);
    }

    RunResult run() {
        sim.after(nextGapMs(), this::onArrival);
        if (failNode) {
            sim.at(m.failureMs(), this::onFailure);
        }
        sim.runUntil(m.endMs());
        return measured.result();
    }

    private boolean measuring() {
        return sim.now() >= m.warmUpMs() && sim.now() < m.endMs();
    }

    /** Poisson arrivals: exponential gaps of mean {@code 1/xi}, at least 1 ms so that time always moves. */
    private long nextGapMs() {
        return Math.max(1, Math.round(-Math.log(1.0 - arrivals.nextDouble()) / arrivalsPerMs));
    }

    private void onArrival() {
        String video = m.videoName(popularity.draw(arrivals));
        sim.after(nextGapMs(), this::onArrival);
        boolean measure = measuring();
        if (measure) {
            measured.request();
        }
        RequestDecision decision = scheduler.decide(view, video, policyRandom);
        if (decision instanceof RequestDecision.Served served) {
            ReplicaSession session = new ReplicaSession("s" + nextId++, video, sim.now());
            view = view.withServed(served, session);
            track(served.handOvers());
            serverOf.put(session.id(), served.server());
            sim.after(m.sessionMs(), () -> onEnd(session.id()));
            if (measure) {
                measured.accepted(served.delay(), served.pathLength());
            }
        } else if (measure) {
            measured.refused(((RequestDecision.Refused) decision).noLiveHolder());
        }
    }

    /** A session ends when its video is over, unless the failure ended it before. */
    private void onEnd(String sessionId) {
        String server = serverOf.remove(sessionId);
        if (server != null) {
            view = view.withSessionEnded(server, sessionId);
        }
    }

    private void onFailure() {
        ReHoming r = reHoming.reHome(view, m.serverName(0));
        view = r.view();
        for (ReHoming.ReHomed h : r.reHomed()) {
            track(h.handOvers());
            serverOf.put(h.session().id(), h.server());
        }
        for (ReHoming.Ended e : r.ended()) {
            serverOf.remove(e.session().id());
        }
        measured.failure(r);
    }

    private void track(List<HandOver> handOvers) {
        for (HandOver h : handOvers) {
            serverOf.put(h.sessionId(), h.to());
        }
    }
}
