package org.voddesk.policy.overload;

import java.time.Clock;

/**
 * Quality Change (Manakova, RTMCDN, §4-5; ALGORITHMS.md §5): as {@link SourceChange}, but a viewer may also be
 * switched to a lower quality of its stream where it is (surveillance: main stream to sub stream). Plans
 * minimise the total quality loss in ladder steps first, then the viewers moved; a viewer is either moved or
 * downgraded, not both.
 */
public final class QualityChange implements OverloadRelief {
    private final SearchBounds bounds;
    private final Clock clock;

    /**
     * @param bounds when to stop searching
     * @param clock  read to enforce the time bound (a fixed clock makes the search deterministic)
     */
    public QualityChange(SearchBounds bounds, Clock clock) {
        if (bounds == null || clock == null) {
            throw new IllegalArgumentException("search bounds and clock are required");
        }
        this.bounds = bounds;
        this.clock = clock;
    }

    @Override
    public String name() {
        return "quality-change";
    }

    @Override
    public ReliefPlan relieve(BroadcastView view, String node) {
        return ReliefSearch.plan(view, node, true, bounds, clock);
    }
}
