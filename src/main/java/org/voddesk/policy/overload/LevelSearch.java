package org.voddesk.policy.overload;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Enumerates the variants of one cost level (exactly {@code loss} quality steps and {@code moves} moves) that
 * free at least {@code ov} on the node (Manakova, §5, stages 2-3), depth first over the dimensions of a
 * {@link VariantSpace}. A variant whose moves fit their targets is feasible and ends the level (every variant
 * of a level costs the same). One that overloads a target is kept for recursion (stage 4); only the few with the
 * smallest overload are kept. Target loads are updated in the state while a branch is explored and restored.
 */
final class LevelSearch {
    private final SearchState state;
    private final VariantSpace space;
    private final double need;
    private final SearchBudget budget;
    private final int keepOverloaded;
    private int[] units;
    private int[] poolLeft;
    private int[] feasible;
    private List<Overloaded> overloaded;

    /** A variant that overloads some of its targets, by {@code excess} in total. */
    record Overloaded(int[] units, double excess) {
    }

    /** The level's outcome: a feasible variant (or null) and the overloading variants kept for recursion. */
    record Result(int[] feasible, List<Overloaded> overloaded) {
    }

    LevelSearch(SearchState state, VariantSpace space, double need, SearchBudget budget, int keepOverloaded) {
        this.state = state;
        this.space = space;
        this.need = need;
        this.budget = budget;
        this.keepOverloaded = keepOverloaded;
    }

    Result run(int loss, int moves) {
        units = new int[space.dims()];
        poolLeft = new int[space.classes()];
        for (int c = 0; c < poolLeft.length; c++) {
            poolLeft[c] = space.classViewers.get(c).length;
        }
        feasible = null;
        overloaded = new ArrayList<>();
        explore(0, loss, moves, 0);
        overloaded.sort(Comparator.comparingDouble(Overloaded::excess));
        return new Result(feasible, List.copyOf(overloaded));
    }

    /** Depth-first over dimension {@code i}'s counts; true when the level (or the whole search) must stop. */
    private boolean explore(int i, int lossLeft, int movesLeft, double freed) {
        if (budget.step()) {
            return true;
        }
        if (lossLeft == 0 && movesLeft == 0) {
            return freed >= need - SearchState.EPSILON && evaluate();
        }
        if (i == space.dims() || !space.canSpend(i, lossLeft, movesLeft)
                || freed + space.freeableFrom(i, lossLeft, movesLeft) < need - SearchState.EPSILON) {
            return false;
        }
        int c = space.dimClass[i];
        int max = space.isMove(i) ? Math.min(poolLeft[c], movesLeft)
                : Math.min(poolLeft[c], lossLeft / space.unitLoss[i]);
        if (!space.isMove(i)) {
            for (int u = max; u >= 0; u--) {
                if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                    return true;
                }
            }
            return false;
        }
        // Counts that fit the target first (largest first), then counts that would overload it.
        int t = space.target[i];
        int fit = (int) Math.min(max, Math.max(0, Math.floor((state.boundary[t] - state.load[t])
                / space.unitFreed[i] + SearchState.EPSILON)));
        for (int u = fit; u >= 0; u--) {
            if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                return true;
            }
        }
        for (int u = fit + 1; u <= max; u++) {
            if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                return true;
            }
        }
        return false;
    }

    private boolean tryCount(int i, int u, int lossLeft, int movesLeft, double freed) {
        int c = space.dimClass[i];
        double added = u * space.unitFreed[i];
        units[i] = u;
        poolLeft[c] -= u;
        if (space.isMove(i)) {
            state.load[space.target[i]] += added;
        }
        boolean stop = explore(i + 1, lossLeft - u * space.unitLoss[i], movesLeft - u * space.unitMoves[i],
                freed + added);
        if (space.isMove(i)) {
            state.load[space.target[i]] -= added;
        }
        poolLeft[c] += u;
        units[i] = 0;
        return stop;
    }

    /** A complete variant: feasible (stop the level), or overloading (keep the best few for stage 4). */
    private boolean evaluate() {
        boolean stop = budget.variant();
        double excess = 0;
        long seen = 0;
        for (int i = 0; i < units.length; i++) {
            if (units[i] > 0 && space.isMove(i) && (seen & (1L << space.target[i])) == 0) {
                seen |= 1L << space.target[i];
                excess += Math.max(0, state.overload(space.target[i]));
            }
        }
        if (excess <= SearchState.EPSILON) {
            feasible = units.clone();
            return true;
        }
        if (overloaded.size() < keepOverloaded) {
            overloaded.add(new Overloaded(units.clone(), excess));
        } else {
            int worst = 0;
            for (int k = 1; k < overloaded.size(); k++) {
                if (overloaded.get(k).excess() > overloaded.get(worst).excess()) {
                    worst = k;
                }
            }
            if (excess < overloaded.get(worst).excess()) {
                overloaded.set(worst, new Overloaded(units.clone(), excess));
            }
        }
        return stop;
    }
}
