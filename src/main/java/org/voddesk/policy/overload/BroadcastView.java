package org.voddesk.policy.overload;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The immutable input of overload relief and viewer attachment (Manakova's load model {@code (N, U, S, L)}):
 * nodes with their channel capacity and boundary, the quality ladders of the streams, and the connected
 * viewers. A node's outgoing load {@code o_n} is the sum of the bit rates of its viewers' streams (the traffic
 * that replicates streams between nodes is not counted; ALGORITHMS.md §8.3 gives none).
 */
public final class BroadcastView {
    private static final double EPSILON = 1e-9;

    private final List<BroadcastNode> nodes;
    private final Map<String, QualityLadder> ladders;
    private final List<Viewer> viewers;
    private final Map<String, Integer> nodeIndex;
    private final double[] loads;
    private final int[] counts;

    /**
     * @param nodes   the nodes, in a stable order (ties are broken by it)
     * @param ladders one per stream any viewer watches
     * @param viewers the connected viewers; each on a known node, at a quality its stream offers
     */
    public BroadcastView(List<BroadcastNode> nodes, List<QualityLadder> ladders, List<Viewer> viewers) {
        this.nodes = List.copyOf(nodes);
        this.viewers = List.copyOf(viewers);
        this.nodeIndex = new HashMap<>();
        for (int i = 0; i < this.nodes.size(); i++) {
            if (nodeIndex.put(this.nodes.get(i).name(), i) != null) {
                throw new IllegalArgumentException("node " + this.nodes.get(i).name() + " appears twice");
            }
        }
        // Insertion order, so that iteration (and any tie-break it feeds) is the same in every JVM run.
        Map<String, QualityLadder> byStream = new LinkedHashMap<>();
        for (QualityLadder l : ladders) {
            if (byStream.put(l.stream(), l) != null) {
                throw new IllegalArgumentException("stream " + l.stream() + " has two quality ladders");
            }
        }
        this.ladders = Collections.unmodifiableMap(byStream);
        this.loads = new double[this.nodes.size()];
        this.counts = new int[this.nodes.size()];
        for (Viewer v : this.viewers) {
            check(v);
            int n = nodeIndex.get(v.node());
            loads[n] += bitrate(v);
            counts[n]++;
        }
    }

    private void check(Viewer v) {
        QualityLadder ladder = ladders.get(v.stream());
        if (ladder == null) {
            throw new IllegalArgumentException("viewer " + v.id() + " watches " + v.stream()
                    + ", which has no quality ladder");
        }
        if (v.quality() >= ladder.qualities()) {
            throw new IllegalArgumentException("stream " + v.stream() + " has no quality " + v.quality());
        }
        for (String n : v.allowed()) {
            if (!nodeIndex.containsKey(n)) {
                throw new IllegalArgumentException("viewer " + v.id() + " may attach to unknown node " + n);
            }
        }
    }

    public List<BroadcastNode> nodes() {
        return nodes;
    }

    public List<Viewer> viewers() {
        return viewers;
    }

    public QualityLadder ladder(String stream) {
        QualityLadder l = ladders.get(stream);
        if (l == null) {
            throw new IllegalArgumentException("no stream " + stream);
        }
        return l;
    }

    public List<QualityLadder> ladders() {
        return List.copyOf(ladders.values());
    }

    public BroadcastNode node(String name) {
        return nodes.get(index(name));
    }

    int index(String name) {
        Integer i = nodeIndex.get(name);
        if (i == null) {
            throw new IllegalArgumentException("no node " + name + " in the view");
        }
        return i;
    }

    /** The bit rate the viewer receives. */
    public double bitrate(Viewer v) {
        return ladder(v.stream()).bitrate(v.quality());
    }

    /** {@code o_n}: the node's outgoing load, Mb/s. */
    public double load(String node) {
        return loads[index(node)];
    }

    /** Viewers attached to the node. */
    public int viewerCount(String node) {
        return counts[index(node)];
    }

    /** {@code ov = o_n - BL_n}: positive when the node is overloaded. */
    public double overload(String node) {
        return load(node) - node(node).boundaryMbps();
    }

    /** Whether the node's load exceeds its boundary (beyond rounding). */
    public boolean isOverloaded(String node) {
        return overload(node) > EPSILON;
    }

    /** This view with one more viewer. */
    public BroadcastView withViewer(Viewer v) {
        List<Viewer> next = new ArrayList<>(viewers.size() + 1);
        next.addAll(viewers);
        next.add(v);
        return new BroadcastView(nodes, List.copyOf(ladders.values()), next);
    }

    /** This view after the plan's actions. */
    public BroadcastView withPlan(ReliefPlan plan) {
        Map<String, Integer> position = new HashMap<>();
        for (int i = 0; i < viewers.size(); i++) {
            position.put(viewers.get(i).id(), i);
        }
        List<Viewer> next = new ArrayList<>(viewers);
        for (ReliefAction a : plan.actions()) {
            Integer i = position.get(a.viewerId());
            if (i == null) {
                throw new IllegalArgumentException("plan names unknown viewer " + a.viewerId());
            }
            Viewer v = next.get(i);
            next.set(i, a instanceof ReliefAction.Move m ? v.on(m.to())
                    : v.at(((ReliefAction.Downgrade) a).toQuality()));
        }
        return new BroadcastView(nodes, List.copyOf(ladders.values()), next);
    }
}
