package org.voddesk.control.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.RecentStarts;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.ProposalRecord;
import org.voddesk.control.ClusterSnapshot;
import org.voddesk.control.NodeStatus;
import org.voddesk.control.RecordingIndex;
import org.voddesk.control.moves.StaleCopies;

/**
 * The control loop's working state. Touched only on the loop's thread (commands run there too), so it needs no
 * lock; readers see it only through the immutable snapshots {@link #snapshot} makes.
 */
public final class LoopState {
    /** Prefixes a node is assumed to cache (ALGORITHMS.md §8.1 gives 128 per node). */
    static final int PREFIX_CACHE_ESTIMATE = 128;

    public ClusterView view;
    public Map<String, NodeStatus> statuses = new LinkedHashMap<>();
    /** Live sessions as recorded, by id (a failed node's stay until re-homed or ended). */
    public final Map<String, Session> sessions = new LinkedHashMap<>();
    public RecordingIndex recordings = RecordingIndex.EMPTY;
    /**
     * The dispatcher's estimate of each node's segment-prefix cache, from the sessions it saw start there (its
     * own placements, moves, re-homings and sessions discovered on a node); policies such as prefix-affinity
     * read it through {@link NodeView#recentSegments()}.
     */
    final RecentStarts recentStarts = new RecentStarts(PREFIX_CACHE_ESTIMATE);
    public List<ProposalRecord> proposals = List.of();
    /** Each graded node's load grade 1-5 (ALGORITHMS.md §6); an unreadable node keeps its last one. */
    public Map<String, Integer> grades = Map.of();
    /** Ids of ended sessions a node still reports (say a failed node that came back): never recorded again. */
    public final Set<String> zombies = new HashSet<>();
    /** Ids of sessions commands changed since the poll in flight (or the last one) began. */
    private final Set<String> touchedDuringPoll = new LinkedHashSet<>();
    /**
     * Nodes declared failed whose stale copies (sessions since re-homed or ended) may still play on them; each is
     * swept by {@link StaleCopies} on every round its reply parses, until a sweep finds nothing stale.
     */
    public final Set<String> returning = new LinkedHashSet<>();
    /**
     * Copies known to be stale because a make-before-break move started the session on its target but could not
     * stop it on the source: by source node, the session ids. {@link StaleCopies} stops them on later rounds.
     */
    public final Map<String, Set<String>> staleSources = new LinkedHashMap<>();
    /** Stale copies whose stop failed, by node then session id: the attempts so far and the last reason. */
    public final Map<String, Map<String, StaleCopies.Failure>> staleStopFailures = new LinkedHashMap<>();
    public long round;
    public long lastPlannedMs = Long.MIN_VALUE;

    public LoopState(ClusterView initial, List<Session> recorded) {
        this.view = initial;
        recorded.forEach(s -> sessions.put(s.id(), s));
    }

    /**
     * Whether a copy of {@code id} on {@code node} is known to be stale (the node is back from failure, or a move
     * left it there), so that it is never taken for the session's new place.
     */
    public boolean knownStale(String node, String id) {
        return returning.contains(node) || staleSources.getOrDefault(node, Set.of()).contains(id);
    }

    /** The node that serves {@code id} as recorded, or null. */
    String nodeOf(String id) {
        Session s = sessions.get(id);
        return s == null ? null : s.nodeName();
    }

    public List<Session> sessionsOn(String node) {
        return sessions.values().stream().filter(s -> s.nodeName().equals(node))
                .sorted(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id)).toList();
    }

    /** A poll begins: it will see every change made so far, so only later changes need protecting from it. */
    public void pollStarted() {
        touchedDuringPoll.clear();
    }

    /** Sessions changed since the current poll began (a poll round must not reconcile them). */
    public Set<String> touchedDuringPoll() {
        return Collections.unmodifiableSet(touchedDuringPoll);
    }

    /**
     * {@code polled} with the sessions changed since the poll began put back as recorded, so that their load
     * estimates survive a poll that answered before the command reached the node.
     */
    public ClusterView withCommandsDuringPoll(ClusterView polled) {
        ClusterView out = polled;
        for (String id : touchedDuringPoll) {
            Session s = sessions.get(id);
            out = s == null ? Moves.withRemoved(out, id) : Moves.withAdded(Moves.withRemoved(out, id), s.nodeName(), s);
        }
        return out;
    }

    /** Records a session starting, or its move to another node, in the state and the view estimate. */
    public void put(Session s) {
        touchedDuringPoll.add(s.id());
        Session before = sessions.put(s.id(), s);
        if (before == null || !before.nodeName().equals(s.nodeName())) {
            recentStarts.started(s.nodeName(), SegmentKey.of(s));
        }
        view = Moves.withAdded(Moves.withRemoved(view, s.id()), s.nodeName(), s);
        NodeView node = view.node(s.nodeName()).orElse(null);
        if (node != null) {
            view = view.withNode(node.withRecentSegments(recentStarts.snapshot(s.nodeName())));
        }
    }

    /** {@code polled} with every node's prefix-cache estimate attached. */
    public ClusterView withRecentStarts(ClusterView polled) {
        List<NodeView> nodes = polled.nodes().stream()
                .map(n -> n.withRecentSegments(recentStarts.snapshot(n.name()))).toList();
        return new ClusterView(polled.timeMs(), polled.model(), polled.hops(), nodes);
    }

    public void remove(String id) {
        touchedDuringPoll.add(id);
        sessions.remove(id);
        view = Moves.withRemoved(view, id);
    }

    /**
     * Whether the last round read {@code node}'s reply (so its session list is true), whether or not its load is
     * measured yet: the poll's health, not the policies' view.
     */
    public boolean trusted(String node) {
        NodeStatus s = statuses.get(node);
        return s != null && s.health() == NodeHealth.OK;
    }

    /** The nodes whose reply parsed in the last round but whose load is not measured yet. */
    public Set<String> unmeasured() {
        Set<String> out = new LinkedHashSet<>();
        statuses.values().stream().filter(s -> s.health() == NodeHealth.OK && !s.loadMeasured())
                .forEach(s -> out.add(s.name()));
        return out;
    }

    /** Names the nodes the last round could not read, so that "not found" is not taken as certain. */
    public String unreadNote() {
        List<String> unread = view.nodes().stream().filter(n -> !trusted(n.name()))
                .map(n -> n.name() + " " + healthOf(n).name().toLowerCase(java.util.Locale.ROOT)).toList();
        return unread.isEmpty() ? "" : " (could not read: " + String.join(", ", unread) + ")";
    }

    /** The link health the last poll found (the view's may say DEGRADED for a node not measured yet). */
    private NodeHealth healthOf(NodeView n) {
        NodeStatus s = statuses.get(n.name());
        return s == null ? n.health() : s.health();
    }

    ClusterSnapshot snapshot(long nowMs) {
        Map<String, NodeStatus> nodes = new LinkedHashMap<>();
        for (NodeView n : view.nodes()) {
            NodeStatus s = statuses.get(n.name());
            NodeHealth health = healthOf(n);
            LoadSample sample = n.lastSample().orElse(null);
            nodes.put(n.name(), new NodeStatus(n.name(), health, reasonOf(s, health, sample),
                    s == null ? null : s.failure(), s == null ? null : s.hostKeyFingerprint(),
                    n.state(view.model()), n.load(), sample, n.sessionCount()));
        }
        List<Session> live = new ArrayList<>(sessions.values());
        live.sort(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id));
        return new ClusterSnapshot(nowMs, round, view, nodes, live, proposals, recordings, grades);
    }

    private static String reasonOf(NodeStatus s, NodeHealth health, LoadSample sample) {
        if (s != null && s.reason() != null) {
            return s.reason();
        }
        if (s == null) {
            return "not polled yet";
        }
        return health == NodeHealth.OK && sample == null ? NodeStatus.NOT_MEASURED : null;
    }
}
