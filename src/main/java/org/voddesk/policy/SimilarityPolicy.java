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
 * Similarity-based least-load-first placement (Li &amp; Chen 2014 §4.1, eq. 4-5; ALGORITHMS.md §2). Among the
 * nodes that accept work ({@code A}), those already serving the camera ({@code B}) are tried in decreasing
 * {@code FD} (ties: lower load), then the others by increasing load; the first whose estimated load is light,
 * or fit and within {@code LD} of the cluster's least load, takes the request. A tried node that fails is
 * removed from {@code A} and {@code B} (step 4); when none is left the request is rejected.
 *
 * <p>The "cluster's least load" of step 4 is the least load among the nodes that accept work, fixed for the
 * whole decision (removing a candidate does not change the cluster). The caller applies step 5 (store the
 * estimate) because views are immutable: {@link #updatesLoadEstimate()} is true.
 */
public final class SimilarityPolicy implements PlacementPolicy {
    /** Name of the paper's variant (FD over session begin times). */
    public static final String NAME = "similarity";
    /** Name of the position-aware variant (FD over current play positions). */
    public static final String POSITION_NAME = "similarity-position";

    /** Step 4's verdict on a tried node. */
    enum Verdict {
        LIGHT, FIT_WITHIN_LD, OVERLOADED, BEYOND_LD;

        boolean accepts() {
            return this == LIGHT || this == FIT_WITHIN_LD;
        }
    }

    private final SimilarityParams params;

    public SimilarityPolicy() {
        this(SimilarityParams.DEFAULT);
    }

    public SimilarityPolicy(SimilarityParams params) {
        if (params == null) {
            throw new IllegalArgumentException("similarity parameters are required");
        }
        this.params = params;
    }

    public SimilarityParams params() {
        return params;
    }

    @Override
    public String name() {
        return params.variant() == FdVariant.BEGIN_TIME ? NAME : POSITION_NAME;
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        CandidateSets sets = CandidateSets.of(view, request, params);
        List<Explanation.Candidate> tried = new ArrayList<>(4);
        if (sets.workingCount == 0) {
            return new Rejection("no node accepts work (every node is unreachable, degraded or failed)",
                    new Explanation(name(), "step 2: A is empty", tried));
        }
        List<NodeView> nodes = view.nodes();
        boolean[] removed = new boolean[nodes.size()];
        for (int b; (b = mostSimilar(sets, removed, nodes)) >= 0; ) {
            int i = sets.servingIndex[b];
            PlacementDecision d = tryNode(view, request, sets, nodes.get(i), sets.servingSource[b], sets.servingFd[b],
                    tried, "step 3: largest FD (" + Fmt.num(sets.servingFd[b]) + ") among remaining nodes serving "
                            + request.cameraId());
            if (d != null) {
                return d;
            }
            removed[i] = true;
        }
        for (int i; (i = leastLoaded(nodes, removed)) >= 0; ) {
            NodeView node = nodes.get(i);
            // Not in B: the node serves no session of the camera, so it reads the stream from IPSAN.
            PlacementDecision d = tryNode(view, request, sets, node, StreamSource.IPSAN, 0.0, tried,
                    "step 2: least-loaded node (no remaining node serves " + request.cameraId() + ")");
            if (d != null) {
                return d;
            }
            removed[i] = true;
        }
        return new Rejection("every working node would be overloaded by this stream or exceed LD "
                + Fmt.num(params.ld()) + " over the least load " + Fmt.num(sets.minLoad),
                new Explanation(name(), "step 2: A is empty after removing every tried node", tried));
    }

    /** Step 3: the member of {@code B} not yet removed with the largest FD (ties: lower load, then view order). */
    static int mostSimilar(CandidateSets sets, boolean[] removed, List<NodeView> nodes) {
        int best = -1;
        for (int b = 0; b < sets.servingCount; b++) {
            if (removed[sets.servingIndex[b]]) {
                continue;
            }
            if (best < 0 || sets.servingFd[b] > sets.servingFd[best] || (sets.servingFd[b] == sets.servingFd[best]
                    && nodes.get(sets.servingIndex[b]).load() < nodes.get(sets.servingIndex[best]).load())) {
                best = b;
            }
        }
        return best;
    }

    /** Step 2 when {@code B} is empty: the working node not yet removed with the least load (ties: view order). */
    static int leastLoaded(List<NodeView> nodes, boolean[] removed) {
        int best = -1;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (!removed[i] && node.acceptsWork() && (best < 0 || node.load() < nodes.get(best).load())) {
                best = i;
            }
        }
        return best;
    }

    /**
     * Step 4: light estimates are accepted; overloaded ones refused; a fit estimate is refused when it is more
     * than {@code LD} above the cluster's least load.
     */
    static Verdict judge(LoadModel model, double estimate, double minClusterLoad, double ld) {
        NodeState state = model.state(estimate);
        if (state == NodeState.LIGHT) {
            return Verdict.LIGHT;
        }
        if (state == NodeState.OVERLOADED) {
            return Verdict.OVERLOADED;
        }
        return estimate - minClusterLoad > ld ? Verdict.BEYOND_LD : Verdict.FIT_WITHIN_LD;
    }

    /** Steps 4-5 for one tried node: a {@link Placement} when step 4 accepts it, else {@code null}. */
    private PlacementDecision tryNode(ClusterView view, PlaybackRequest request, CandidateSets sets, NodeView node,
                                      StreamSource source, double fd, List<Explanation.Candidate> tried,
                                      String selection) {
        LoadModel model = view.model();
        double estimate = StreamCost.loadAfter(model, node, request, source);
        Verdict verdict = judge(model, estimate, sets.minLoad, params.ld());
        String words = describe(verdict, model, estimate, sets.minLoad);
        tried.add(new Explanation.Candidate(node.name(), node.load(), fd, estimate,
                (verdict.accepts() ? "chosen: " : "dropped: ") + words));
        if (!verdict.accepts()) {
            return null;
        }
        return new Placement(node.name(), source, estimate,
                new Explanation(name(), selection + "; step 4: " + node.name() + "'s " + words, tried));
    }

    private String describe(Verdict verdict, LoadModel model, double estimate, double minLoad) {
        String est = "estimate " + Fmt.num(estimate);
        return switch (verdict) {
            case LIGHT -> est + " is light (< " + Fmt.num(model.thresholds().loadMin()) + ")";
            case OVERLOADED -> est + " would be overloaded (> " + Fmt.num(model.thresholds().loadMax()) + ")";
            case FIT_WITHIN_LD -> est + " is fit and " + Fmt.num(estimate) + " - " + Fmt.num(minLoad) + " = "
                    + Fmt.num(estimate - minLoad) + " <= LD " + Fmt.num(params.ld());
            case BEYOND_LD -> est + " is fit but " + Fmt.num(estimate) + " - " + Fmt.num(minLoad) + " = "
                    + Fmt.num(estimate - minLoad) + " > LD " + Fmt.num(params.ld());
        };
    }
}
