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
 * Grade feedback with hop-aware selection (Zhao, Zhou, Jin 2015 eq. 9, reconstructed; ALGORITHMS.md §6): among the
 * working nodes below the threshold grade, the one maximising {@code (5 - grade) / (hops(clientSite, nodeSite) +
 * 1)}; ties go to the lower load, then to view order. Every node holds every recording here (shared IPSAN), so
 * "can serve the camera" means "accepts work". Our addition: a node the stream would overload is excluded too.
 *
 * <p>The paper's central server knows a node's grade only from its feedback, so this policy does not update load
 * estimates between reports ({@link #updatesLoadEstimate()} is false). Explanations list the chosen node, the
 * runner-up and up to {@value #MAX_LISTED} excluded nodes; their {@code similarity} column carries the score.
 */
public final class GradeHopsPolicy implements PlacementPolicy {
    public static final String NAME = "grade-hops";
    static final int MAX_LISTED = 8;

    private final GradeBands bands;

    public GradeHopsPolicy() {
        this(GradeBands.DEFAULT);
    }

    public GradeHopsPolicy(GradeBands bands) {
        if (bands == null) {
            throw new IllegalArgumentException("grade bands are required");
        }
        this.bands = bands;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public boolean updatesLoadEstimate() {
        return false;
    }

    /** Eq. 9 (reconstructed): {@code (5 - grade) / (hops + 1)}. */
    public static double score(int grade, int hops) {
        return (double) (GradeBands.THRESHOLD - grade) / (hops + 1);
    }

    /** Whether {@code (g1, h1)} scores strictly higher than {@code (g2, h2)}, compared exactly on integers. */
    static boolean scoresHigher(int g1, int h1, int g2, int h2) {
        return (long) (GradeBands.THRESHOLD - g1) * (h2 + 1) > (long) (GradeBands.THRESHOLD - g2) * (h1 + 1);
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        List<NodeView> nodes = view.nodes();
        LoadModel model = view.model();
        List<Explanation.Candidate> excluded = new ArrayList<>(2);
        int excludedCount = 0;
        int best = -1;
        int second = -1;
        int[] grade = new int[nodes.size()];
        int[] hops = new int[nodes.size()];
        SiteHopCache hopsFromClient = new SiteHopCache(view.hops(), request.clientSite());
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (!node.acceptsWork()) {
                continue;
            }
            grade[i] = bands.grade(node.load());
            hops[i] = hopsFromClient.to(node.spec().site());
            String why = exclusion(model, node, request, grade[i]);
            if (why != null) {
                if (excludedCount++ < MAX_LISTED) {
                    excluded.add(new Explanation.Candidate(node.name(), node.load(), score(grade[i], hops[i]),
                            Double.NaN, "excluded: " + why));
                }
                continue;
            }
            if (best < 0 || ranksAbove(nodes, grade, hops, i, best)) {
                second = best;
                best = i;
            } else if (second < 0 || ranksAbove(nodes, grade, hops, i, second)) {
                second = i;
            }
        }
        String more = excludedCount > MAX_LISTED ? " (" + (excludedCount - MAX_LISTED) + " more not listed)" : "";
        if (best < 0) {
            String reason = excludedCount == 0 ? "no node accepts work (every node is unreachable, degraded or failed)"
                    : "every working node is at the threshold grade 5 or would be overloaded by this stream";
            return new Rejection(reason, new Explanation(NAME, reason + more, excluded));
        }
        List<Explanation.Candidate> listed = new ArrayList<>(excluded.size() + 2);
        NodeView chosen = nodes.get(best);
        StreamSource source = StreamCost.sourceOn(chosen, request);
        double estimate = StreamCost.loadAfter(model, chosen, request, source);
        listed.add(new Explanation.Candidate(chosen.name(), chosen.load(), score(grade[best], hops[best]), estimate,
                "chosen: " + describe(grade[best], hops[best])));
        if (second >= 0) {
            NodeView next = nodes.get(second);
            listed.add(new Explanation.Candidate(next.name(), next.load(), score(grade[second], hops[second]),
                    Double.NaN, "runner-up: " + describe(grade[second], hops[second])));
        }
        listed.addAll(excluded);
        String rule = "largest (5 - grade) / (hops + 1), ties to the lower load: " + chosen.name() + " "
                + describe(grade[best], hops[best])
                + (excludedCount == 0 ? "" : "; " + excludedCount + " node(s) excluded") + more;
        return new Placement(chosen.name(), source, estimate, new Explanation(NAME, rule, listed));
    }

    /** Why a working node cannot take the request: threshold grade or overload; {@code null} when it can. */
    private static String exclusion(LoadModel model, NodeView node, PlaybackRequest request, int grade) {
        if (grade == GradeBands.THRESHOLD) {
            return "grade 5 (threshold) at load " + Fmt.num(node.load());
        }
        if (StreamCost.wouldOverload(model, node, request)) {
            double estimate = StreamCost.loadAfter(model, node, request, StreamCost.sourceOn(node, request));
            return "estimate " + Fmt.num(estimate) + " would be overloaded (> "
                    + Fmt.num(model.thresholds().loadMax()) + ")";
        }
        return null;
    }

    /** Selection order: higher score, then lower load, then view order (the earlier index wins). */
    private static boolean ranksAbove(List<NodeView> nodes, int[] grade, int[] hops, int i, int j) {
        if (scoresHigher(grade[i], hops[i], grade[j], hops[j])) {
            return true;
        }
        if (scoresHigher(grade[j], hops[j], grade[i], hops[i])) {
            return false;
        }
        double li = nodes.get(i).load();
        double lj = nodes.get(j).load();
        return li < lj || (li == lj && i < j);
    }

    private static String describe(int grade, int hops) {
        return "grade " + grade + " at " + hops + " hop(s) scores " + Fmt.num(score(grade, hops));
    }
}
