package org.voddesk.policy.overload;

import org.voddesk.core.Ids;

/**
 * A broadcasting node of Manakova's RTMCDN model (ALGORITHMS.md §5): its outgoing channel capacity
 * {@code O_n} and the boundary {@code BL_n} above which it counts as overloaded.
 *
 * @param name         node name ({@link Ids})
 * @param capacityMbps {@code O_n}, outgoing channel capacity, Mb/s
 * @param boundaryMbps {@code BL_n}, the overload boundary, Mb/s ({@code 0 < BL_n <= O_n})
 */
public record BroadcastNode(String name, double capacityMbps, double boundaryMbps) {
    public BroadcastNode {
        Ids.require(name, "node name");
        if (!(capacityMbps > 0) || !(boundaryMbps > 0 && boundaryMbps <= capacityMbps)
                || !Double.isFinite(capacityMbps)) {
            throw new IllegalArgumentException("node " + name + " needs 0 < BL <= O, got O=" + capacityMbps
                    + " BL=" + boundaryMbps);
        }
    }
}
