package org.voddesk.policy;

import org.voddesk.core.ClusterView;
import org.voddesk.core.PlaybackRequest;

/**
 * Chooses the node for a playback request. Implementations are pure functions of their inputs: the same
 * view and request give the same decision, and nothing is read from or written to the outside world.
 */
public interface PlacementPolicy {
    /** The policy's name on the command line and in settings ({@code least-load}, {@code similarity}, ...). */
    String name();

    /** Places {@code request} on a node of {@code view}, or rejects it; either way with its explanation. */
    PlacementDecision place(ClusterView view, PlaybackRequest request);

    /**
     * Whether the caller should replace the chosen node's load by {@link Placement#estimatedLoad()} until the
     * next measurement (Li &amp; Chen 2014 §4.1 step 5). The traditional least-load baseline does not: it sees
     * only the last report.
     */
    default boolean updatesLoadEstimate() {
        return true;
    }
}
