package org.voddesk.control.moves;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.control.api.Principal;
import org.voddesk.control.state.Audit;
import org.voddesk.control.state.Events;
import org.voddesk.control.state.LiveSettings;
import org.voddesk.control.state.LoopState;
import org.voddesk.control.state.Publisher;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.store.Store;
import org.voddesk.store.StoreException;

/**
 * Failure-time migration (ALGORITHMS.md §4, §7): when a node turns failed, the open plans that would still move
 * a session from or to it lapse and its recorded sessions are re-homed by the {@link ReHomer}, one plan per orphan
 * (kind re-homing, priority 1). The history reads the same either way: with {@code ReHomingMode.AUTOMATIC} the
 * plan is approved by {@code system} ("re-homing automatic") and run at once, with {@code ReHomingMode.PROPOSE}
 * it waits for a supervisor. A session no node can take ends with the reason
 * ({@code node_failed}), and so does one whose automatic re-homing fails. A retirement ({@link Retirement}) re-homes
 * with the same steps. The re-homing plans of a failed node run
 * concurrently (each in its own order), their SSH calls on the command pool, so the loop goes on meanwhile; a session
 * with a command in flight is left to that command's answer, and re-homed after a later round when the command left it
 * on the failed node ({@link #reHomeStranded}).
 */
public final class FailureHandler {
    private static final Logger LOG = LoggerFactory.getLogger(FailureHandler.class);
    private static final String SYSTEM = Principal.SYSTEM.name();

    private final Store store;
    private final Clock clock;
    private final LoopState loop;
    private final Audit audit;
    private final Events events;
    private final Publisher publisher;
    private final LiveSettings settings;
    private final ReHomer reHomer;
    private final PlanRunner runner;
    private final PlanLapse lapse;

    public FailureHandler(Store store, Clock clock, LoopState loop, Audit audit, Events events, Publisher publisher,
            LiveSettings settings, ReHomer reHomer, PlanRunner runner, PlanLapse lapse) {
        this.store = store;
        this.clock = clock;
        this.loop = loop;
        this.audit = audit;
        this.events = events;
        this.publisher = publisher;
        this.settings = settings;
        this.reHomer = reHomer;
        this.runner = runner;
        this.lapse = lapse;
    }

    public void nodeFailed(String node) {
        expireMovesInvolving(node, node + " failed");
        reHomeOrphans(node);
    }

    /**
     * After a round: the sessions still recorded on a failed node that nothing is about to move or end - no command
     * in flight, no open plan or move - are re-homed like the orphans of {@link #nodeFailed} (or end with the reason
     * when no node can take them). They were left out when their node failed because a command to them was in
     * flight (a user's stop or rate), which then failed; so no session stays recorded on a failed node. A session
     * whose re-homing plan waits for a supervisor is not planned again; one whose plan lapsed or was rejected has
     * ended ({@link #lapsed}).
     */
    public void reHomeStranded() {
        for (NodeView n : loop.view().nodes()) {
            if (n.health() == NodeHealth.FAILED) {
                reHomeOrphans(n.name());
            }
        }
    }

    /** Re-homes (or ends) the sessions on failed {@code node} that no command, move or open plan is about. */
    private void reHomeOrphans(String node) {
        List<Session> orphans = loop.sessionsOn(node).stream().filter(s -> !loop.busy(s.id())).toList();
        if (!orphans.isEmpty()) {
            Set<String> planned;
            try {
                planned = store.moves().open().stream().map(p -> p.draft().sessionId())
                        .collect(Collectors.toSet());
            } catch (StoreException e) {
                LOG.error("the sessions on failed {} wait: the open moves could not be read: {}", node, e.getMessage());
                return;
            }
            orphans = orphans.stream().filter(s -> !planned.contains(s.id())).toList();
        }
        if (orphans.isEmpty()) {
            return;
        }
        ClusterView view = loop.view();
        ReHomingPlan plan = reHomer.plan(view, node, orphans, loop.recordings(), Capacity.of(settings.get()));
        LOG.info("{} failed: {} sessions to re-home, {} without a home", node, plan.moves().size(),
                plan.ended().size());
        for (ReHomingPlan.Ended e : plan.ended()) {
            end(e.session(), e.reason(), SessionEndReason.NODE_FAILED);
        }
        for (ReHomingPlan.Move m : plan.moves()) {
            reHome(node, m, null).thenAccept(r -> {
                if (r.how() != null) {
                    end(m.session(), "re-homing to " + m.target() + " " + r.how() + ": " + r.detail(),
                            SessionEndReason.NODE_FAILED);
                }
                publisher.publish();
            });
        }
        publisher.publish();
    }

    /**
     * Records (and in automatic mode runs) the re-homing of one orphan as one plan: the hand-overs of its RMTS path
     * in the path's order (last hand-over first), then the orphan's move into the freed slot. The plan runs in order
     * and stops at the first failure ({@link PlanRunner}); when the orphan did not get home it ends. In propose mode
     * the plan waits for a supervisor; its order makes the moves run only in that order. The future (loop thread):
     * whether the orphan got home, and if not why; the caller ends it.
     */
    CompletableFuture<ReHomed> reHome(String node, ReHomingPlan.Move m, String approvedBy) {
        long now = clock.millis();
        List<MoveDraft> moves = new ArrayList<>();
        for (ReHomingPlan.Move h : m.makeRoom()) {
            moves.add(draft(h.session().nodeName(), h, now));
        }
        moves.add(draft(node, m, now));
        PlanRecord plan;
        try {
            plan = store.plans().create(new PlanDraft(PlanKind.RE_HOMING, m.reason(), 1,
                    moves.get(0).lambdaBefore(), m.lambdaAfter(), now,
                    now + settings.get().planExpiry().toMillis()),
                    moves);
        } catch (StoreException e) {
            LOG.error("could not record the re-homing of {}: {}", m.session().id(), e.getMessage());
            return CompletableFuture.completedFuture(ReHomed.not("could not be recorded", e.getMessage()));
        }
        plan.moves().forEach(p -> events.moveChanged(p, SYSTEM));
        events.planChanged(plan, PlanStep.PROPOSED, null, SYSTEM, m.reason());
        String automation = approvedBy != null ? approvedBy : PlanAutomation.allows(plan.draft(), settings.get());
        if (automation == null) {
            return CompletableFuture.completedFuture(ReHomed.not(null, null)); // it waits for a supervisor
        }
        CompletableFuture<PlanRecord> ran;
        try {
            ran = runner.approveAndRun(plan.id(), Principal.SYSTEM, "automatic failure re-homing", automation);
        } catch (StoreException e) {
            return CompletableFuture.completedFuture(ReHomed.not("could not be approved", e.getMessage()));
        }
        return ran.handle((r, error) -> error == null ? homed(r) : logged(m, error));
    }

    /**
     * Whether an orphan got home.
     *
     * @param how    what went wrong, to follow "re-homing to TARGET " ("failed", "could not be recorded");
     *               {@code null} when it got home or waits for a supervisor
     * @param detail the move's outcome or the error, when {@code how} is set
     */
    record ReHomed(boolean home, String how, String detail) {
        static ReHomed not(String how, String detail) {
            return new ReHomed(false, how, detail);
        }
    }

    /** Step (loop thread): the orphan's plan has run. */
    private static ReHomed homed(PlanRecord ran) {
        MoveRecord last = ran.moves().get(ran.moves().size() - 1);
        if (last.state() != MoveState.DONE) {
            return ReHomed.not("failed", ran.outcome() == null ? last.outcome() : ran.outcome());
        }
        return new ReHomed(true, null, null);
    }

    /** Its outcome could not be recorded: it is not ended on a guess (the next poll says where it plays). */
    private static ReHomed logged(ReHomingPlan.Move m, Throwable error) {
        LOG.error("the re-homing of {} could not be recorded", m.session().id(), error);
        return ReHomed.not(null, null);
    }

    private MoveDraft draft(String source, ReHomingPlan.Move m, long now) {
        MoveGrounds grounds = new MoveGrounds(source, m.target(), MigrationDraw.CERTAIN,
                SessionSimilarity.UNKNOWN, new LoadForecast(0, m.targetLoadAfter(), m.lambdaBefore(), m.lambdaAfter()),
                m.reason());
        return new MoveDraft(m.session().id(), grounds, now, now + settings.get().planExpiry().toMillis());
    }

    /** A re-homing move that ended without moving (rejected, expired): its orphan ends too. */
    public void orphanAbandoned(MoveRecord p, String why) {
        String source = p.draft().sourceNode();
        Session s = loop.session(p.draft().sessionId());
        boolean sourceDown = loop.view().node(source).map(NodeView::health).orElse(NodeHealth.FAILED)
                == NodeHealth.FAILED;
        if (s != null && s.nodeName().equals(source) && sourceDown) {
            end(s, why, SessionEndReason.NODE_FAILED);
        }
    }

    /** Moves of a plan that lapsed or was rejected (already announced): orphans among them end. */
    public void lapsed(List<MoveRecord> links, String by) {
        for (MoveRecord p : links) {
            String why = p.state() == MoveState.REJECTED ? p.decisionNote() : p.outcome();
            orphanAbandoned(p, "its re-homing move " + p.id() + " lapsed: " + why);
        }
    }

    /** Ends {@code s} ({@code system}'s audit line, a {@code SessionEnded} event) with {@code reason}. */
    void end(Session s, String reason, SessionEndReason as) {
        long now = clock.millis();
        try {
            store.atomically("end session " + s.id(), () -> {
                store.sessions().ended(s.id(), now, as);
                audit.log(now, Principal.SYSTEM, "session.end", "session " + s.id(), reason);
            });
        } catch (StoreException e) {
            LOG.error("could not record the end of session {}: {}", s.id(), e.getMessage());
        }
        loop.remove(s.id());
        events.raise(new ControlEvent.SessionEnded(now, s.id(), s.nodeName(), as, reason));
    }

    /** The open plans with a move still to run that involves the failed node lapse. */
    void expireMovesInvolving(String node, String why) {
        for (PlanRecord p : store.plans().open()) {
            boolean involved = p.moves().stream().anyMatch(m -> !m.state().isFinal()
                    && m.state() != MoveState.EXECUTING
                    && (m.draft().sourceNode().equals(node) || m.draft().targetNode().equals(node)));
            if (involved) {
                try {
                    lapsed(lapse.lapse(p, why), SYSTEM);
                } catch (StoreException e) {
                    LOG.debug("plan {} not expired: {}", p.id(), e.getMessage());
                }
            }
        }
    }
}
