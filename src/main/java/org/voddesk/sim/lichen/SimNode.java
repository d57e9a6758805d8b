package org.voddesk.sim.lichen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * One simulated VOD node: the sessions it serves (grouped by {@code (camera, segment)} for interval caching)
 * and its prefix cache. It measures itself for the 5 s reports and shows itself as a {@link NodeView}.
 */
final class SimNode {
    final int index;
    final NodeSpec spec;
    private final PrefixCache prefixes;
    private final IntervalCaching caching;
    private final Map<Long, SimSession> sessions = new LinkedHashMap<>();
    private final Map<Integer, List<SimSession>> groups = new HashMap<>();
    private NodeView view;
    private long viewAtMs = Long.MIN_VALUE;

    SimNode(int index, NodeSpec spec, int prefixCapacity, IntervalCaching caching) {
        this.index = index;
        this.spec = spec;
        this.prefixes = new PrefixCache(prefixCapacity);
        this.caching = caching;
    }

    /** A session starts or arrives here; its group is re-evaluated. */
    void add(SimSession s) {
        sessions.put(s.seq, s);
        List<SimSession> group = groups.computeIfAbsent(s.key, k -> new ArrayList<>(2));
        group.add(s);
        caching.reclassify(group);
        view = null;
    }

    /** A session ends or leaves; the followers it led are re-evaluated. */
    void remove(SimSession s) {
        sessions.remove(s.seq);
        List<SimSession> group = groups.get(s.key);
        group.remove(s);
        if (group.isEmpty()) {
            groups.remove(s.key);
        } else {
            caching.reclassify(group);
        }
        view = null;
    }

    /** A session here changed rate; its group is re-evaluated. */
    void rateChanged(SimSession s) {
        caching.reclassify(groups.get(s.key));
        view = null;
    }

    /** Starting a session here touches its prefix; returns whether it was cached. */
    boolean touchPrefix(int key) {
        return prefixes.touch(key);
    }

    boolean hasPrefix(int key) {
        return prefixes.contains(key);
    }

    int sessionCount() {
        return sessions.size();
    }

    /** {@code sum_j k_j * r_j * VBR}: eq. 2's numerator, bits per second. */
    double weightedBps(long bitrateBps) {
        double sum = 0;
        for (SimSession s : sessions.values()) {
            sum += s.source().costFactor() * s.bandwidthBps(bitrateBps);
        }
        return sum;
    }

    /** What this node reads from IPSAN, bits per second. */
    double ipsanReadBps(long bitrateBps) {
        double sum = 0;
        for (SimSession s : sessions.values()) {
            if (s.source() == StreamSource.IPSAN) {
                sum += s.bandwidthBps(bitrateBps);
            }
        }
        return sum;
    }

    /** The node's report at epoch time {@code epochMs}. */
    LoadSample measure(long epochMs, long bitrateBps) {
        double net = NodeMeasurement.netPercent(NodeMeasurement.netDemandPercent(weightedBps(bitrateBps),
                spec.bandwidthBps()));
        double mem = NodeMeasurement.memPercent(prefixes.size(), prefixes.capacity());
        return new LoadSample(epochMs, NodeMeasurement.cpuPercent(net), mem, net);
    }

    /** The node as the console sees it at simulated time {@code t}: positions current, load as given. */
    NodeView view(long t, double load, LoadSample lastSample, SegmentCatalog catalog) {
        if (view == null || viewAtMs != t || view.lastSample().orElse(null) != lastSample) {
            List<Session> records = new ArrayList<>(sessions.size());
            for (SimSession s : sessions.values()) {
                records.add(s.record(t, catalog, spec.name()));
            }
            view = new NodeView(spec, NodeHealth.OK, load, lastSample, records);
            viewAtMs = t;
        } else if (view.load() != load) {
            view = view.withLoad(load);
        }
        return view;
    }
}
