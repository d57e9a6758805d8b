package org.voddesk.policy;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;

/**
 * The traditional least-load-first baseline of Li &amp; Chen 2014 (ALGORITHMS.md §2): the least-loaded node that
 * accepts work and would not be overloaded after adding the stream (ties: view order). It ignores the cache
 * when choosing, and it sees only the last report: {@link #updatesLoadEstimate()} is false, so requests arriving
 * between two reports all see the same loads. The stream's source (memory or IPSAN) is still reported, using
 * the same rule as the other policies, so that the caller can account for it.
 */
public final class LeastLoadPolicy implements PlacementPolicy {
    public static final String NAME = "least-load";
    /** Refused lighter nodes listed in an explanation; the rest are counted. */
    static final int MAX_LISTED = 8;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean updatesLoadEstimate() {
        return false;
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        List<NodeView> nodes = view.nodes();
        LoadModel model = view.model();
        int chosen = leastLoadedFeasible(nodes, model, request);
        List<Explanation.Candidate> listed = new ArrayList<>(2);
        int refused = listRefusedLighter(nodes, model, request, chosen, listed);
        if (chosen < 0) {
            String reason = listed.isEmpty() && refused == 0
                    ? "no node accepts work (every node is unreachable, degraded or failed)"
                    : "every working node would be overloaded by this stream";
            return new Rejection(reason, new Explanation(NAME, reason + more(listed, refused), listed));
        }
        NodeView node = nodes.get(chosen);
        StreamSource source = StreamCost.sourceOn(node, request);
        double estimate = StreamCost.loadAfter(model, node, request, source);
        listed.add(new Explanation.Candidate(node.name(), node.load(), Double.NaN, estimate,
                "chosen: least load " + Fmt.num(node.load()) + ", estimate " + Fmt.num(estimate)
                        + " not overloaded"));
        String rule = "least-loaded working node that the stream would not overload"
                + (refused == 0 ? "" : "; " + refused + " lighter node(s) would have been overloaded")
                + more(listed, refused);
        return new Placement(node.name(), source, estimate, new Explanation(NAME, rule, listed));
    }

    /**
     * The least-loaded working node whose estimated load after the stream is not overloaded, or -1. Only a node
     * lighter than the best so far needs its estimate (and so its camera index) looked at.
     */
    static int leastLoadedFeasible(List<NodeView> nodes, LoadModel model, PlaybackRequest request) {
        int best = -1;
        double bestLoad = Double.POSITIVE_INFINITY;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (node.acceptsWork() && node.load() < bestLoad && !StreamCost.wouldOverload(model, node, request)) {
                best = i;
                bestLoad = node.load();
            }
        }
        return best;
    }

    /**
     * Adds to {@code listed} (up to {@link #MAX_LISTED}) the working nodes lighter than the chosen one (all of
     * them when none was chosen), each refused because the stream would overload it; returns how many there are.
     */
    private static int listRefusedLighter(List<NodeView> nodes, LoadModel model, PlaybackRequest request, int chosen,
                                          List<Explanation.Candidate> listed) {
        double bound = chosen < 0 ? Double.POSITIVE_INFINITY : nodes.get(chosen).load();
        int count = 0;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (i == chosen || !node.acceptsWork() || node.load() > bound
                    || (node.load() == bound && i > chosen && chosen >= 0)) {
                continue;
            }
            count++;
            if (listed.size() < MAX_LISTED) {
                double estimate = StreamCost.loadAfter(model, node, request, StreamCost.sourceOn(node, request));
                listed.add(new Explanation.Candidate(node.name(), node.load(), Double.NaN, estimate,
                        "dropped: estimate " + Fmt.num(estimate) + " would be overloaded (> "
                                + Fmt.num(model.thresholds().loadMax()) + ")"));
            }
        }
        return count;
    }

    private static String more(List<Explanation.Candidate> listed, int refused) {
        int notListed = refused - Math.min(refused, MAX_LISTED);
        return notListed == 0 ? "" : " (" + notListed + " more not listed)";
    }
}
