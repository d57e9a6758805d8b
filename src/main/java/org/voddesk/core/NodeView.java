package org.voddesk.core;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An immutable snapshot of one node: its spec, link health, current load (measured, or the last measurement
 * plus the estimates of decisions made since) and its sessions, indexed by camera so that placement costs do
 * not grow with the number of sessions. Optionally it carries the dispatcher's estimate of the node's
 * segment-prefix cache ({@link #recentSegments()}, kept by {@link RecentStarts}); empty when not known.
 */
public final class NodeView {
    private final NodeSpec spec;
    private final NodeHealth health;
    private final double load;
    private final LoadSample lastSample;
    private final List<Session> sessions;
    private final int sessionCount;
    private final Map<String, List<Session>> sessionsByCamera;
    private final Set<SegmentKey> recentSegments;

    /**
     * @param spec       the node
     * @param health     link health
     * @param load       current load in percent (eq. 1), may exceed 100 as an estimate
     * @param lastSample last measurement, or {@code null} before the first one
     * @param sessions   the node's sessions; each must name this node
     */
    public NodeView(NodeSpec spec, NodeHealth health, double load, LoadSample lastSample, List<Session> sessions) {
        this(spec, health, load, lastSample, sessions, Set.of());
    }

    /**
     * As {@link #NodeView(NodeSpec, NodeHealth, double, LoadSample, List)}, with the segments recently started on
     * the node ({@link RecentStarts#snapshot}).
     */
    public NodeView(NodeSpec spec, NodeHealth health, double load, LoadSample lastSample, List<Session> sessions,
                    Set<SegmentKey> recentSegments) {
        if (spec == null || health == null) {
            throw new IllegalArgumentException("node spec and health are required");
        }
        if (!Double.isFinite(load) || load < 0) {
            throw new IllegalArgumentException("load of node " + spec.name() + " must be finite and >= 0, got " + load);
        }
        this.spec = spec;
        this.health = health;
        this.load = load;
        this.lastSample = lastSample;
        this.sessions = List.copyOf(sessions);
        this.sessionCount = this.sessions.size();
        this.sessionsByCamera = indexByCamera(spec.name(), this.sessions);
        this.recentSegments = recentSegments == null ? Set.of() : Set.copyOf(recentSegments);
    }

    private NodeView(NodeView base, NodeHealth health, double load) {
        this.spec = base.spec;
        this.health = health;
        this.load = load;
        this.lastSample = base.lastSample;
        this.sessions = base.sessions;
        this.sessionCount = base.sessionCount;
        this.sessionsByCamera = base.sessionsByCamera;
        this.recentSegments = base.recentSegments;
    }

    private static Map<String, List<Session>> indexByCamera(String node, List<Session> sessions) {
        // Presized, and a camera's first session held as an immutable one-element list: most cameras have a single
        // session on a node, and the simulator rebuilds views for every placement (about 20% of a sweep's time).
        Map<String, List<Session>> index = new HashMap<>(Math.max(4, sessions.size() * 4 / 3 + 1));
        boolean grown = false;
        for (Session s : sessions) {
            if (!s.nodeName().equals(node)) {
                throw new IllegalArgumentException("session " + s.id() + " is on " + s.nodeName() + ", not " + node);
            }
            List<Session> prev = index.putIfAbsent(s.cameraId(), List.of(s));
            if (prev instanceof ArrayList<Session> growing) {
                growing.add(s);
            } else if (prev != null) {
                List<Session> growing = new ArrayList<>(4);
                growing.addAll(prev);
                growing.add(s);
                index.put(s.cameraId(), growing);
                grown = true;
            }
        }
        if (grown) {
            index.replaceAll((k, v) -> v instanceof ArrayList ? List.copyOf(v) : v);
        }
        // A HashMap, not Map.copyOf: camera ids such as cam-1..cam-16000 have near-sequential hash codes, which
        // cluster in Map.copyOf's linear-probing table and made a look-up of an absent camera 3-5x slower. The
        // map is never exposed and never changed after construction (final field), so it is safely shared.
        return index;
    }

    public NodeSpec spec() {
        return spec;
    }

    public String name() {
        return spec.name();
    }

    public NodeHealth health() {
        return health;
    }

    public double load() {
        return load;
    }

    public Optional<LoadSample> lastSample() {
        return Optional.ofNullable(lastSample);
    }

    public List<Session> sessions() {
        return sessions;
    }

    /**
     * {@code sessions().size()}, kept in a field: a policy scanning hundreds of nodes reads it without touching
     * each node's session list (bounded-load hashing counts sessions on every request).
     */
    public int sessionCount() {
        return sessionCount;
    }

    /** The node's sessions of one camera (empty when it serves none). */
    public List<Session> sessionsOf(String cameraId) {
        return sessionsByCamera.getOrDefault(cameraId, List.of());
    }

    /** Whether the node serves at least one session of the camera. */
    public boolean serves(String cameraId) {
        return sessionsByCamera.containsKey(cameraId);
    }

    /** The segments recently started here (the dispatcher's estimate of its prefix cache); empty if unknown. */
    public Set<SegmentKey> recentSegments() {
        return recentSegments;
    }

    /** Whether {@code key} was recently started here, so the node probably still caches its prefix. */
    public boolean recentlyStarted(SegmentKey key) {
        return recentSegments.contains(key);
    }

    /** Whether new work may be placed here (only a node in {@link NodeHealth#OK} health). */
    public boolean acceptsWork() {
        return health.acceptsWork();
    }

    /** The operator-facing state: the load state when reachable, else unreachable or failed. */
    public NodeState state(LoadModel model) {
        return switch (health) {
            case FAILED -> NodeState.FAILED;
            case UNREACHABLE -> NodeState.UNREACHABLE;
            case OK, DEGRADED -> model.state(load);
        };
    }

    /** This node with another load (an estimate after a decision); sessions are shared, not copied. */
    public NodeView withLoad(double newLoad) {
        return new NodeView(this, health, newLoad);
    }

    /** This node with another link health. */
    public NodeView withHealth(NodeHealth newHealth) {
        return new NodeView(this, newHealth, load);
    }

    /** This node with another set of sessions (the load is kept; callers add their estimate). */
    /** This node with another estimate of its prefix cache ({@link RecentStarts#snapshot}). */
    public NodeView withRecentSegments(Set<SegmentKey> segments) {
        return new NodeView(spec, health, load, lastSample, sessions, segments);
    }

    public NodeView withSessions(List<Session> newSessions, double newLoad) {
        return new NodeView(spec, health, newLoad, lastSample, newSessions, recentSegments);
    }

    @Override
    public String toString() {
        return "NodeView[" + spec.name() + " " + health + " load=" + load + " sessions=" + sessions.size() + "]";
    }
}
