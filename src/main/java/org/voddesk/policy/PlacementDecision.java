package org.voddesk.policy;

/** The outcome of {@link PlacementPolicy#place}: a {@link Placement} or a {@link Rejection}. */
public sealed interface PlacementDecision permits Placement, Rejection {
    /** Why the policy decided as it did, for a supervisor to read. */
    Explanation explanation();
}
