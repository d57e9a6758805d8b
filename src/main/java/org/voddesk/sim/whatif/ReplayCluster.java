package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.RecentStarts;
import org.voddesk.core.SegmentKey;
import org.voddesk.sim.cluster.PositionCaching;
import org.voddesk.sim.cluster.SimNode;

/**
 * The replayed cluster as the console knows it: the simulated nodes (in the trace's order), the loads the console
 * stores for them (the last reports, replaced by a policy's estimates between reports), their last reports, and the
 * console's own history of starts. It owns the numbering of segments for the nodes' prefix caches.
 */
final class ReplayCluster {
    private final SimNode[] nodes;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<SegmentKey, Integer> segmentKeys = new HashMap<>();
    private final double[] storedLoads;
    private final LoadSample[] lastSamples;
    private final RecentStarts recentStarts;
    private final long epochMs;
    private long lastReportMs;
    /** The console's view since the last report, kept up to date node by node; {@code null} after a report. */
    private ClusterView current;

    ReplayCluster(List<NodeSpec> specs, ReplayModel model, long epochMs) {
        this.epochMs = epochMs;
        PositionCaching caching = new PositionCaching(model.intervalWindowMs());
        this.nodes = new SimNode[specs.size()];
        for (int i = 0; i < nodes.length; i++) {
            nodes[i] = new SimNode(i, specs.get(i), model.prefixCapacity(), caching);
            index.put(specs.get(i).name(), i);
        }
        this.storedLoads = new double[nodes.length];
        this.lastSamples = new LoadSample[nodes.length];
        this.recentStarts = new RecentStarts(model.prefixCapacity());
    }

    int size() {
        return nodes.length;
    }

    SimNode node(int i) {
        return nodes[i];
    }

    /** The index of node {@code name}, or -1 when the trace has no such node. */
    int indexOf(String name) {
        Integer i = index.get(name);
        return i == null ? -1 : i;
    }

    /** The prefix-cache key of a segment: a number per {@code (camera, segment)}, given in order of first use. */
    int keyOf(SegmentKey segment) {
        return segmentKeys.computeIfAbsent(segment, k -> segmentKeys.size());
    }

    /** The total streaming bandwidth of the nodes, bits per second. */
    double totalBordBps() {
        double sum = 0;
        for (SimNode n : nodes) {
            sum += n.spec.bandwidthBps();
        }
        return sum;
    }

    /** Total IPSAN read rate of the cluster, bits per second. */
    double ipsanReadBps() {
        long sum = 0;
        for (SimNode n : nodes) {
            sum += n.ipsanReadBps();
        }
        return sum;
    }

    /** The console recorded a start of {@code segment} on node {@code i}. */
    void started(int i, SegmentKey segment) {
        recentStarts.started(nodes[i].spec.name(), segment);
    }

    /** A policy's estimate of node {@code i}'s load, kept until the next report. */
    void estimate(int i, double load) {
        storedLoads[i] = load;
    }

    /**
     * Every working node measures itself at simulated time {@code t}; the console's stored loads become the
     * reported ones (never below 0, as the console stores them). Returns the loads, {@code NaN} for a failed node.
     */
    double[] report(long t) {
        lastReportMs = t;
        current = null;
        double[] loads = new double[nodes.length];
        for (int i = 0; i < nodes.length; i++) {
            if (!nodes[i].isUp()) {
                lastSamples[i] = null;
                loads[i] = Double.NaN;
                continue;
            }
            lastSamples[i] = nodes[i].measure(epochMs + t);
            loads[i] = Math.max(0, LoadModel.DEFAULT.load(lastSamples[i]));
            storedLoads[i] = loads[i];
        }
        return loads;
    }

    /**
     * The console's view at simulated time {@code t}: stored loads, last reports, sessions as last reported. As in
     * the console, the view is made at each report (its time is the report's) and between reports the nodes that
     * changed are replaced in it, so that what a view derives once (the index of recent starts) is kept.
     */
    ClusterView view(long t) {
        if (current == null) {
            List<NodeView> views = new ArrayList<>(nodes.length);
            for (int i = 0; i < nodes.length; i++) {
                views.add(nodeView(i, t));
            }
            current = new ClusterView(epochMs + lastReportMs, LoadModel.DEFAULT, views);
            return current;
        }
        for (int i = 0; i < nodes.length; i++) {
            NodeView v = nodeView(i, t);
            if (v != current.nodes().get(i)) {
                current = current.withNode(v);
            }
        }
        return current;
    }

    private NodeView nodeView(int i, long t) {
        return nodes[i].view(t, lastReportMs, Math.max(0, storedLoads[i]), lastSamples[i],
                recentStarts.snapshot(nodes[i].spec.name()), epochMs);
    }
}
