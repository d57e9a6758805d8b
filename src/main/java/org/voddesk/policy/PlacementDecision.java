package org.voddesk.policy;

import org.voddesk.core.Explanation;

/** The outcome of {@link PlacementPolicy#place}: a {@link Placement} or a {@link Rejection}. */
public sealed interface PlacementDecision permits Placement, Rejection {
    /** Why the policy decided as it did, for a supervisor to read. */
    Explanation explanation();
}
