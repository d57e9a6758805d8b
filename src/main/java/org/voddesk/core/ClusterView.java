package org.voddesk.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * An immutable snapshot of the cluster that every policy reads: the nodes (in a stable order), the load
 * model, site hops and the time the snapshot describes. Derivations ({@link #withNode}) share unchanged nodes.
 *
 * <p>Figures a placement asks on every request ({@link #holdersOf}, {@link #leastWorkingLoad},
 * {@link #fewestRecentStarts}) are computed on first use and carried to a derived view when the replaced node
 * leaves them valid, so that a placement on a large cluster does not scan every node.
 */
public final class ClusterView {
    /** Up to this many nodes, {@link #holdersOf} asks every node instead of building an index. */
    static final int SCAN_LIMIT = 16;

    private final long timeMs;
    private final LoadModel model;
    private final SiteHops hops;
    private final List<NodeView> nodes;
    private final Map<String, Integer> indexByName;
    // Lazily computed; each is immutable, so a race computes the same value twice and is harmless.
    /** Shared with the views derived from this one while their recent-start sets are the same. */
    private final AtomicReference<SegmentHolders> holders;
    private Double leastWorkingLoad;
    private Integer fewestRecentStarts;

    public ClusterView(long timeMs, LoadModel model, SiteHops hops, List<NodeView> nodes) {
        if (model == null || hops == null) {
            throw new IllegalArgumentException("load model and hops are required");
        }
        this.timeMs = timeMs;
        this.model = model;
        this.hops = hops;
        this.nodes = List.copyOf(nodes);
        this.holders = new AtomicReference<>();
        this.indexByName = new HashMap<>();
        for (int i = 0; i < this.nodes.size(); i++) {
            if (indexByName.put(this.nodes.get(i).name(), i) != null) {
                throw new IllegalArgumentException("node " + this.nodes.get(i).name() + " appears twice");
            }
        }
    }

    public ClusterView(long timeMs, LoadModel model, List<NodeView> nodes) {
        this(timeMs, model, SiteHops.FLAT, nodes);
    }

    /** {@code base} with node {@code i} replaced: names and order are the same, so the name index is shared. */
    private ClusterView(ClusterView base, int i, NodeView replacement) {
        NodeView[] copy = base.nodes.toArray(new NodeView[0]);
        NodeView old = copy[i];
        copy[i] = replacement;
        this.timeMs = base.timeMs;
        this.model = base.model;
        this.hops = base.hops;
        this.nodes = List.of(copy);
        this.indexByName = base.indexByName;
        boolean sameSegments = old.recentSegments() == replacement.recentSegments();
        if (sameSegments) {
            this.holders = base.holders;
        } else {
            SegmentHolders built = base.holders.get();
            this.holders = new AtomicReference<>(built == null ? null
                    : built.patched(i, replacement.recentSegments()));
        }
        this.leastWorkingLoad = base.leastWorkingLoad == null ? null
                : carriedLeast(base.leastWorkingLoad, old, replacement);
        this.fewestRecentStarts = sameSegments && old.acceptsWork() == replacement.acceptsWork()
                ? base.fewestRecentStarts : null;
    }

    /**
     * The least working load after {@code old} became {@code replacement}, or null when only a scan can tell (the
     * replaced node held the minimum and no longer does).
     */
    static Double carriedLeast(double least, NodeView old, NodeView replacement) {
        boolean works = replacement.acceptsWork();
        if (works && !(replacement.load() > least)) {
            return replacement.load();
        }
        boolean heldIt = old.acceptsWork() && old.load() == least;
        return heldIt ? null : least;
    }

    public long timeMs() {
        return timeMs;
    }

    public LoadModel model() {
        return model;
    }

    public SiteHops hops() {
        return hops;
    }

    public List<NodeView> nodes() {
        return nodes;
    }

    public Optional<NodeView> node(String name) {
        Integer i = indexByName.get(name);
        return i == null ? Optional.empty() : Optional.of(nodes.get(i));
    }

    /**
     * The nodes that recently started {@code key} ({@link NodeView#recentlyStarted}), in view order, whatever their
     * health: on a large cluster one look-up in an index built on first use, instead of a question to every node.
     */
    public List<NodeView> holdersOf(SegmentKey key) {
        if (nodes.size() <= SCAN_LIMIT) {
            return SegmentHolders.scan(nodes, key);
        }
        SegmentHolders index = holders.get();
        if (index == null) {
            index = SegmentHolders.of(nodes);
            holders.set(index);
        }
        return index.holders(nodes, key);
    }

    /** The least load among the nodes that accept work, NaN when none does. */
    public double leastWorkingLoad() {
        Double least = leastWorkingLoad;
        if (least == null) {
            double min = Double.NaN;
            for (int i = 0, n = nodes.size(); i < n; i++) {
                NodeView node = nodes.get(i);
                if (node.acceptsWork() && !(node.load() >= min)) {
                    min = node.load();
                }
            }
            least = min;
            leastWorkingLoad = least;
        }
        return least;
    }

    /**
     * The fewest recent starts ({@link NodeView#recentSegments()}) of a node that accepts work,
     * {@link Integer#MAX_VALUE} when none does: whether any working node still has a free place in its estimated
     * prefix cache.
     */
    public int fewestRecentStarts() {
        Integer fewest = fewestRecentStarts;
        if (fewest == null) {
            int min = Integer.MAX_VALUE;
            for (int i = 0, n = nodes.size(); i < n; i++) {
                NodeView node = nodes.get(i);
                if (node.acceptsWork()) {
                    min = Math.min(min, node.recentSegments().size());
                }
            }
            fewest = min;
            fewestRecentStarts = fewest;
        }
        return fewest;
    }

    /** The nodes new work may be placed on ({@link NodeView#acceptsWork()}), in view order. */
    public List<NodeView> workingNodes() {
        List<NodeView> result = new ArrayList<>(nodes.size());
        for (NodeView n : nodes) {
            if (n.acceptsWork()) {
                result.add(n);
            }
        }
        return result;
    }

    /** The loads of all nodes that are not unreachable or failed, in view order. */
    public double[] reachableLoads() {
        return nodes.stream().filter(n -> n.health() == NodeHealth.OK || n.health() == NodeHealth.DEGRADED)
                .mapToDouble(NodeView::load).toArray();
    }

    /** {@link ClusterMetrics#lambda} over the reachable nodes. */
    public double lambda() {
        return ClusterMetrics.lambda(reachableLoads());
    }

    /** {@link ClusterMetrics#sigma} over the reachable nodes. */
    public double sigma() {
        return ClusterMetrics.sigma(reachableLoads());
    }

    public int sessionCount() {
        int n = 0;
        for (NodeView node : nodes) {
            n += node.sessionCount();
        }
        return n;
    }

    /** Finds a session anywhere in the cluster. */
    public Optional<Session> session(String sessionId) {
        for (NodeView node : nodes) {
            for (Session s : node.sessions()) {
                if (s.id().equals(sessionId)) {
                    return Optional.of(s);
                }
            }
        }
        return Optional.empty();
    }

    /** This view with one node replaced (matched by name); other nodes are shared. */
    public ClusterView withNode(NodeView replacement) {
        Integer i = indexByName.get(replacement.name());
        if (i == null) {
            throw new IllegalArgumentException("no node " + replacement.name() + " in the view");
        }
        return new ClusterView(this, i, replacement);
    }

    /** This view with one node's load replaced by an estimate. */
    public ClusterView withLoad(String nodeName, double load) {
        return withNode(node(nodeName).orElseThrow(() -> new IllegalArgumentException("no node " + nodeName))
                .withLoad(load));
    }
}
