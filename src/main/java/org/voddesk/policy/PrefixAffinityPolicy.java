package org.voddesk.policy;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.StreamSource;
import org.voddesk.core.Explanation;

/**
 * Prefix-affinity placement, our own (ALGORITHMS.md §8.1): send a request to a node that still holds
 * its segment's prefix, judged from the dispatcher's own history of recent starts ({@link NodeView#recentSegments},
 * an LRU estimate of the node's prefix cache), and otherwise to the least-loaded node.
 *
 * <p>Why: in Li &amp; Chen's setting the startup latency is won in the prefix cache, but the paper's {@code FD}
 * (eq. 4) counts running <em>sessions</em>; once a session ends or is migrated the prefix stays behind and
 * {@code FD} no longer points at it. Keying on recent starts follows the cache itself. Balance is left to the
 * load bound below and to a migration planner ({@link BalancePlanner}): a migrated session keeps playing and
 * needs no prefix, so moving load never costs a cache hit.
 *
 * <p>Steps: (1) the holders are the working nodes that recently started the request's {@code (camera, segment)};
 * (2) each holder's estimated load after the stream (eq. 1-2, with the stream's class predicted by interval
 * caching, {@link IntervalRule}) must not be overloaded nor exceed the least working load by more than
 * {@code maxExcess}; (3) among the admissible holders, one where the stream would read from memory wins, then
 * the lower estimate; (3a) when replication is on ({@link PrefixAffinityParams#replicateExcess()}), the segment
 * has a single working holder, and the least-loaded working node with a free place in its estimated prefix cache
 * would be more than {@code replicateExcess} below that holder, the request goes there: one miss buys the segment
 * a second holder, so that later requests for it can be steered; (4) with no admissible holder, the least-loaded
 * working node that would not be overloaded; (5) otherwise reject. The caller stores the estimate ({@link #updatesLoadEstimate()} is
 * true). The holders come from the view's index ({@link ClusterView#holdersOf}), so a placement does not ask every
 * node.
 */
public final class PrefixAffinityPolicy implements PlacementPolicy {
    public static final String NAME = "prefix-affinity";
    /** The variant whose holders are ranked by estimate alone ({@link PrefixAffinityParams#memoryFirst()} false). */
    public static final String SPREAD_NAME = "prefix-spread";

    private final PrefixAffinityParams params;
    private final IntervalRule interval;

    public PrefixAffinityPolicy() {
        this(PrefixAffinityParams.DEFAULT);
    }

    public PrefixAffinityPolicy(PrefixAffinityParams params) {
        if (params == null) {
            throw new IllegalArgumentException("prefix-affinity parameters are required");
        }
        this.params = params;
        this.interval = new IntervalRule(params.intervalWindowMs());
    }

    @Override
    public String name() {
        return params.memoryFirst() ? NAME : SPREAD_NAME;
    }

    @Override
    public PlacementDecision place(ClusterView view, PlaybackRequest request) {
        LoadModel model = view.model();
        SegmentKey key = SegmentKey.of(request);
        double minLoad = view.leastWorkingLoad();
        List<NodeView> holders = view.holdersOf(key);
        List<Explanation.Candidate> considered = new ArrayList<>(holders.size() + 1);
        if (Double.isNaN(minLoad)) {
            return new Rejection("no node accepts work (every node is unreachable, degraded or failed)",
                    new Explanation(name(), "step 1: no working node", considered));
        }
        NodeView best = null;
        int working = 0;
        double bestEstimate = Double.POSITIVE_INFINITY;
        StreamSource bestSource = StreamSource.IPSAN;
        for (int i = 0, n = holders.size(); i < n; i++) {
            NodeView node = holders.get(i);
            if (!node.acceptsWork()) {
                continue;
            }
            working++;
            StreamSource source = interval.sourceOn(node, request.cameraId(), request.segmentStartMs(),
                    request.rate(), view.timeMs());
            double estimate = estimate(model, node, request, source);
            boolean admissible = admissible(model, estimate, minLoad, params.maxExcess());
            considered.add(new Explanation.Candidate(node.name(), node.load(), Double.NaN, estimate,
                    admissible ? "holds the prefix (" + source.name().toLowerCase(Locale.ROOT) + ")"
                            : "holds the prefix but " + Fmt.num(estimate) + " is overloaded or more than "
                            + Fmt.num(params.maxExcess()) + " above the least load " + Fmt.num(minLoad)));
            if (admissible && (best == null
                    || better(params.memoryFirst(), source, estimate, bestSource, bestEstimate))) {
                best = node;
                bestEstimate = estimate;
                bestSource = source;
            }
        }
        if (best != null) {
            PlacementDecision replica = working == 1 ? replicate(view, request, key, bestEstimate, considered) : null;
            if (replica != null) {
                return replica;
            }
            return new Placement(best.name(), bestSource, bestEstimate, new Explanation(name(),
                    "step 3: a node that recently started " + request.cameraId() + " at this segment (its prefix "
                            + "is cached), reading from " + (bestSource == StreamSource.MEMORY ? "memory" : "IPSAN")
                            + ", least estimate " + Fmt.num(bestEstimate), considered));
        }
        return leastLoadedFallback(view, request, considered);
    }

    /**
     * Step 3a, for a segment with a single working holder: the least-loaded working node with a free place in its
     * estimated prefix cache, when its estimate is more than {@code replicateExcess} below the holder's; null when
     * replication is off or not worth it. A segment that already has two holders gets no third: the free places
     * go to segments whose requests cannot yet be steered.
     */
    private PlacementDecision replicate(ClusterView view, PlaybackRequest request, SegmentKey key,
                                        double bestEstimate, List<Explanation.Candidate> considered) {
        if (params.replicateExcess() == Double.POSITIVE_INFINITY
                || view.fewestRecentStarts() >= params.cacheSlots()
                || !(bestEstimate - view.leastWorkingLoad() > params.replicateExcess())) {
            return null;
        }
        int spare = leastLoadedWithRoom(view.nodes(), key, params.cacheSlots());
        if (spare < 0) {
            return null;
        }
        LoadModel model = view.model();
        NodeView node = view.nodes().get(spare);
        StreamSource source = interval.sourceOn(node, request.cameraId(), request.segmentStartMs(),
                request.rate(), view.timeMs());
        double estimate = estimate(model, node, request, source);
        if (!(bestEstimate - estimate > params.replicateExcess()) || estimate > model.thresholds().loadMax()) {
            return null;
        }
        considered.add(new Explanation.Candidate(node.name(), node.load(), Double.NaN, estimate,
                "chosen: a free place in its prefix cache; becomes a second holder"));
        return new Placement(node.name(), source, estimate, new Explanation(name(),
                "step 3a: the best holder's estimate is more than " + Fmt.num(params.replicateExcess())
                        + " above this node's, which has a free cache place; the prefix is fetched once so that"
                        + " later requests for it can choose", considered));
    }

    /** Step 3a's node: the least-loaded working non-holder with fewer than {@code slots} recent starts, or -1. */
    static int leastLoadedWithRoom(List<NodeView> nodes, SegmentKey key, int slots) {
        int best = -1;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (node.acceptsWork() && node.recentSegments().size() < slots && !node.recentlyStarted(key)
                    && (best < 0 || node.load() < nodes.get(best).load())) {
                best = i;
            }
        }
        return best;
    }

    /** Eq. 1-2 estimate: the node's load plus {@code a3 * 100 * k * r * VBR / Bord} of the stream. */
    static double estimate(LoadModel model, NodeView node, PlaybackRequest request, StreamSource source) {
        return node.load() + model.streamLoad(request.bandwidthBps(), source, node.spec().bandwidthBps());
    }

    /** Step 2: not overloaded, and within {@code maxExcess} of the least working load. */
    static boolean admissible(LoadModel model, double estimate, double minLoad, double maxExcess) {
        return estimate <= model.thresholds().loadMax() && estimate - minLoad <= maxExcess;
    }

    /** Step 3's order: memory before IPSAN (when {@code memoryFirst}), then the lower estimate. */
    static boolean better(boolean memoryFirst, StreamSource source, double estimate, StreamSource bestSource,
                          double bestEstimate) {
        if (memoryFirst && source != bestSource) {
            return source == StreamSource.MEMORY;
        }
        return estimate < bestEstimate;
    }

    /** Steps 4-5: the least-loaded working node the stream would not overload, else a rejection. */
    private PlacementDecision leastLoadedFallback(ClusterView view, PlaybackRequest request,
                                                  List<Explanation.Candidate> considered) {
        List<NodeView> nodes = view.nodes();
        int best = -1;
        for (int i = 0, n = nodes.size(); i < n; i++) {
            NodeView node = nodes.get(i);
            if (node.acceptsWork() && (best < 0 || node.load() < nodes.get(best).load())
                    && estimate(view.model(), node, request, StreamSource.IPSAN) <= view.model().thresholds().loadMax()) {
                best = i;
            }
        }
        if (best < 0) {
            return new Rejection("every working node would be overloaded by this stream",
                    new Explanation(name(), "step 5: no node can take the stream", considered));
        }
        NodeView node = nodes.get(best);
        StreamSource source = interval.sourceOn(node, request.cameraId(), request.segmentStartMs(), request.rate(),
                view.timeMs());
        double estimate = estimate(view.model(), node, request, source);
        considered.add(new Explanation.Candidate(node.name(), node.load(), Double.NaN, estimate,
                "chosen: least-loaded node, fetches the prefix from IPSAN"));
        return new Placement(node.name(), source, estimate, new Explanation(name(),
                "step 4: no admissible node holds the prefix; least-loaded node", considered));
    }
}
