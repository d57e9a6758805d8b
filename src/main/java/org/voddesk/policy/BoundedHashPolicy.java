package org.voddesk.policy;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeState;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;

/**
 * Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam 2018, the scheme behind HAProxy's
 * {@code hash-balance-factor}; ALGORITHMS.md §8.1): the key {@code (camera, segment)} goes to its first ring
 * successor that accepts work and has fewer sessions than {@code ceil(c * (m + 1) / w)}, where {@code m} counts
 * the sessions on the {@code w} nodes that accept work. Requests for one segment thus meet on one node (its
 * cache) until that node is full. Our addition: a node the stream would overload is passed over like a full one.
 *
 * <p>Explanations list the ring successors walked, in order; their {@code similarity} column carries the node's
 * session count, the figure this policy ranks by.
 *
 * <p>The ring depends only on the node names, so it is built once and kept until the names change; the
 * decision is still a pure function of the view and the request.
 */
public final class BoundedHashPolicy implements PlacementPolicy {
    public static final String NAME = "bounded-hash";

    private final BoundedHashParams params;
    /** Memo of the ring of the last view's node names; replaced whole, so racing readers see a complete ring. */
    private volatile HashRing ring;

    public BoundedHashPolicy() {
        this(BoundedHashParams.DEFAULT);
    }

    public BoundedHashPolicy(BoundedHashParams params) {
        if (params == null) {
            throw new IllegalArgumentException("bounded-hash parameters are required");
        }
        this.params = params;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** The per-node session capacity {@code ceil(c * (sessions + 1) / nodes)}. */
    static int capacity(double c, int sessions, int nodes) {
        // The small slack keeps an exact integer such as 1.25 * 40 / 5 = 10 from rounding up to 11 through
        // floating-point error.
        return (int) Math.ceil(c * (sessions + 1) / nodes - 1e-9);
    }

    HashRing ringFor(List<NodeView> nodes) {
        HashRing current = ring;
        if (current == null || !current.isFor(nodes)) {
            current = new HashRing(nodes, params.pointsPerNode());
            ring = current;
        }
        return current;
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        List<NodeView> nodes = view.nodes();
        int working = 0;
        int sessions = 0;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            if (nodes.get(i).acceptsWork()) {
                working++;
                sessions += nodes.get(i).sessionCount();
            }
        }
        List<Explanation.Candidate> walked = new ArrayList<>(2);
        if (working == 0) {
            return new Rejection("no node accepts work (every node is unreachable, degraded or failed)",
                    new Explanation(NAME, "no working node on the ring", walked));
        }
        int capacity = capacity(params.c(), sessions, working);
        String bound = "capacity ceil(" + Fmt.num(params.c()) + " * " + (sessions + 1) + " / " + working + ") = "
                + capacity;
        HashRing r = ringFor(nodes);
        int start = r.firstPointAtOrAfter(StableHash.key(request.cameraId(), request.segmentStartMs()));
        boolean[] seen = new boolean[nodes.size()];
        int distinct = 0;
        for (int step = 0; step < r.pointCount() && distinct < nodes.size(); step++) {
            int i = r.ownerAfter(start, step);
            if (seen[i]) {
                continue;
            }
            seen[i] = true;
            distinct++;
            Placement placement = tryNode(view.model(), nodes.get(i), request, capacity, walked, bound);
            if (placement != null) {
                return placement;
            }
        }
        return new Rejection("every working node is full (" + bound + ") or would be overloaded by this stream",
                new Explanation(NAME, "walked the whole ring; " + bound, walked));
    }

    /** One ring successor: a placement when it accepts work, has room and would not be overloaded. */
    private static Placement tryNode(LoadModel model, NodeView node, PlaybackRequest request, int capacity,
                                     List<Explanation.Candidate> walked, String bound) {
        int count = node.sessionCount();
        if (!node.acceptsWork()) {
            walked.add(new Explanation.Candidate(node.name(), node.load(), count, Double.NaN,
                    "skipped: does not accept work (" + node.health() + ")"));
            return null;
        }
        if (count >= capacity) {
            walked.add(new Explanation.Candidate(node.name(), node.load(), count, Double.NaN,
                    "full: " + count + " sessions, capacity " + capacity));
            return null;
        }
        StreamSource source = StreamCost.sourceOn(node, request);
        double estimate = StreamCost.loadAfter(model, node, request, source);
        if (model.state(estimate) == NodeState.OVERLOADED) {
            walked.add(new Explanation.Candidate(node.name(), node.load(), count, estimate,
                    "dropped: estimate " + Fmt.num(estimate) + " would be overloaded (> "
                            + Fmt.num(model.thresholds().loadMax()) + ")"));
            return null;
        }
        walked.add(new Explanation.Candidate(node.name(), node.load(), count, estimate,
                "chosen: " + count + " sessions < capacity " + capacity));
        return new Placement(node.name(), source, estimate, new Explanation(NAME,
                "first ring successor of (" + request.cameraId() + ", segment " + request.segmentStartMs()
                        + ") with room; " + bound, walked));
    }
}
