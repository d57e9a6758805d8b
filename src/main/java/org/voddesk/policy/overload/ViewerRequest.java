package org.voddesk.policy.overload;

import java.util.Set;
import org.voddesk.core.Ids;

/**
 * A player asking to connect (Manakova: a member of the waiting queue {@code W}): the stream it wants, at the
 * stream's best quality, and the nodes it may attach to ({@code K_j}).
 */
public record ViewerRequest(String id, String stream, Set<String> allowed) {
    public ViewerRequest {
        Ids.require(id, "viewer id");
        Ids.require(stream, "stream id");
        allowed = Set.copyOf(allowed);
        if (allowed.isEmpty()) {
            throw new IllegalArgumentException("viewer " + id + " may attach to no node");
        }
    }
}
