package org.voddesk.policy;

import java.util.List;
import java.util.Optional;
import org.voddesk.core.ClusterMetrics;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * What one planning round proposes to a supervisor (ALGORITHMS.md §7): its moves in the order they will run, one
 * reason, the cluster's predicted {@code lambda} before and after all of them, and a priority from 1 (most
 * urgent) to 5 ({@link PlanBands}). The expiry is the console's (a time, or earlier {@link #stillPays}).
 *
 * @param moves        the moves, in order; each one's loads are predicted after the moves before it
 * @param reason       one sentence for the supervisor
 * @param lambdaBefore predicted {@code lambda} before the first move
 * @param lambdaAfter  predicted {@code lambda} after the last move
 * @param priority     1-5
 */
public record MigrationPlan(List<MigrationMove> moves, String reason, double lambdaBefore, double lambdaAfter,
                            int priority) {
    public MigrationPlan {
        if (moves == null || moves.isEmpty() || reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a plan needs at least one move and a reason");
        }
        if (priority < 1 || priority > 5) {
            throw new IllegalArgumentException("a plan's priority is 1-5, got " + priority);
        }
        moves = List.copyOf(moves);
    }

    /**
     * Groups one round's moves (made on {@code view}, in order) into a plan, or none when they are empty or
     * the plan has no priority in {@code bands}. Priority 1 when a move's source is above {@code Loadmax} in the view.
     */
    public static Optional<MigrationPlan> of(ClusterView view, List<MigrationMove> moves, PlanBands bands) {
        if (moves.isEmpty()) {
            return Optional.empty();
        }
        double before = moves.get(0).lambdaBefore();
        double after = moves.get(moves.size() - 1).lambdaAfter();
        boolean relief = relievesOverload(view, moves);
        int priority = bands.priority(before, after, relief);
        if (priority == PlanBands.NONE) {
            return Optional.empty();
        }
        String why = (relief ? "relieves an overloaded node; " : "")
                + moves.size() + (moves.size() == 1 ? " move" : " moves") + " predicted to bring λ from "
                + Fmt.num(before) + " to " + Fmt.num(after) + " (" + Fmt.num(100 * (before - after) / before)
                + "% less); first: " + moves.get(0).reason();
        return Optional.of(new MigrationPlan(moves, why, before, after, priority));
    }

    private static boolean relievesOverload(ClusterView view, List<MigrationMove> moves) {
        double max = view.model().thresholds().loadMax();
        for (MigrationMove p : moves) {
            NodeView source = view.node(p.sourceNode()).orElse(null);
            if (source != null && source.load() > max) {
                return true;
            }
        }
        return false;
    }

    /** The predicted relative fall of {@code lambda}, {@code (before - after) / before}. */
    public double relativeFall() {
        return lambdaBefore > 0 ? (lambdaBefore - lambdaAfter) / lambdaBefore : 0;
    }

    /**
     * Whether the plan still pays on {@code now}, a later view: every move's session still runs on its source,
     * both nodes still accept work, and its moves, re-applied to the current loads with the same stream
     * estimates, still predict a fall of {@code lambda} that has a priority in {@code bands}. When not, the
     * console expires it before its time.
     */
    public boolean stillPays(ClusterView now, PlanBands bands) {
        List<NodeView> nodes = now.nodes();
        double[] loads = new double[nodes.size()];
        for (int i = 0; i < loads.length; i++) {
            loads[i] = nodes.get(i).load();
        }
        double before = workingLambda(nodes, loads);
        for (MigrationMove m : moves) {
            int from = indexOf(nodes, m.sourceNode());
            int to = indexOf(nodes, m.targetNode());
            Session s = from < 0 ? null : sessionOn(nodes.get(from), m.session().id());
            if (s == null || to < 0 || !nodes.get(from).acceptsWork() || !nodes.get(to).acceptsWork()) {
                return false;
            }
            // The stream as it plays now (its rate may have changed): its class on the source, IPSAN on the
            // target (an upper bound; the plan's own figure may have counted memory).
            loads[from] = Math.max(0, loads[from] - now.model().streamLoad(s.bandwidthBps(), s.source(),
                    nodes.get(from).spec().bandwidthBps()));
            loads[to] += now.model().streamLoad(s.bandwidthBps(), StreamSource.IPSAN,
                    nodes.get(to).spec().bandwidthBps());
        }
        return bands.priority(before, workingLambda(nodes, loads), relievesOverload(now, moves)) != PlanBands.NONE;
    }

    /** {@code lambda} over the nodes that accept work, as the planners compute it. */
    private static double workingLambda(List<NodeView> nodes, double[] loads) {
        double[] working = new double[loads.length];
        int n = 0;
        for (int i = 0; i < loads.length; i++) {
            if (nodes.get(i).acceptsWork()) {
                working[n++] = loads[i];
            }
        }
        return ClusterMetrics.lambda(java.util.Arrays.copyOf(working, n));
    }

    private static int indexOf(List<NodeView> nodes, String name) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static Session sessionOn(NodeView node, String sessionId) {
        for (Session s : node.sessions()) {
            if (s.id().equals(sessionId)) {
                return s;
            }
        }
        return null;
    }
}
