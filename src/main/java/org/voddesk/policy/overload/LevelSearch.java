package org.voddesk.policy.overload;

import java.util.ArrayList;
import java.util.List;

/**
 * Enumerates the variants of one cost level (exactly {@code loss} quality steps and {@code moves} moves) that
 * free at least {@code ov} on the node (Manakova, §5, stages 2-3), depth first over the dimensions of a
 * {@link VariantSpace}, in two passes:
 * <ul>
 *   <li>{@link #feasible}: only counts that fit their targets; the first variant found is feasible and ends the
 *       level (every variant of a level costs the same). Branches whose remaining moves cannot fit into the
 *       targets' remaining room are cut.</li>
 *   <li>{@link #overloading}: counts may push targets over their boundary; the first {@code limit} such variants
 *       in enumeration order (counts that fit first, so the overflow stays small) are kept for stage 4. Taking
 *       the first few rather than all is our bound: a level can hold astronomically many.</li>
 * </ul>
 * Target loads are updated in the state while a branch is explored and restored afterwards.
 */
final class LevelSearch {
    private final SearchState state;
    private final VariantSpace space;
    private final double need;
    private final SearchBudget budget;
    private final long targets;
    private int[] units;
    private int[] poolLeft;
    private boolean allowOverflow;
    private int limit;
    private int[] feasible;
    private List<int[]> overloaded;

    LevelSearch(SearchState state, VariantSpace space, double need, SearchBudget budget) {
        this.state = state;
        this.space = space;
        this.need = need;
        this.budget = budget;
        long t = 0;
        for (int i = 0; i < space.dims(); i++) {
            if (space.isMove(i)) {
                t |= 1L << space.target[i];
            }
        }
        this.targets = t;
    }

    /** A variant of this level whose moves all fit their targets, or null. */
    int[] feasible(int loss, int moves) {
        start(false, 0);
        explore(0, loss, moves, 0);
        return feasible;
    }

    /** Up to {@code limit} variants of this level that overload some target, in enumeration order. */
    List<int[]> overloading(int loss, int moves, int limit) {
        start(true, limit);
        explore(0, loss, moves, 0);
        return List.copyOf(overloaded);
    }

    private void start(boolean overflow, int keep) {
        units = new int[space.dims()];
        poolLeft = new int[space.classes()];
        for (int c = 0; c < poolLeft.length; c++) {
            poolLeft[c] = space.classViewers.get(c).length;
        }
        allowOverflow = overflow;
        limit = keep;
        feasible = null;
        overloaded = new ArrayList<>();
    }

    /** Depth-first over dimension {@code i}'s counts; true when the pass (or the whole search) must stop. */
    private boolean explore(int i, int lossLeft, int movesLeft, double freed) {
        if (budget.step()) {
            return true;
        }
        if (lossLeft == 0 && movesLeft == 0) {
            return freed >= need - SearchState.EPSILON && evaluate();
        }
        if (i == space.dims() || !space.canSpend(i, lossLeft, movesLeft) || !canStillFree(i, lossLeft, movesLeft,
                freed)) {
            return false;
        }
        int c = space.dimClass[i];
        if (!space.isMove(i)) {
            for (int u = Math.min(poolLeft[c], lossLeft / space.unitLoss[i]); u >= 0; u--) {
                if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                    return true;
                }
            }
            return false;
        }
        int max = Math.min(poolLeft[c], movesLeft);
        int fit = Math.min(max, fitting(space.target[i], space.unitFreed[i]));
        for (int u = fit; u >= 0; u--) {
            if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                return true;
            }
        }
        for (int u = fit + 1; allowOverflow && u <= max; u++) {
            if (tryCount(i, u, lossLeft, movesLeft, freed)) {
                return true;
            }
        }
        return false;
    }

    /** How many units of {@code rate} fit into {@code target}'s room. */
    private int fitting(int target, double rate) {
        return (int) Math.max(0, Math.floor((state.boundary[target] - state.load[target]) / rate + SearchState.EPSILON));
    }

    /**
     * Whether dimensions {@code i..} can still free what is missing: moves free at most their largest rate each
     * and, in the feasible pass, no more than the room left on the targets; each quality step at most its best.
     */
    private boolean canStillFree(int i, int lossLeft, int movesLeft, double freed) {
        double byMoves = space.freeableFrom(i, 0, movesLeft);
        if (!allowOverflow) {
            byMoves = Math.min(byMoves, roomLeft());
        }
        return freed + byMoves + space.freeableFrom(i, lossLeft, 0) >= need - SearchState.EPSILON;
    }

    private double roomLeft() {
        double room = 0;
        for (int t = 0; t < state.nodes(); t++) {
            if ((targets & (1L << t)) != 0) {
                room += Math.max(0, state.boundary[t] - state.load[t]);
            }
        }
        return room;
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

    /** A complete variant: feasible (ends the feasible pass) or overloading (kept until the limit is reached). */
    private boolean evaluate() {
        boolean stop = budget.variant();
        boolean overloads = false;
        for (int i = 0; i < units.length && !overloads; i++) {
            overloads = units[i] > 0 && space.isMove(i) && state.overloaded(space.target[i]);
        }
        if (!overloads) {
            if (!allowOverflow) {
                feasible = units.clone();
                return true;
            }
            return stop;
        }
        overloaded.add(units.clone());
        return stop || overloaded.size() >= limit;
    }
}
