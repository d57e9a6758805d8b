package org.voddesk.policy;

import org.voddesk.core.Ids;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;

/**
 * A request placed on a node.
 *
 * @param nodeName      the chosen node
 * @param source        whether the node is expected to read the stream from memory or IPSAN (eq. 2's class)
 * @param estimatedLoad the chosen node's load after adding the stream (ALGORITHMS.md §2 step 4)
 * @param explanation   candidates considered and the rule that decided
 */
public record Placement(String nodeName, StreamSource source, double estimatedLoad, Explanation explanation)
        implements PlacementDecision {
    public Placement {
        Ids.require(nodeName, "node name");
        if (source == null || explanation == null) {
            throw new IllegalArgumentException("source and explanation are required");
        }
    }
}
