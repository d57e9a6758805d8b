package org.voddesk.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.random.RandomGenerator;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.NodeState;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamSource;

/**
 * Cache-aware REM migration planning (Li &amp; Chen 2014 §4.2, eq. 6-7; Zhao &amp; Kuo 2005; ALGORITHMS.md §3).
 * Nodes are visited once each, by decreasing load at the start of the pass. A node above the quadratic mean
 * {@code sigma} (eq. 6) offers its session with the smallest FD to the rest of the node; with the RED-shaped
 * probability {@code p} (eq. 7) that session is proposed to the low-load node (below {@code sigma}) serving its
 * camera with the largest FD, or else to the least-loaded low-load node, skipping a target that would become
 * overloaded. Loads are re-estimated after every move and the source goes on until it is no longer above
 * {@code sigma}, a draw fails, or no target is left.
 *
 * <p>Our additions, each to keep a move worth a supervisor's approval: a target must also lower the
 * predicted {@code lambda} (otherwise it is skipped like an overloaded one); within one pass a node either gives
 * or receives, never both; only nodes that accept work give or receive.
 */
public final class RemPlanner implements MigrationPlanner {
    public static final String NAME = "rem";

    private final RemParams params;

    public RemPlanner() {
        this(RemParams.DEFAULT);
    }

    public RemPlanner(RemParams params) {
        if (params == null) {
            throw new IllegalArgumentException("REM parameters are required");
        }
        this.params = params;
    }

    public RemParams params() {
        return params;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<MigrationMove> plan(ClusterView view, RandomGenerator random) {
        RemPass pass = new RemPass(view);
        List<MigrationMove> moves = new ArrayList<>();
        for (int source : pass.decreasingLoadOrder()) {
            planFromSource(pass, source, random, moves);
        }
        return moves;
    }

    /**
     * Eq. 7, the RED shape of REM: 0 below {@code Loadmin}, rising linearly to {@code Pmax} at {@code Loadmax},
     * 1 above.
     */
    public static double probability(double load, LoadThresholds thresholds, double pMax) {
        if (load < thresholds.loadMin()) {
            return 0;
        }
        if (load > thresholds.loadMax()) {
            return 1;
        }
        return pMax * (load - thresholds.loadMin()) / (thresholds.loadMax() - thresholds.loadMin());
    }

    /** Step 1: a node is a source only when its load is above {@code sigma}. */
    static boolean isSource(double load, double sigma) {
        return load > sigma;
    }

    /** Steps 1-6 repeated for one source node. */
    private void planFromSource(RemPass pass, int source, RandomGenerator random, List<MigrationMove> out) {
        if (!pass.mayGive(source)) {
            return;
        }
        SourceSessions sessions = null;
        int remaining = pass.nodes.get(source).sessionCount();
        while (true) {
            double sigma = pass.sigma();
            if (!isSource(pass.load[source], sigma) || remaining == 0) {
                return;
            }
            // Drawn before the session and the sets are worked out: none of that uses the random source, so the
            // plan is the same as in the paper's order, and a source whose draw fails costs no more work.
            double p = probability(pass.load[source], pass.model.thresholds(), params.pMax());
            double drawn = random.nextDouble();
            if (!(drawn < p)) {
                return;
            }
            if (sessions == null) {
                sessions = new SourceSessions(pass.nodes.get(source), params.similarity(), params.variant());
            }
            int pick = sessions.leastSimilar();
            Session session = sessions.session(pick);
            RemTargets targets = RemTargets.lowLoad(pass, source, sigma, session, params);
            Choice choice = chooseTarget(pass, source, session, sessions.fd(pick), targets, p, drawn, sigma);
            if (choice == null) {
                return;
            }
            out.add(choice.move());
            pass.apply(source, choice.move().sourceLoadAfter(), choice.target(),
                    choice.move().targetLoadAfter(), session);
            sessions.remove(pick);
            remaining--;
        }
    }

    /**
     * Steps 3-5: the most similar member of {@code B}, else the least-loaded member of {@code A}; a target that
     * would become overloaded, or that would not lower {@code lambda}, is removed and the next one tried.
     * Returns {@code null} when {@code A} runs out.
     */
    private Choice chooseTarget(RemPass pass, int source, Session session, double sourceFd,
                                           RemTargets targets, double p, double drawn, double sigma) {
        double lambdaBefore = pass.lambda();
        double sourceAfter = pass.loadWithout(source, session);
        int skipped = 0;
        for (int k; (k = targets.next()) >= 0; ) {
            int target = targets.node(k);
            StreamSource readFrom = pass.sourceOn(target, session);
            double targetAfter = pass.loadWith(target, session, readFrom);
            double lambdaAfter = pass.lambdaWith(source, sourceAfter, target, targetAfter);
            if (wouldBeOverloaded(pass, targetAfter) || !(lambdaAfter < lambdaBefore)) {
                targets.remove(k);
                skipped++;
                continue;
            }
            String src = pass.nodes.get(source).name();
            String tgt = pass.nodes.get(target).name();
            String reason = src + " (load " + Fmt.num(pass.load[source]) + ") is above σ " + Fmt.num(sigma)
                    + " and drew " + Fmt.num(drawn) + " < p " + Fmt.num(p) + "; session " + session.id()
                    + " has the smallest FD (" + Fmt.num(sourceFd) + ") on " + src + "; " + tgt + " is the "
                    + (targets.isServing(k) ? "low-load node serving " + session.cameraId() + " with the largest FD ("
                            + Fmt.num(targets.fd(k)) + ")" : "least-loaded low-load node")
                    + (skipped == 0 ? "" : " (" + skipped + " better-ranked node(s) skipped: overloaded after the"
                            + " move or no gain)")
                    + "; predicted λ " + Fmt.num(lambdaBefore) + " -> " + Fmt.num(lambdaAfter);
            return new Choice(target, new MigrationMove(session, new MoveGrounds(src, tgt,
                    new MigrationDraw(p, drawn), new SessionSimilarity(sourceFd, targets.fd(k)),
                    new LoadForecast(sourceAfter, targetAfter, lambdaBefore, lambdaAfter), reason)));
        }
        return null;
    }

    /** A move and the view index of its target. */
    private record Choice(int target, MigrationMove move) {
    }

    /** Step 5: whether a target's estimated load after the move would be overloaded. */
    static boolean wouldBeOverloaded(RemPass pass, double targetLoadAfter) {
        return pass.model.state(targetLoadAfter) == NodeState.OVERLOADED;
    }
}
