package org.voddesk.policy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.LoadModel;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamSource;

/**
 * Cache-neutral balancing, our own migration planner, the companion of {@link PrefixAffinityPolicy}.
 * Unlike REM (Li &amp; Chen 2014 §4.2) it is not idle below {@code Loadmin}: it balances at every load. It moves
 * only sessions that neither lead nor follow another session of their segment (interval caching,
 * {@link IntervalRule}): such a session reads from IPSAN wherever it runs, so the move changes no stream's class
 * and, since a playing session needs no prefix, no cache hit is lost.
 *
 * <p>Steps of a pass, repeated up to {@code maxMoves} times on loads re-estimated after each move:
 * (1) take the most and the least loaded working nodes; stop when they differ by {@code minGap} or less;
 * (2) among the movable sessions of the most loaded node, pick the one whose move leaves the two nodes closest
 * (eq. 1-2 estimate of the stream on each side); (3) propose it only if it lowers {@code lambda} (eq. 3).
 * Deterministic: the random source is not used, so a move's probability is 1 and no number is drawn.
 */
public final class BalancePlanner implements MigrationPlanner {
    public static final String NAME = "balance";

    private final BalanceParams params;
    private final IntervalRule interval;

    public BalancePlanner() {
        this(BalanceParams.DEFAULT);
    }

    public BalancePlanner(BalanceParams params) {
        if (params == null) {
            throw new IllegalArgumentException("balance parameters are required");
        }
        this.params = params;
        this.interval = new IntervalRule(params.intervalWindowMs());
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<MigrationMove> plan(ClusterView view, RandomGenerator random) {
        List<NodeView> nodes = view.nodes();
        double[] loads = new double[nodes.size()];
        for (int i = 0; i < loads.length; i++) {
            loads[i] = nodes.get(i).load();
        }
        List<MigrationMove> moves = new ArrayList<>();
        List<String> moved = new ArrayList<>();
        while (moves.size() < params.maxMoves()) {
            int high = extreme(nodes, loads, true);
            int low = extreme(nodes, loads, false);
            if (high < 0 || high == low || !worthBalancing(loads[high] - loads[low], params.minGap())) {
                break;
            }
            MigrationMove p = bestMove(view, loads, high, low, moved);
            if (p == null) {
                break;
            }
            moves.add(p);
            moved.add(p.session().id());
            loads[high] = p.sourceLoadAfter();
            loads[low] = p.targetLoadAfter();
        }
        return moves;
    }

    /** Step 1: the most ({@code highest}) or least loaded working node, -1 when none works. */
    static int extreme(List<NodeView> nodes, double[] loads, boolean highest) {
        int best = -1;
        for (int i = 0; i < loads.length; i++) {
            if (nodes.get(i).acceptsWork()
                    && (best < 0 || (highest ? loads[i] > loads[best] : loads[i] < loads[best]))) {
                best = i;
            }
        }
        return best;
    }

    /** Step 1's stop rule: a gap of {@code minGap} or less is left alone. */
    static boolean worthBalancing(double gap, double minGap) {
        return gap > minGap;
    }

    /** Steps 2-3: the movable session of {@code high} whose move best closes the gap and lowers lambda. */
    private MigrationMove bestMove(ClusterView view, double[] loads, int high, int low, List<String> moved) {
        LoadModel model = view.model();
        NodeView source = view.nodes().get(high);
        NodeView target = view.nodes().get(low);
        double lambdaBefore = ClusterMetrics.lambda(workingLoads(view, loads));
        Session best = null;
        double bestGap = Math.abs(loads[high] - loads[low]);
        double bestSourceAfter = 0;
        double bestTargetAfter = 0;
        for (Session s : source.sessions()) {
            if (moved.contains(s.id()) || !interval.isLoner(source, s)) {
                continue;
            }
            double sourceAfter = loads[high] - model.streamLoad(s.bandwidthBps(), StreamSource.IPSAN,
                    source.spec().bandwidthBps());
            StreamSource there = interval.sourceOn(target, s.cameraId(), s.segmentStartMs(), s.rate(), s.startedAtMs());
            double targetAfter = loads[low] + model.streamLoad(s.bandwidthBps(), there, target.spec().bandwidthBps());
            double gap = Math.abs(sourceAfter - targetAfter);
            if (gap < bestGap && targetAfter <= model.thresholds().loadMax()) {
                best = s;
                bestGap = gap;
                bestSourceAfter = sourceAfter;
                bestTargetAfter = targetAfter;
            }
        }
        if (best == null) {
            return null;
        }
        double[] after = loads.clone();
        after[high] = bestSourceAfter;
        after[low] = bestTargetAfter;
        double lambdaAfter = ClusterMetrics.lambda(workingLoads(view, after));
        if (!(lambdaAfter < lambdaBefore)) {
            return null;
        }
        return new MigrationMove(best, new MoveGrounds(source.name(), target.name(), MigrationDraw.UNDRAWN,
                SessionSimilarity.UNKNOWN, new LoadForecast(bestSourceAfter, bestTargetAfter, lambdaBefore, lambdaAfter),
                "balance: " + source.name() + " is " + Fmt.num(loads[high] - loads[low]) + " above "
                        + target.name() + "; this session leads and follows no other, so moving it costs no cache"));
    }

    private static double[] workingLoads(ClusterView view, double[] loads) {
        List<NodeView> nodes = view.nodes();
        int n = 0;
        double[] out = new double[loads.length];
        for (int i = 0; i < loads.length; i++) {
            if (nodes.get(i).acceptsWork()) {
                out[n++] = loads[i];
            }
        }
        return Arrays.copyOf(out, n);
    }
}
