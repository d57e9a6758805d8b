package org.voddesk.sim.cluster;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.PrefixCache;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * One simulated VOD node: the sessions it serves (grouped by {@code (camera, segment)} for interval caching)
 * and its prefix cache. It keeps its memory and IPSAN bandwidth as exact running sums (updated per group
 * change, so no event costs O(sessions)), measures itself for the load reports and shows itself as a
 * {@link NodeView}, rebuilt only when something on it changed or a report refreshed the positions. A node can fail
 * (it then shows as failed, and its sessions must have been taken off it) and recover.
 */
public final class SimNode {
    public final int index;
    public final NodeSpec spec;
    private final PrefixCache<Integer> prefixes;
    private final StreamClassRule caching;
    private final Map<Long, SimSession> sessions = new LinkedHashMap<>();
    private final Map<Integer, List<SimSession>> groups = new HashMap<>();
    private long memoryBps;
    private long ipsanBps;
    private NodeHealth health = NodeHealth.OK;
    private NodeView view;
    private long viewAtMs = Long.MIN_VALUE;

    public SimNode(int index, NodeSpec spec, int prefixCapacity, StreamClassRule caching) {
        this.index = index;
        this.spec = spec;
        this.prefixes = new PrefixCache<>(prefixCapacity);
        this.caching = caching;
    }

    /** A session starts or arrives here at {@code t}; its group is re-evaluated. */
    public void add(SimSession s, long t) {
        sessions.put(s.seq, s);
        List<SimSession> group = groups.computeIfAbsent(s.cacheKey(), k -> new ArrayList<>(2));
        account(group, -1);
        group.add(s);
        caching.reclassify(group, t);
        account(group, +1);
        view = null;
    }

    /** A session ends or leaves at {@code t}; the followers it led are re-evaluated. */
    public void remove(SimSession s, long t) {
        if (sessions.remove(s.seq) == null) {
            throw new IllegalStateException("session " + s.id + " is not on " + spec.name());
        }
        leaveGroup(s, t);
        view = null;
    }

    private void leaveGroup(SimSession s, long t) {
        List<SimSession> group = groups.get(s.cacheKey());
        account(group, -1);
        group.remove(s);
        if (group.isEmpty()) {
            groups.remove(s.cacheKey());
        } else {
            caching.reclassify(group, t);
            account(group, +1);
        }
    }

    /**
     * A session here plays into another segment at {@code t}: the node reads that segment's prefix (touching its
     * cache, as the demo nodes do) and the session joins the group of that segment for interval caching.
     */
    public void entersSegment(SimSession s, int key, long t) {
        leaveGroup(s, t);
        s.entersSegment(key);
        prefixes.touch(key);
        List<SimSession> group = groups.computeIfAbsent(key, k -> new ArrayList<>(2));
        account(group, -1);
        group.add(s);
        caching.reclassify(group, t);
        account(group, +1);
        view = null;
    }

    /** A session here changes speed at {@code t}; its group is re-evaluated. */
    public void changeRate(SimSession s, double rate, long t) {
        List<SimSession> group = groups.get(s.cacheKey());
        account(group, -1);
        s.changeRate(rate, t);
        caching.reclassify(group, t);
        account(group, +1);
        view = null;
    }

    private void account(List<SimSession> group, int sign) {
        for (int i = 0, n = group.size(); i < n; i++) {
            SimSession s = group.get(i);
            long bps = sign * s.bandwidthBpsExact();
            if (s.source() == StreamSource.MEMORY) {
                memoryBps += bps;
            } else {
                ipsanBps += bps;
            }
        }
    }

    /** The node fails: it takes no work and shows as failed. Its sessions must have been taken off it first. */
    public void failed() {
        if (!sessions.isEmpty()) {
            throw new IllegalStateException(spec.name() + " still serves " + sessions.size() + " sessions");
        }
        health = NodeHealth.FAILED;
        view = null;
    }

    /** The node is back: it takes work again, with the prefixes it held (its cache survives the outage). */
    public void recovered() {
        health = NodeHealth.OK;
        view = null;
    }

    public boolean isUp() {
        return health == NodeHealth.OK;
    }

    /** Starting a session here touches its prefix; returns whether it was cached. */
    public boolean touchPrefix(int key) {
        return prefixes.touch(key);
    }

    public boolean hasPrefix(int key) {
        return prefixes.contains(key);
    }

    public int sessionCount() {
        return sessions.size();
    }

    /** The sessions here, in the order they arrived. */
    public List<SimSession> sessions() {
        return List.copyOf(sessions.values());
    }

    /** What this node reads from IPSAN, bits per second. */
    public long ipsanReadBps() {
        return ipsanBps;
    }

    /** {@code sum_Mem r*VBR + 2 * sum_IPSAN r*VBR}: eq. 2's numerator, bits per second. */
    public long weightedBps() {
        return memoryBps + 2 * ipsanBps;
    }

    /** The node's report at epoch time {@code epochMs}. */
    public LoadSample measure(long epochMs) {
        double net = NodeMeasurement.netPercent(NodeMeasurement.netDemandPercent(weightedBps(), spec.bandwidthBps()));
        double mem = NodeMeasurement.memPercent(prefixes.size(), prefixes.capacity());
        return new LoadSample(epochMs, NodeMeasurement.cpuPercent(net), mem, net);
    }

    /**
     * The node as the console sees it at simulated time {@code t}, with the given load, last report and the
     * dispatcher's recent starts on it; positions as of the last report ({@link SimSession#record}).
     *
     * @param epochMs the wall-clock instant of simulated time 0
     */
    public NodeView view(long t, long lastReportMs, double load, LoadSample lastSample, Set<SegmentKey> recent,
                         long epochMs) {
        if (view == null || viewAtMs < lastReportMs || view.lastSample().orElse(null) != lastSample
                || view.recentSegments() != recent) {
            List<Session> records = new ArrayList<>(sessions.size());
            for (SimSession s : sessions.values()) {
                records.add(s.record(t, lastReportMs, epochMs, spec.name()));
            }
            view = new NodeView(spec, health, load, lastSample, records, recent);
            viewAtMs = t;
        } else if (view.load() != load) {
            view = view.withLoad(load);
        }
        return view;
    }
}
