package org.voddesk.policy.overload;

import java.util.List;
import java.util.Optional;

/**
 * Least Connection, the baseline of Manakova §6 (ALGORITHMS.md §5): attach to the allowed node with the fewest
 * viewers (ties: node order), at the stream's best quality; refuse when that would push the node over its
 * boundary {@code BL}.
 */
public final class LeastConnection implements AttachmentPolicy {
    @Override
    public String name() {
        return "least-connection";
    }

    @Override
    public Attachment attach(BroadcastView view, ViewerRequest request) {
        Viewer viewer = viewerOnFewestConnections(view, request)
                .orElseThrow(() -> new IllegalArgumentException("viewer " + request.id() + " may attach to no node"));
        BroadcastView tentative = view.withViewer(viewer);
        String node = viewer.node();
        boolean fits = !tentative.isOverloaded(node);
        // Least Connection plans nothing: an empty plan, "found" exactly when the node can take the viewer.
        ReliefPlan none = new ReliefPlan(node, tentative.overload(node), List.of(), fits, false, 0);
        if (fits) {
            return new Attachment.Attached(viewer, none);
        }
        return new Attachment.Refused("node " + node + ", the allowed node with the fewest viewers, would exceed its "
                + "boundary", none);
    }

    /** The request as a viewer at the best quality on the allowed node with the fewest viewers. */
    static Optional<Viewer> viewerOnFewestConnections(BroadcastView view, ViewerRequest request) {
        String best = null;
        for (BroadcastNode n : view.nodes()) {
            if (request.allowed().contains(n.name())
                    && (best == null || view.viewerCount(n.name()) < view.viewerCount(best))) {
                best = n.name();
            }
        }
        return Optional.ofNullable(best).map(node -> new Viewer(request.id(), request.stream(), 0, node,
                request.allowed()));
    }
}
