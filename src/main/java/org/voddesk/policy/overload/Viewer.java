package org.voddesk.policy.overload;

import java.util.Set;
import org.voddesk.core.Ids;

/**
 * A connected player (Manakova: {@code u = (b, Y, B, K)}): the stream it receives, at which quality, the node it
 * is attached to, and the set {@code K_j} of nodes it may attach to (a row of the paper's {@code KB} matrix).
 *
 * @param id      viewer id ({@link Ids})
 * @param stream  the stream it watches
 * @param quality its quality index on the stream's {@link QualityLadder} (0 = best)
 * @param node    the node it is attached to; must be in {@code allowed}
 * @param allowed {@code K_j}, the nodes it may attach to
 */
public record Viewer(String id, String stream, int quality, String node, Set<String> allowed) {
    public Viewer {
        Ids.require(id, "viewer id");
        Ids.require(stream, "stream id");
        allowed = Set.copyOf(allowed);
        if (quality < 0) {
            throw new IllegalArgumentException("quality of viewer " + id + " must be >= 0, got " + quality);
        }
        if (!allowed.contains(node)) {
            throw new IllegalArgumentException("viewer " + id + " is on " + node + ", outside its allowed nodes "
                    + allowed);
        }
    }

    public Viewer on(String newNode) {
        return new Viewer(id, stream, quality, newNode, allowed);
    }

    public Viewer at(int newQuality) {
        return new Viewer(id, stream, newQuality, node, allowed);
    }
}
