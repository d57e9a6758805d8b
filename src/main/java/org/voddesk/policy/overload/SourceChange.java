package org.voddesk.policy.overload;

import java.time.Clock;

/**
 * Source Change (Manakova, RTMCDN, §4-5; ALGORITHMS.md §5): frees at least {@code ov} on the overloaded node
 * by re-attaching as few viewers as possible to other nodes in their allowed sets, without pushing any node
 * over its boundary; when a variant fits only by overloading another node, that node is relieved in turn.
 */
public final class SourceChange implements OverloadRelief {
    private final SearchBounds bounds;
    private final Clock clock;

    /**
     * @param bounds when to stop searching
     * @param clock  read to enforce the time bound (a fixed clock makes the search deterministic)
     */
    public SourceChange(SearchBounds bounds, Clock clock) {
        if (bounds == null || clock == null) {
            throw new IllegalArgumentException("search bounds and clock are required");
        }
        this.bounds = bounds;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "source-change";
    }

    @Override
    public ReliefPlan relieve(BroadcastView view, String node) {
        return ReliefSearch.plan(view, node, false, bounds, clock);
    }
}
