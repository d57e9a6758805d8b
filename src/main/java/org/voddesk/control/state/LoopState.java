package org.voddesk.control.state;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadSample;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.RecentStarts;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;

/**
 * The control loop's working state. Touched only on the loop's thread (commands run there too), so it needs no
 * lock; readers see it only through the immutable snapshots {@link #snapshot} makes.
 */
public final class LoopState {
    /** Prefixes a node is assumed to cache (ALGORITHMS.md §8.1 gives 128 per node). */
    static final int PREFIX_CACHE_ESTIMATE = 128;

    private ClusterView view;
    private Map<String, NodeStatus> statuses = new LinkedHashMap<>();
    /** Live sessions as recorded, by id (a failed node's stay until re-homed or ended). */
    private final Map<String, Session> sessions = new LinkedHashMap<>();
    /** Who requested each live session a user placed, by id; copied into a snapshot only after it changed. */
    private final Map<String, String> owners = new HashMap<>();
    private Map<String, String> ownersShown = Map.of();
    private boolean ownersChanged;
    private RecordingIndex recordings = RecordingIndex.EMPTY;
    /**
     * The dispatcher's estimate of each node's segment-prefix cache, from the sessions it saw start there (its
     * own placements, moves, re-homings and sessions discovered on a node); policies such as prefix-affinity
     * read it through {@link NodeView#recentSegments()}.
     */
    private final RecentStarts recentStarts = new RecentStarts(PREFIX_CACHE_ESTIMATE);
    private List<MoveRecord> moves = List.of();
    /** Each graded node's load grade 1-5 (ALGORITHMS.md §6); an unreadable node keeps its last one. */
    private Map<String, Integer> grades = Map.of();
    /** Ids of ended sessions a node still reports (say a failed node that came back): never recorded again. */
    private final Set<String> zombies = new HashSet<>();
    /** Ids of sessions commands changed since the poll in flight (or the last one) began. */
    private final Set<String> touchedDuringPoll = new LinkedHashSet<>();
    /** Sessions a start is in flight for (sent to a node, not answered yet): counted in the view's load. */
    private final Map<String, Session> startsInFlight = new LinkedHashMap<>();
    /** Ids of sessions with a command in flight (start, stop, rate): a second command is refused meanwhile. */
    private final Set<String> commandsInFlight = new LinkedHashSet<>();
    private final StaleCopyBook stale = new StaleCopyBook();
    /** Nodes being retired: they take no new work (not OK in the view) until removed. */
    private final Set<String> retiring = new HashSet<>();
    private final AnswerWaits answerWaits = new AnswerWaits();
    private long round;
    private long lastPlannedMs = Long.MIN_VALUE;

    public LoopState(ClusterView initial, List<Session> recorded) {
        this(initial, recorded, Map.of());
    }

    /** @param owners who requested each recorded session a user placed ({@code SessionRepository.activeOwners}) */
    public LoopState(ClusterView initial, List<Session> recorded, Map<String, String> owners) {
        this.view = initial;
        recorded.forEach(s -> sessions.put(s.id(), s));
        recorded.stream().filter(s -> owners.containsKey(s.id()))
                .forEach(s -> this.owners.put(s.id(), owners.get(s.id())));
        ownersChanged = true;
    }

    // ---- reads

    /** The policies' view: the last poll plus the estimates of the decisions made since. */
    public ClusterView view() {
        return view;
    }

    /** The session {@code id} as recorded, or null. */
    public Session session(String id) {
        return sessions.get(id);
    }

    /** The live sessions as recorded, by id (read-only). */
    public Map<String, Session> sessions() {
        return Collections.unmodifiableMap(sessions);
    }

    /** The last poll's status of {@code node}, or null before its first poll. */
    public NodeStatus status(String node) {
        return statuses.get(node);
    }

    public RecordingIndex recordings() {
        return recordings;
    }

    /** The open moves as last published. */
    public List<MoveRecord> moves() {
        return moves;
    }

    public Map<String, Integer> grades() {
        return grades;
    }

    /** Rounds folded so far (0: the cluster has not been polled yet). */
    public long round() {
        return round;
    }

    /** When planning last ran, epoch ms ({@link Long#MIN_VALUE}: never). */
    public long lastPlannedMs() {
        return lastPlannedMs;
    }

    /** Whether {@code id} ended here while a node still plays it. */
    public boolean isZombie(String id) {
        return zombies.contains(id);
    }

    /** The notes on stale copies (nodes back from failure, copies left by moves, failed stops). */
    public StaleCopyBook stale() {
        return stale;
    }

    /** Whether a copy of {@code id} on {@code node} is stale (its node came back, a move left it): never its place. */
    public boolean knownStale(String node, String id) {
        return stale.knownStale(node, id);
    }

    // ---- a round's fold (loop thread)

    /** A poll round is folded: counts it and takes the nodes' statuses; returns the previous ones. */
    public Map<String, NodeStatus> roundFolded(Map<String, NodeStatus> polled) {
        round++;
        Map<String, NodeStatus> before = statuses;
        statuses = polled;
        return before;
    }

    /**
     * The fold's view: the poll, with the prefix-cache estimates, the sessions commands changed meanwhile and the
     * starts still in flight.
     */
    public void viewPolled(ClusterView polled) {
        ClusterView out = Moves.withoutWork(withCommandsDuringPoll(withRecentStarts(polled)), retiring);
        for (Session s : startsInFlight.values()) {
            out = Moves.withAdded(Moves.withRemoved(out, s.id()), s.nodeName(), s);
        }
        view = out;
    }

    /** A node listed its recordings afresh. */
    public void recordingsRead(String node, List<org.voddesk.core.RecordingSegment> segments) {
        recordings = recordings.with(node, segments);
    }

    /** The reconciler found session {@code s} new on a node, or updated it from a node's copy. */
    public void sessionPolled(Session s) {
        sessions.put(s.id(), s);
    }

    /** The reconciler found session {@code id} lost. */
    public void sessionLostByPoll(String id) {
        sessions.remove(id);
        disowned(id);
    }

    /** {@code id} ended here but a node still plays it: never recorded again. */
    public void zombie(String id) {
        zombies.add(id);
    }

    public void graded(Map<String, Integer> next) {
        grades = next;
    }

    public void planned(long nowMs) {
        lastPlannedMs = nowMs;
    }

    /** The open moves re-read from the store, for the next snapshot. */
    public void movesRead(List<MoveRecord> open) {
        moves = List.copyOf(open);
    }

    // ---- commands' estimates (loop thread)

    /** The node's load estimate after a decision: {@code load} (the policies read it until the next poll). */
    public void estimateLoad(String node, double load) {
        view = view.withLoad(node, load);
    }

    /** A stale copy of {@code id} was stopped on {@code node}: its load estimate leaves that node. */
    public void copyStopped(String node, String id) {
        view = Moves.withRemovedFrom(view, node, id);
    }

    /** Node {@code node} is being retired: no new work goes to it (its sessions are moved off it meanwhile). */
    public void nodeRetiring(String node) {
        retiring.add(node);
        view = Moves.withoutWork(view, retiring);
    }

    /**
     * Node {@code node} left the running cluster (retired): it leaves the view and the statuses at once, so that no
     * command or plan targets it before the next fold. Its sessions must have been re-homed or ended first.
     */
    public void nodeRemoved(String node) {
        view = new ClusterView(view.timeMs(), view.model(), view.hops(),
                view.nodes().stream().filter(n -> !n.name().equals(node)).toList());
        Map<String, NodeStatus> next = new LinkedHashMap<>(statuses);
        next.remove(node);
        statuses = next;
        stale.nodeGone(node);
        retiring.remove(node);
    }

    /** Whether {@code node} is being retired (its sessions are moving off it). */
    public boolean retiring(String node) {
        return retiring.contains(node);
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

    // ---- commands in flight (loop thread)

    /**
     * Marks {@code id} busy with a command sent to a node; false when it already is (a second command is refused
     * until the first is answered).
     */
    public boolean commandSent(String id) {
        return commandsInFlight.add(id);
    }

    /** A start is sent: {@link #commandSent} and its load counted on its node until answered. */
    public boolean startSent(Session pending) {
        if (!commandSent(pending.id())) {
            return false;
        }
        startsInFlight.put(pending.id(), pending);
        view = Moves.withAdded(view, pending.nodeName(), pending);
        return true;
    }

    /** The command of {@code id} was answered (the caller then records what it did). */
    public void commandAnswered(String id) {
        commandsInFlight.remove(id);
        if (startsInFlight.remove(id) != null && !sessions.containsKey(id)) {
            view = Moves.withRemoved(view, id);
        }
        answerWaits.answered(id);
    }

    /** Completes when {@code id}'s command in flight is answered, before it is recorded (at once when none is). */
    public java.util.concurrent.CompletableFuture<Void> whenAnswered(String id) {
        return answerWaits.when(id, busy(id));
    }

    /** Sessions with a command in flight: a poll round must not reconcile them. */
    public Set<String> commandsInFlight() {
        return Collections.unmodifiableSet(commandsInFlight);
    }

    /** Whether {@code id} has a command in flight. */
    public boolean busy(String id) {
        return commandsInFlight.contains(id);
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
    private ClusterView withCommandsDuringPoll(ClusterView polled) {
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
    private ClusterView withRecentStarts(ClusterView polled) {
        List<NodeView> nodes = polled.nodes().stream()
                .map(n -> n.withRecentSegments(recentStarts.snapshot(n.name()))).toList();
        return new ClusterView(polled.timeMs(), polled.model(), polled.hops(), nodes);
    }

    /** Records who requested session {@code id} (a user's playback, just {@link #put}). */
    public void owned(String id, String user) {
        owners.put(id, user);
        ownersChanged = true;
    }

    private void disowned(String id) {
        ownersChanged |= owners.remove(id) != null;
    }

    public void remove(String id) {
        touchedDuringPoll.add(id);
        sessions.remove(id);
        disowned(id);
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
            nodes.put(n.name(), new NodeStatus(n.name(), health, NodeStatus.reasonShown(s, health, sample),
                    s == null ? null : s.failure(), s == null ? null : s.hostKeyFingerprint(),
                    new NodeStatus.Reading(n.state(view.model()), n.load(), sample), n.sessionCount()));
        }
        List<Session> live = new ArrayList<>(sessions.values());
        live.sort(Comparator.comparingLong(Session::startedAtMs).thenComparing(Session::id));
        if (ownersChanged) {
            ownersShown = Map.copyOf(owners);
            ownersChanged = false;
        }
        return new ClusterSnapshot(nowMs, round, view, nodes, new ClusterSnapshot.LiveSessions(live, ownersShown),
                moves, recordings, grades);
    }
}
