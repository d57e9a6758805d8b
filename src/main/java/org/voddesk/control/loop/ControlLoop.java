package org.voddesk.control.loop;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.NodeStatus;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterViews;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.StaleCopies;
import org.voddesk.control.plan.PlanExpiry;
import org.voddesk.control.plan.PlanMaking;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.ClusterState;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeFailure;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.policy.GradeBands;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.CommandIntent;
import org.voddesk.store.NodeSampleRow;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * One round of the control loop (DESIGN.md data flow): poll every node, fold the round into the state, record samples
 * and session changes (one transaction), raise events for what changed, stop stale copies on nodes back from failure,
 * re-home the sessions of nodes that turned failed (and those a failed command left on a failed node), expire
 * plans, plan every planning interval, publish, raise {@link ControlEvent.RoundFinished}. The poll's network
 * I/O runs off the loop thread ({@link #startPoll}); {@link #fold} and everything after it run on the loop's thread
 * only ({@link LoopRounds} keeps rounds from overlapping). A node is trusted (its session list taken as true) when its reply parsed, whether or not its load is
 * measured yet.
 */
public final class ControlLoop {
    private static final Logger LOG = LoggerFactory.getLogger(ControlLoop.class);

    private final Store store;
    private final Clock clock;
    private final LoopState loop;
    private final ClusterState state;
    private final Audit audit;
    private final Events events;
    private final Publisher publisher;
    private final LiveSettings settings;
    private final PollSource polls;
    private final ClusterViews views;
    private final FailureHandler failures;
    private final PlanExpiry expiry;
    private final PlanMaking planning;
    private final StaleCopies stale;
    private final GradeFeedback grades;
    private final HistoryRecovery history;
    private final InterruptedMoves interrupted;
    private final InterruptedCommands interruptedCommands;
    /** The alarm feed and the camera catalogue take each folded round. */
    private final Runnable endOfRound;

    public ControlLoop(Store store, Clock clock, LoopState loop, ClusterState state, Audit audit, Events events,
            Publisher publisher, LiveSettings settings, PollSource polls, ClusterViews views, FailureHandler failures,
                PlanExpiry expiry, PlanMaking planning, StaleCopies stale, Runnable endOfRound) {
        this.store = store;
        this.clock = clock;
        this.loop = loop;
        this.state = state;
        this.audit = audit;
        this.events = events;
        this.publisher = publisher;
        this.settings = settings;
        this.polls = polls;
        this.views = views;
        this.failures = failures;
        this.expiry = expiry;
        this.planning = planning;
        this.stale = stale;
        this.endOfRound = endOfRound;
        this.grades = new GradeFeedback(loop, events, GradeBands.DEFAULT);
        this.history = new HistoryRecovery(store, audit, loop);
        this.interrupted = new InterruptedMoves(store, audit, clock.millis());
        this.interruptedCommands = new InterruptedCommands(store, audit, clock.millis());
    }

    /**
     * Starts a poll (on the loop thread; the nodes are polled on the client's pool). From here until the fold,
     * commands act on the last published state; what they change is noted so the fold does not undo it.
     */
    CompletableFuture<PollRound> startPoll() {
        loop.pollStarted();
        return polls.start();
    }

    /** Polls and folds on the calling thread, which must be the loop's (the loop thread then waits for SSH). */
    void round() {
        fold(startPoll().join());
    }

    /** Folds a finished poll round into the state and runs the rest of the round (loop thread only). */
    void fold(PollRound round) {
        long began = System.nanoTime();
        long now = clock.millis();
        ClusterView polled = views.view(round);
        LoopState s = loop;
        Map<String, NodeStatus> before = s.roundFolded(statuses(round, polled));
        updateRecordings(round);
        SessionReconciler.Changes changes = SessionReconciler.reconcile(polled, s::trusted, s::knownStale,
                s.sessions(), this::endedBefore).without(s.touchedDuringPoll()).without(s.commandsInFlight());
        Optional<HistoryRecovery.Restart> restart = recordRound(round, polled, changes);
        s.viewPolled(polled);
        // a round whose record failed changes no session here either: the next round reconciles them again
        restart.ifPresent(r -> applySessions(changes, now, r));
        List<String> newlyFailed = nodeEvents(before, polled, now);
        grades.update(polled, now);
        stale.sweep();
        publisher.publish();
        for (String node : newlyFailed) {
            stale.nodeFailed(node);
            failures.nodeFailed(node);
        }
        failures.reHomeStranded();
        expiry.run();
        if (planningDue(now)) {
            s.planned(now);
            planning.run();
        }
        publisher.publish();
        endOfRound.run();
        events.raise(new ControlEvent.RoundFinished(clock.millis(), state.snapshot(), System.nanoTime() - began));
    }

    private boolean planningDue(long now) {
        long last = loop.lastPlannedMs();
        return last == Long.MIN_VALUE || now - last >= settings.get().planningInterval().toMillis();
    }

    private void updateRecordings(PollRound round) {
        for (NodePoll p : round.nodes()) {
            if (p.recordingsFresh()) {
                loop.recordingsRead(p.node(), p.recordings());
            }
        }
    }

    /** Whether an id a poll shows unrecorded belongs to a session that already ended here. */
    private boolean endedBefore(String id) {
        if (loop.touchedDuringPoll().contains(id)) {
            return true; // stopped by a command after this poll began: the node had not stopped it yet
        }
        if (loop.isZombie(id)) {
            return true;
        }
        boolean ended = store.sessions().find(id).map(r -> !r.isActive()).orElse(false);
        if (ended) {
            LOG.warn("a node still plays session {}, which ended here; it is not recorded again", id);
            loop.zombie(id);
        }
        return ended;
    }

    /**
     * Samples, cluster figures and session changes of one round, in one transaction.
     *
     * @return what a restart left: the sessions recovered from their start intents, and the missing sessions
     *         recorded as stopped (a stop sent before a restart), not lost; empty when the round could not be
     *         recorded (its session changes are then not applied to the state, which keeps matching the store)
     */
    Optional<HistoryRecovery.Restart> recordRound(PollRound round, ClusterView polled,
                                                  SessionReconciler.Changes changes) {
        Set<String> stopped = new HashSet<>();
        Map<String, CommandIntent> recovered = new HashMap<>();
        InterruptedMoves.Resolved[] moves = {InterruptedMoves.Resolved.NONE};
        List<String> commands = new ArrayList<>();
        Set<String> handled = new HashSet<>();
        changes.discovered().forEach(d -> handled.add(d.id()));
        changes.lost().forEach(l -> handled.add(l.id()));
        List<NodeSampleRow> rows = new ArrayList<>();
        for (NodePoll p : round.nodes()) {
            rows.add(p.load() == null ? NodeSampleRow.unmeasured(p.node(), p.polledAtMs(), p.health())
                    : NodeSampleRow.measured(p.node(), p.health(), p.load(),
                    Math.max(0, polled.model().load(p.load()))));
        }
        ClusterSample cluster = new ClusterSample(polled.timeMs(), polled.lambda(), polled.sigma(),
                polled.sessionCount());
        long now = clock.millis();
        try {
            store.atomically("record poll round " + (loop.round()), () -> {
                changes.discovered().forEach(d -> history.discovered(d, now).ifPresent(i -> recovered.put(d.id(), i)));
                if (!changes.updated().isEmpty()) {
                    for (Session u : changes.updated()) {
                        Session known = loop.session(u.id());
                        if (known != null) {
                            history.rateSeen(known, u, now);
                        }
                    }
                    store.sessions().updateAll(changes.updated());
                }
                for (Session x : changes.lost()) {
                    if (history.missing(x, now) == SessionEndReason.STOPPED) {
                        stopped.add(x.id());
                    }
                }
                moves[0] = interrupted.resolve(polled, loop::trusted, loop::session, now);
                commands.addAll(interruptedCommands.resolve(polled, loop::trusted, loop::session, handled, now));
                store.samples().recordRound(rows, cluster);
            });
            interrupted.recorded(moves[0]);
            interruptedCommands.recorded(commands);
            moves[0].recordedOnTarget().forEach(loop::sessionPolled);
            announce(moves[0]);
        } catch (StoreException e) {
            LOG.error("could not record poll round {}: {}", loop.round(), e.getMessage(), e);
            return Optional.empty();
        }
        return Optional.of(new HistoryRecovery.Restart(recovered, stopped));
    }

    /** Events for the moves a previous process left executing that this round resolved. */
    private void announce(InterruptedMoves.Resolved r) {
        String by = Principal.SYSTEM.name();
        r.moves().forEach(m -> events.moveChanged(m, by));
        for (PlanRecord p : r.plans()) {
            events.planChanged(p, p.state() == PlanState.DONE ? PlanStep.DONE : PlanStep.FAILED, null, by, p.outcome());
        }
    }

    private void applySessions(SessionReconciler.Changes changes, long now, HistoryRecovery.Restart restart) {
        LoopState s = loop;
        for (Session d : changes.discovered()) {
            s.sessionPolled(d);
            events.raise(restart.started(d, now));
        }
        changes.updated().forEach(s::sessionPolled);
        for (Session l : changes.lost()) {
            s.sessionLostByPoll(l.id());
            boolean stopped = restart.stopped().contains(l.id());
            events.raise(new ControlEvent.SessionEnded(now, l.id(), l.nodeName(),
                    stopped ? SessionEndReason.STOPPED : SessionEndReason.LOST, stopped
                    ? "stopped on " + l.nodeName() + " before the console restarted"
                    : l.nodeName() + " no longer reports it"));
        }
    }

    /** The round's statuses of the nodes in the view (a node retired while the round was in flight is left out). */
    private static Map<String, NodeStatus> statuses(PollRound round, ClusterView polled) {
        Map<String, NodeStatus> out = new LinkedHashMap<>();
        for (NodePoll p : round.nodes()) {
            if (polled.node(p.node()).isEmpty()) {
                continue;
            }
            out.put(p.node(), new NodeStatus(p.node(), p.health(), p.reason(), p.failure(), p.hostKeyFingerprint(),
                    new NodeStatus.Reading(null, 0, p.load()), p.sessions().size()));
        }
        return out;
    }

    /**
     * Raises health, state and host-key events against the previous snapshot (before the first round every node
     * counts as OK, so a healthy start raises nothing); returns the nodes that turned failed in this round.
     */
    private List<String> nodeEvents(Map<String, NodeStatus> before, ClusterView polled, long now) {
        List<String> failed = new ArrayList<>();
        ClusterSnapshot previous = state.snapshot();
        for (NodeView n : polled.nodes()) {
            NodeStatus is = loop.status(n.name());
            // The poll's health: a node whose load is not measured yet is OK here (DEGRADED only in the view).
            NodeHealth to = is == null ? n.health() : is.health();
            NodeHealth from = previous.polled() ? previous.node(n.name()).map(NodeStatus::health)
                    .orElse(NodeHealth.OK) : NodeHealth.OK;
            if (from != to) {
                events.raise(new ControlEvent.NodeHealthChanged(now, n.name(), from, to,
                        is == null ? "not polled" : is.reason()));
                if (to == NodeHealth.FAILED) {
                    failed.add(n.name());
                }
            }
            if (previous.polled()) {
                previous.node(n.name()).map(NodeStatus::state).filter(st -> st != n.state(polled.model()))
                        .ifPresent(st -> events.raise(new ControlEvent.NodeStateChanged(now, n.name(), st,
                                n.state(polled.model()))));
            }
            hostKeyAlarm(before.get(n.name()), is, now);
        }
        return failed;
    }

    private void hostKeyAlarm(NodeStatus was, NodeStatus is, long now) {
        if (is == null || is.failure() == null) {
            return;
        }
        boolean alarm = is.failure() == NodeFailure.HOST_KEY_CHANGED
                || is.failure() == NodeFailure.HOST_KEY_UNKNOWN;
        boolean same = was != null && was.failure() == is.failure()
                && Objects.equals(was.hostKeyFingerprint(), is.hostKeyFingerprint());
        if (alarm && !same) {
            events.raise(new ControlEvent.HostKeyAlarm(now, is.name(), is.failure() == NodeFailure.HOST_KEY_CHANGED,
                    is.hostKeyFingerprint(), is.reason()));
        }
    }
}
