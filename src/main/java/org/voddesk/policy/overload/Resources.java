package org.voddesk.policy.overload;

/**
 * Stage 1 of Manakova's algorithm (§5): what the nodes a plan may use can absorb, which bounds the search.
 * Moves only shift load among the node and the nodes not excluded, so what leaves the node must fit into their
 * room {@code R} plus whatever downgrades there can free; and the overload not covered by room must be freed
 * by downgrades, each step freeing at most {@code g}.
 *
 * @param room            {@code R}: free capacity below the boundary on the usable other nodes, Mb/s
 * @param freedPerStep    {@code g}: the most one quality step of any usable viewer frees, Mb/s (0 without
 *                        downgrades)
 * @param downgradableElsewhere what downgrades on the other usable nodes could free at most, Mb/s
 * @param stepsAvailable  quality steps all usable viewers could still lose
 */
record Resources(double room, double freedPerStep, double downgradableElsewhere, int stepsAvailable) {
    /**
     * The resources of the nodes outside {@code excluded}. Downgrade figures come from the viewers as they were
     * when the search started: a viewer the plan has already changed is still counted where it was, which only
     * loosens the bounds (they stay upper bounds) and keeps this O(nodes) in every sub-search.
     */
    static Resources of(SearchState s, int n, long excluded, boolean downgrades) {
        double room = 0;
        double g = 0;
        double elsewhere = 0;
        int steps = 0;
        for (int t = 0; t < s.nodes(); t++) {
            if ((excluded & (1L << t)) != 0) {
                continue;
            }
            if (t != n) {
                room += Math.max(0, s.boundary[t] - s.load[t]);
            }
            if (downgrades) {
                g = Math.max(g, s.bestStep[t]);
                steps += s.stepsLeft[t];
                elsewhere += t != n ? s.downgradable[t] : 0;
            }
        }
        return new Resources(room, g, elsewhere, steps);
    }

    /** Whether room and downgrades could cover {@code need} at all. */
    boolean canCover(double need) {
        return need <= room + SearchState.EPSILON || freedPerStep > 0;
    }

    /** The least quality loss any plan needs: the part of {@code need} room cannot take, at {@code g} per step. */
    int minimumLoss(double need) {
        double uncovered = need - room;
        return uncovered <= SearchState.EPSILON ? 0 : (int) Math.ceil(uncovered / freedPerStep - SearchState.EPSILON);
    }

    int maximumLoss() {
        return stepsAvailable;
    }

    /**
     * The most moves a variant of this loss can make below {@code bound}: what leaves the node must fit into the
     * room plus what the loss still allowed below the bound can free elsewhere.
     */
    int maximumMoves(double smallestMove, int loss, Cost bound) {
        if (Double.isInfinite(smallestMove)) {
            return 0;
        }
        double extra = Math.min(downgradableElsewhere, Math.max(0, (double) bound.loss() - loss) * freedPerStep);
        return (int) Math.min(Integer.MAX_VALUE / 4, Math.floor((room + extra) / smallestMove + SearchState.EPSILON));
    }
}
