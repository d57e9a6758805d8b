package org.voddesk.policy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;
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
 * The planner that earns its moves, successor of {@link BalancePlanner}: it moves only cache-neutral
 * sessions (ones that neither lead nor follow another of their segment, {@link IntervalRule}), from the most to
 * the least loaded working node, and only while each move lowers the predicted {@code lambda} (eq. 3) by at
 * least {@code minMoveGain}, the gain worth disturbing a viewer. A pass is one plan for a supervisor: its moves
 * are kept only when together they have a priority ({@link PlanBands}); otherwise the round proposes nothing.
 *
 * <p>Each move takes the session whose move leaves the two nodes closest, which is the move of largest gain
 * (a 3x session moves three times the load of a 1x one for the same disturbance). Deterministic: the random
 * source is not used, so a move's probability is 1 and no number is drawn. Cost: {@code O(nodes)} per move
 * plus the sessions of the source (each with a look at its camera's sessions there).
 */
public final class GainPlanner implements MigrationPlanner {
    public static final String NAME = "gain";

    private final GainParams params;
    private final IntervalRule interval;

    public GainPlanner() {
        this(GainParams.DEFAULT);
    }

    public GainPlanner(GainParams params) {
        if (params == null) {
            throw new IllegalArgumentException("gain planner parameters are required");
        }
        this.params = params;
        this.interval = new IntervalRule(params.intervalWindowMs());
    }

    @Override
    public String name() {
        return NAME;
    }

    public GainParams params() {
        return params;
    }

    @Override
    public List<MigrationMove> plan(ClusterView view, RandomGenerator random) {
        List<NodeView> nodes = view.nodes();
        WorkingLoads loads = new WorkingLoads(nodes);
        List<MigrationMove> moves = new ArrayList<>();
        boolean relief = overloaded(view);
        if (!relief && loads.lambda() < params.triggerLambda()) {
            return moves;
        }
        Set<String> moved = new HashSet<>();
        while (moves.size() < params.maxMoves() && (relief || loads.lambda() > params.targetLambda())) {
            int high = BalancePlanner.extreme(nodes, loads.values(), true);
            int low = BalancePlanner.extreme(nodes, loads.values(), false);
            if (high < 0 || high == low) {
                break;
            }
            MigrationMove move = bestMove(view, loads, high, low, moved);
            if (move == null) {
                break;
            }
            moves.add(move);
            moved.add(move.session().id());
            loads.set(high, move.sourceLoadAfter());
            loads.set(low, move.targetLoadAfter());
        }
        if (moves.isEmpty()) {
            return moves;
        }
        double gain = moves.get(0).lambdaBefore() - moves.get(moves.size() - 1).lambdaAfter();
        return (relief || gain >= params.minPlanGain()) && MigrationPlan.of(view, moves, params.bands()).isPresent()
                ? moves : List.of();
    }

    private static boolean overloaded(ClusterView view) {
        double max = view.model().thresholds().loadMax();
        for (NodeView n : view.nodes()) {
            if (n.acceptsWork() && n.load() > max) {
                return true;
            }
        }
        return false;
    }

    /** The movable session of {@code high} of largest gain, if that gain is worth a move. */
    private MigrationMove bestMove(ClusterView view, WorkingLoads loads, int high, int low, Set<String> moved) {
        LoadModel model = view.model();
        NodeView source = view.nodes().get(high);
        NodeView target = view.nodes().get(low);
        double h = loads.get(high);
        double l = loads.get(low);
        boolean relief = h > model.thresholds().loadMax();
        double lambdaBefore = loads.lambda();
        Session best = null;
        double bestLambda = lambdaBefore;
        double bestSource = 0;
        double bestTarget = 0;
        for (Session s : source.sessions()) {
            if (moved.contains(s.id()) || !interval.isLoner(source, s)) {
                continue;
            }
            double sourceAfter = Math.max(0, h - model.streamLoad(s.bandwidthBps(), StreamSource.IPSAN,
                    source.spec().bandwidthBps()));
            StreamSource there = interval.sourceOn(target, s.cameraId(), s.segmentStartMs(), s.rate(),
                    s.startedAtMs());
            double targetAfter = l + model.streamLoad(s.bandwidthBps(), there, target.spec().bandwidthBps());
            double lambdaAfter = loads.lambdaWith(high, sourceAfter, low, targetAfter);
            if (lambdaAfter < bestLambda && targetAfter <= model.thresholds().loadMax()) {
                best = s;
                bestLambda = lambdaAfter;
                bestSource = sourceAfter;
                bestTarget = targetAfter;
            }
        }
        if (best == null || (!relief && lambdaBefore - bestLambda < params.minMoveGain())) {
            return null;
        }
        return new MigrationMove(best, new MoveGrounds(source.name(), target.name(), MigrationDraw.UNDRAWN,
                SessionSimilarity.UNKNOWN, new LoadForecast(bestSource, bestTarget, lambdaBefore, bestLambda),
                source.name() + " is " + Fmt.num(h - l) + " above " + target.name() + "; moving this session"
                        + " (it leads and follows no other, so no cache is lost) lowers λ by "
                        + Fmt.num(lambdaBefore - bestLambda)));
    }
}
