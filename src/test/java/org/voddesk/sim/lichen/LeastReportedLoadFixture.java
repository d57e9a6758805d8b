package org.voddesk.sim.lichen;

import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;
import org.voddesk.policy.Placement;
import org.voddesk.policy.PlacementDecision;
import org.voddesk.policy.PlacementPolicy;
import org.voddesk.policy.Rejection;

/**
 * A test fixture, not a product policy: the least-loaded node of the view, optionally refusing everything (to
 * test rejections) and optionally storing a fixed estimate. It lets the simulator be tested on its own.
 */
final class LeastReportedLoadFixture implements PlacementPolicy {
    private final boolean rejectAll;
    private final boolean updatesEstimate;

    LeastReportedLoadFixture(boolean rejectAll, boolean updatesEstimate) {
        this.rejectAll = rejectAll;
        this.updatesEstimate = updatesEstimate;
    }

    @Override
    public String name() {
        return "fixture";
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        Explanation why = new Explanation(name(), "fixture", List.of());
        if (rejectAll) {
            return new Rejection("fixture refuses", why);
        }
        NodeView best = null;
        for (NodeView n : view.nodes()) {
            if (best == null || n.load() < best.load()) {
                best = n;
            }
        }
        double estimate = best.load() + view.model().streamLoad(request.bandwidthBps(), StreamSource.IPSAN,
                best.spec().bandwidthBps());
        return new Placement(best.name(), StreamSource.IPSAN, estimate, why);
    }

    @Override
    public boolean updatesLoadEstimate() {
        return updatesEstimate;
    }
}
