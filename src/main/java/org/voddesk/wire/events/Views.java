package org.voddesk.wire.events;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.LoadWeights;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.NodeView;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SiteHops;
import org.voddesk.wire.ClusterViewData;
import org.voddesk.wire.LoadModelData;
import org.voddesk.wire.LoadSampleData;
import org.voddesk.wire.NodeHealthData;
import org.voddesk.wire.NodeSessionData;
import org.voddesk.wire.NodeViewData;
import org.voddesk.wire.SegmentKeyData;
import org.voddesk.wire.SiteHopsData;
import org.voddesk.wire.SiteHopsRow;
import org.voddesk.wire.model.Sessions;

/**
 * The policies' view ({@link ClusterView}) and its parts as messages and back. A node's session that is also one of
 * the snapshot's live sessions (most are: the view and the live list come from the same round) travels as the index of
 * that live session, so that a snapshot carries each session once.
 */
public final class Views {
    private Views() {
    }

    /** {@code view} as a message; {@code live} are the snapshot's live sessions, in their order. */
    public static ClusterViewData toWire(ClusterView view, List<Session> live) {
        Map<String, Integer> liveIndex = new HashMap<>(live.size() * 4 / 3 + 1);
        for (int i = 0; i < live.size(); i++) {
            liveIndex.putIfAbsent(live.get(i).id(), i);
        }
        ClusterViewData.Builder m = ClusterViewData.newBuilder().setTimeMs(view.timeMs())
                .setModel(model(view.model())).setHops(hops(view.hops()));
        for (NodeView node : view.nodes()) {
            m.addNodes(node(node, live, liveIndex));
        }
        return m.build();
    }

    /** The view {@code m} describes; {@code live} are the snapshot's live sessions its nodes may name. */
    public static ClusterView fromWire(ClusterViewData m, List<Session> live) {
        if (!m.hasModel()) {
            throw new IllegalArgumentException("cannot read a cluster view: its load model is missing");
        }
        List<NodeView> nodes = new ArrayList<>(m.getNodesCount());
        for (NodeViewData n : m.getNodesList()) {
            nodes.add(node(n, live));
        }
        return new ClusterView(m.getTimeMs(), model(m.getModel()), hops(m.getHops()), nodes);
    }

    private static NodeViewData node(NodeView node, List<Session> live, Map<String, Integer> liveIndex) {
        NodeViewData.Builder m = NodeViewData.newBuilder().setName(node.name())
                .setBandwidthBps(node.spec().bandwidthBps())
                .setHealth(WireEnums.toWire(node.health(), NodeHealthData.class, "NODE_HEALTH_"))
                .setLoad(node.load());
        if (node.spec().site() != null) {
            m.setSite(node.spec().site());
        }
        node.lastSample().ifPresent(s -> m.setLastSample(sample(s)));
        for (Session s : node.sessions()) {
            Integer i = liveIndex.get(s.id());
            m.addSessions(i != null && live.get(i).equals(s) ? NodeSessionData.newBuilder().setLiveIndex(i)
                    : NodeSessionData.newBuilder().setFull(Sessions.toWire(s)));
        }
        for (SegmentKey k : node.recentSegments()) {
            m.addRecentSegments(SegmentKeyData.newBuilder().setCameraId(k.cameraId())
                    .setSegmentStartMs(k.segmentStartMs()));
        }
        return m.build();
    }

    private static NodeView node(NodeViewData m, List<Session> live) {
        List<Session> sessions = new ArrayList<>(m.getSessionsCount());
        for (NodeSessionData s : m.getSessionsList()) {
            sessions.add(switch (s.getSessionCase()) {
                case LIVE_INDEX -> {
                    if (s.getLiveIndex() < 0 || s.getLiveIndex() >= live.size()) {
                        throw new IllegalArgumentException("cannot read node " + m.getName() + ": it names live"
                                + " session " + s.getLiveIndex() + " of " + live.size());
                    }
                    yield live.get(s.getLiveIndex());
                }
                case FULL -> Sessions.fromWire(s.getFull());
                case SESSION_NOT_SET -> throw new IllegalArgumentException("cannot read node " + m.getName()
                        + ": a session of it is empty");
            });
        }
        Set<SegmentKey> recent = new HashSet<>(m.getRecentSegmentsCount() * 4 / 3 + 1);
        for (SegmentKeyData k : m.getRecentSegmentsList()) {
            recent.add(new SegmentKey(k.getCameraId(), k.getSegmentStartMs()));
        }
        NodeSpec spec = new NodeSpec(m.getName(), m.getBandwidthBps(), m.hasSite() ? m.getSite() : null);
        return new NodeView(spec, WireEnums.required(m.getHealth(), NodeHealth.class, "NODE_HEALTH_"), m.getLoad(),
                m.hasLastSample() ? sample(m.getLastSample()) : null, sessions, recent);
    }

    static LoadSampleData sample(LoadSample s) {
        return LoadSampleData.newBuilder().setTimeMs(s.timeMs()).setCpu(s.cpu()).setMem(s.mem()).setNet(s.net())
                .build();
    }

    static LoadSample sample(LoadSampleData m) {
        return new LoadSample(m.getTimeMs(), m.getCpu(), m.getMem(), m.getNet());
    }

    static LoadModelData model(LoadModel model) {
        return LoadModelData.newBuilder().setCpuWeight(model.weights().cpu()).setMemWeight(model.weights().mem())
                .setNetWeight(model.weights().net()).setLoadMin(model.thresholds().loadMin())
                .setLoadMax(model.thresholds().loadMax()).build();
    }

    static LoadModel model(LoadModelData m) {
        return new LoadModel(new LoadWeights(m.getCpuWeight(), m.getMemWeight(), m.getNetWeight()),
                new LoadThresholds(m.getLoadMin(), m.getLoadMax()));
    }

    static SiteHopsData hops(SiteHops hops) {
        SiteHopsData.Builder m = SiteHopsData.newBuilder();
        hops.asMap().forEach((from, row) -> m.addRows(SiteHopsRow.newBuilder().setFromSite(from).putAllHops(row)));
        return m.build();
    }

    static SiteHops hops(SiteHopsData m) {
        Map<String, Map<String, Integer>> hops = new LinkedHashMap<>();
        for (SiteHopsRow row : m.getRowsList()) {
            hops.put(row.getFromSite(), row.getHopsMap());
        }
        return new SiteHops(hops);
    }
}
