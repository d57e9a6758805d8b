package org.voddesk.policy;

import org.voddesk.core.Explanation;

/**
 * A request no node can take.
 *
 * @param reason      one sentence an operator can act on ("every reachable node would be overloaded")
 * @param explanation candidates considered and why each was refused
 */
public record Rejection(String reason, Explanation explanation) implements PlacementDecision {
    public Rejection {
        if (reason == null || reason.isBlank() || explanation == null) {
            throw new IllegalArgumentException("a rejection needs a reason and an explanation");
        }
    }
}
