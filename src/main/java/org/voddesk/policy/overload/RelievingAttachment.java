package org.voddesk.policy.overload;

import java.util.List;

/**
 * Attachment with overload relief (Manakova §6, how Source Change and Quality Change raise the number of
 * connected viewers): the viewer goes where {@link LeastConnection} would put it; when that pushes the node over
 * its boundary, the relief policy searches a plan for the node, the new viewer included, and the viewer is
 * refused only when there is none.
 */
public final class RelievingAttachment implements AttachmentPolicy {
    private final OverloadRelief relief;

    public RelievingAttachment(OverloadRelief relief) {
        if (relief == null) {
            throw new IllegalArgumentException("a relief policy is required");
        }
        this.relief = relief;
    }

    @Override
    public String name() {
        return relief.name();
    }

    @Override
    public Attachment attach(BroadcastView view, ViewerRequest request) {
        Viewer viewer = LeastConnection.viewerOnFewestConnections(view, request)
                .orElseThrow(() -> new IllegalArgumentException("viewer " + request.id() + " may attach to no node"));
        BroadcastView tentative = view.withViewer(viewer);
        if (!tentative.isOverloaded(viewer.node())) {
            return new Attachment.Attached(viewer, new ReliefPlan(viewer.node(), tentative.overload(viewer.node()),
                    List.of(), true, false, 0));
        }
        ReliefPlan plan = relief.relieve(tentative, viewer.node());
        if (plan.found()) {
            return new Attachment.Attached(viewer, plan);
        }
        return new Attachment.Refused("no " + relief.name() + " plan brings node " + viewer.node()
                + " back under its boundary" + (plan.searchCut() ? " (search cut at its bound)" : ""), plan);
    }
}
