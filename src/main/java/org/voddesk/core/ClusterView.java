package org.voddesk.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An immutable snapshot of the cluster that every policy reads: the nodes (in a stable order), the load
 * model, site hops and the time the snapshot describes. Derivations ({@link #withNode}) share unchanged nodes.
 */
public final class ClusterView {
    private final long timeMs;
    private final LoadModel model;
    private final SiteHops hops;
    private final List<NodeView> nodes;
    private final Map<String, Integer> indexByName;

    public ClusterView(long timeMs, LoadModel model, SiteHops hops, List<NodeView> nodes) {
        if (model == null || hops == null) {
            throw new IllegalArgumentException("load model and hops are required");
        }
        this.timeMs = timeMs;
        this.model = model;
        this.hops = hops;
        this.nodes = List.copyOf(nodes);
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
        List<NodeView> copy = new ArrayList<>(nodes);
        copy.set(i, replacement);
        return new ClusterView(timeMs, model, hops, copy);
    }

    /** This view with one node's load replaced by an estimate. */
    public ClusterView withLoad(String nodeName, double load) {
        return withNode(node(nodeName).orElseThrow(() -> new IllegalArgumentException("no node " + nodeName))
                .withLoad(load));
    }
}
