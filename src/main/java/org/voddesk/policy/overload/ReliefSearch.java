package org.voddesk.policy.overload;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The variant search shared by Source Change and Quality Change (Manakova, §5; ALGORITHMS.md §5).
 * <ol>
 *   <li>Stage 1: check that the nodes the plan may use have the resources at all (room, and for Quality
 *       Change what downgrades can free); otherwise there is no plan.</li>
 *   <li>Stages 2-3: enumerate variants level by level in increasing cost (moves for Source Change; quality loss,
 *       then moves, for Quality Change), and stop at the first level with a feasible variant. (The paper's
 *       text orders variants by decreasing count; increasing is what "minimum moves" needs.)</li>
 *   <li>Stage 4: a variant that can only be placed by overloading other nodes is relieved recursively on each
 *       of them, with the nodes above it on the chain excluded; a branch is dropped as soon as it costs as much as
 *       the best plan found.</li>
 * </ol>
 * The search stops at its bounds and returns the best plan found, flagged as cut.
 */
final class ReliefSearch {
    /** Overloading variants of a level expanded in stage 4 (the first ones in enumeration order). */
    private static final int KEEP_OVERLOADED = 8;

    private final SearchState state;
    private final boolean downgrades;
    private final SearchBudget budget;
    private final Map<PartitionKey, VariantSpace.Partition> partitions = new HashMap<>();

    private record PartitionKey(int node, long excluded) {
    }

    private ReliefSearch(SearchState state, boolean downgrades, SearchBudget budget) {
        this.state = state;
        this.downgrades = downgrades;
        this.budget = budget;
    }

    /** A plan found below some cost, with its steps in the order to apply them. */
    record Found(Cost cost, List<SearchState.Step> steps) {
    }

    /** Runs the search for {@code node} of {@code view}. */
    static ReliefPlan plan(BroadcastView view, String node, boolean downgrades, SearchBounds bounds, Clock clock) {
        double ov = view.overload(node);
        if (!view.isOverloaded(node)) {
            return new ReliefPlan(node, ov, List.of(), true, false, 0);
        }
        SearchState state = new SearchState(view);
        SearchBudget budget = new SearchBudget(bounds, clock);
        Found found = new ReliefSearch(state, downgrades, budget).relieve(view.index(node), 0L, Cost.UNBOUNDED);
        List<ReliefAction> actions = found == null ? List.of() : actions(state, found.steps());
        return new ReliefPlan(node, ov, actions, found != null, budget.isCut(), budget.variants());
    }

    private static List<ReliefAction> actions(SearchState s, List<SearchState.Step> steps) {
        List<ReliefAction> actions = new ArrayList<>(steps.size());
        for (SearchState.Step st : steps) {
            String id = s.viewerIds[st.viewer()];
            actions.add(st.toNode() != st.fromNode()
                    ? new ReliefAction.Move(id, s.nodeNames[st.fromNode()], s.nodeNames[st.toNode()])
                    : new ReliefAction.Downgrade(id, s.nodeNames[st.fromNode()], st.fromQuality(), st.toQuality()));
        }
        return actions;
    }

    /**
     * The cheapest plan below {@code limit} that brings node {@code n} to its boundary using only nodes outside
     * {@code excluded}, or null. Leaves the state as it found it.
     */
    Found relieve(int n, long excluded, Cost limit) {
        double need = state.overload(n);
        if (need <= SearchState.EPSILON) {
            return new Found(Cost.ZERO, List.of());
        }
        VariantSpace space = VariantSpace.of(state, n, partitions.computeIfAbsent(new PartitionKey(n, excluded),
                k -> VariantSpace.Partition.of(state, n, excluded)), downgrades);
        Resources res = Resources.of(state, n, excluded, downgrades);
        if (!res.canCover(need)) {
            return null;
        }
        LevelSearch levels = new LevelSearch(state, space, need, budget);
        Found best = null;
        Cost bound = limit;
        for (int loss = res.minimumLoss(need); loss <= res.maximumLoss(); loss++) {
            if (!new Cost(loss, 0).isBelow(bound) || (!downgrades && loss > 0)) {
                break;
            }
            for (int k = 0; k <= maxMoves(space, res, loss, bound) && new Cost(loss, k).isBelow(bound); k++) {
                if (loss == 0 && k == 0) {
                    continue;
                }
                int[] direct = levels.feasible(loss, k);
                if (direct != null) {
                    return new Found(new Cost(loss, k), steps(space, direct));
                }
                List<int[]> overloading = budget.isCut() ? List.of() : levels.overloading(loss, k, KEEP_OVERLOADED);
                for (int[] units : overloading) {
                    if (budget.isCut()) {
                        break;
                    }
                    Found f = expand(n, excluded, space, units, new Cost(loss, k), bound);
                    if (f != null) {
                        best = f;
                        bound = f.cost();
                    }
                }
                if (budget.isCut()) {
                    return best;
                }
            }
        }
        return best;
    }

    /** The most moves a variant of this loss may make; shrinks as better plans lower the bound. */
    private static int maxMoves(VariantSpace space, Resources res, int loss, Cost bound) {
        return Math.min(space.movableViewers(), res.maximumMoves(space.smallestMove(), loss, bound));
    }

    /**
     * Stage 4: applies an overloading variant and relieves each node it overloaded, with {@code n} excluded.
     * Returns the whole plan when it costs less than {@code bound}; the state is restored either way.
     */
    private Found expand(int n, long excluded, VariantSpace space, int[] units, Cost cost, Cost bound) {
        int mark = state.mark();
        List<SearchState.Step> steps = new ArrayList<>(steps(space, units));
        for (SearchState.Step s : steps) {
            state.apply(s);
        }
        Cost total = cost;
        Found result = null;
        boolean failed = false;
        for (int m = 0; m < state.nodes() && !failed; m++) {
            if (m == n || !state.overloaded(m) || !received(steps, m)) {
                continue;
            }
            Found sub = relieve(m, excluded | (1L << n), total.remainingBelow(bound));
            if (sub == null) {
                failed = true;
            } else {
                for (SearchState.Step s : sub.steps()) {
                    state.apply(s);
                }
                steps.addAll(sub.steps());
                total = total.plus(sub.cost());
            }
        }
        if (!failed && total.isBelow(bound) && leavesNothingOverloaded(n, steps)) {
            result = new Found(total, steps);
        }
        state.undo(mark);
        return result;
    }

    private static boolean received(List<SearchState.Step> steps, int m) {
        for (SearchState.Step s : steps) {
            if (s.toNode() == m && s.fromNode() != m) {
                return true;
            }
        }
        return false;
    }

    /** The relieved node and every node that received a viewer are within their boundary. */
    private boolean leavesNothingOverloaded(int n, List<SearchState.Step> steps) {
        if (state.overloaded(n)) {
            return false;
        }
        for (SearchState.Step s : steps) {
            if (state.overloaded(s.toNode())) {
                return false;
            }
        }
        return true;
    }

    /** The concrete steps of a variant: each dimension's count taken from its class, in class order. */
    private List<SearchState.Step> steps(VariantSpace space, int[] units) {
        int[] taken = new int[space.classes()];
        List<SearchState.Step> steps = new ArrayList<>();
        for (int i = 0; i < units.length; i++) {
            int[] members = space.classViewers.get(space.dimClass[i]);
            for (int u = 0; u < units[i]; u++) {
                int v = members[taken[space.dimClass[i]]++];
                int to = space.isMove(i) ? space.target[i] : state.node[v];
                steps.add(new SearchState.Step(v, state.node[v], to, state.quality[v],
                        space.isMove(i) ? state.quality[v] : space.toQuality[i]));
            }
        }
        return steps;
    }
}
