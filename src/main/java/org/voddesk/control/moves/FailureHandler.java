package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.ProposalState;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.ProposalDraft;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.ProposalStateException;
import org.voddesk.store.StoreException;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.Principal;
import org.voddesk.control.ReHomingMode;
import org.voddesk.control.state.ControlContext;

/**
 * Failure-time migration (ALGORITHMS.md §4, §7): when a node turns failed, its pending proposals lapse and its
 * recorded sessions are re-homed by the {@link ReHomer}. Each move is a proposal either way, so the history reads
 * the same: with {@link ReHomingMode#AUTOMATIC} it is approved by {@code system} and executed at once, with
 * {@link ReHomingMode#PROPOSE} it waits for a supervisor. A session no node can take ends with the reason
 * ({@code node_failed}), and so does one whose automatic re-homing fails.
 */
public final class FailureHandler {
    private static final Logger LOG = LoggerFactory.getLogger(FailureHandler.class);
    private static final String SYSTEM = Principal.SYSTEM.name();

    private final ControlContext ctx;
    private final ReHomer reHomer;
    private final MoveExecution execution;
    private final ProposalChains chains;

    public FailureHandler(ControlContext ctx, ReHomer reHomer, MoveExecution execution) {
        this.ctx = ctx;
        this.reHomer = reHomer;
        this.execution = execution;
        this.chains = new ProposalChains(ctx);
    }

    public void nodeFailed(String node) {
        expireProposalsInvolving(node);
        List<Session> orphans = ctx.loop.sessionsOn(node);
        if (orphans.isEmpty()) {
            return;
        }
        ClusterView view = ctx.loop.view();
        ReHomingPlan plan = reHomer.plan(view, node, orphans, ctx.loop.recordings(), Capacity.of(ctx.settings));
        LOG.info("{} failed: {} sessions to re-home, {} without a home", node, plan.moves().size(),
                plan.ended().size());
        for (ReHomingPlan.Ended e : plan.ended()) {
            end(e.session(), e.reason());
        }
        for (ReHomingPlan.Move m : plan.moves()) {
            reHome(node, m);
        }
        ctx.publish();
    }

    /**
     * Records (and in automatic mode runs) the move of one orphan. The hand-overs of its RMTS path run first, in
     * the plan's order (last hand-over first), each make-before-break; if one fails the orphan's target has no
     * slot for it and the orphan ends. In propose mode every step is left pending as a chain: each proposal
     * depends on the one before it ({@link ProposalChains}), so a supervisor can only approve them in order.
     */
    private void reHome(String node, ReHomingPlan.Move m) {
        Long previous = null;
        for (ReHomingPlan.Move h : m.makeRoom()) {
            ProposalRecord result = propose(h.session().nodeName(), h, previous);
            if (result == null || result.state() == ProposalState.FAILED) {
                // Without the freed slot the target would exceed its capacity: the orphan ends instead.
                end(m.session(), "re-homing to " + m.target() + " failed: the hand-over of " + h.session().id()
                        + " to " + h.target() + " that would have freed a slot "
                        + (result == null ? "could not be recorded" : "failed: " + result.outcome()));
                return;
            }
            previous = result.id();
        }
        ProposalRecord result = propose(node, m, previous);
        if (result != null && result.state() == ProposalState.FAILED) {
            end(m.session(), "re-homing to " + m.target() + " failed: " + result.outcome());
        }
    }

    /**
     * Step: records the move as a proposal that depends on proposal {@code after} ({@code null}: on none); in
     * automatic mode approves it as {@code system} and executes it. Returns its final record in automatic mode,
     * the pending record in propose mode, or {@code null} when it could not be recorded.
     */
    private ProposalRecord propose(String source, ReHomingPlan.Move m, Long after) {
        long now = ctx.now();
        Session s = m.session();
        ProposalRecord p;
        try {
            p = ctx.store.proposals().create(new ProposalDraft(s.id(), source, m.target(), 1, 0, Double.NaN,
                    Double.NaN, 0, m.targetLoadAfter(), m.lambdaBefore(), m.lambdaAfter(), m.reason(), now,
                    now + ctx.settings.proposalExpiry().toMillis()), after);
        } catch (StoreException e) {
            LOG.error("could not record the re-homing of {}: {}", s.id(), e.getMessage());
            return null;
        }
        ctx.proposalChanged(p, SYSTEM);
        if (ctx.settings.reHomingMode() == ReHomingMode.PROPOSE) {
            return p;
        }
        ProposalRecord[] approved = new ProposalRecord[1];
        ctx.store.atomically("approve the re-homing of " + s.id(), () -> {
            approved[0] = ctx.store.proposals().approve(p.id(), SYSTEM, now, "automatic failure re-homing");
            ctx.audit.log(now, SYSTEM, "proposal.approve", "proposal " + p.id(), "automatic failure re-homing");
        });
        ctx.proposalChanged(approved[0], SYSTEM);
        return execution.execute(approved[0], SYSTEM);
    }

    /** A re-homing proposal that ended without moving (rejected, expired): its orphan ends too. */
    public void orphanAbandoned(ProposalRecord p, String why) {
        String source = p.draft().sourceNode();
        Session s = ctx.loop.session(p.draft().sessionId());
        boolean sourceDown = ctx.loop.view().node(source).map(NodeView::health).orElse(NodeHealth.FAILED)
                == NodeHealth.FAILED;
        if (s != null && s.nodeName().equals(source) && sourceDown) {
            end(s, why);
        }
    }

    /** Chain links that lapsed with their predecessor ({@link ProposalChains}): announced; orphans among them end. */
    public void lapsed(List<ProposalRecord> links, String by) {
        for (ProposalRecord p : links) {
            ctx.proposalChanged(p, by);
            String why = p.state() == ProposalState.REJECTED ? p.decisionNote() : p.outcome();
            orphanAbandoned(p, "its re-homing proposal " + p.id() + " lapsed: " + why);
        }
    }

    private void end(Session s, String reason) {
        long now = ctx.now();
        try {
            ctx.store.atomically("end session " + s.id(), () -> {
                ctx.store.sessions().ended(s.id(), now, SessionEndReason.NODE_FAILED);
                ctx.audit.log(now, SYSTEM, "session.end", "session " + s.id(), reason);
            });
        } catch (StoreException e) {
            LOG.error("could not record the end of session {}: {}", s.id(), e.getMessage());
        }
        ctx.loop.remove(s.id());
        ctx.event(new ControlEvent.SessionEnded(now, s.id(), s.nodeName(), SessionEndReason.NODE_FAILED, reason));
    }

    private void expireProposalsInvolving(String node) {
        for (ProposalRecord p : ctx.store.proposals().open()) {
            boolean involved = p.draft().sourceNode().equals(node) || p.draft().targetNode().equals(node);
            if (p.state() == ProposalState.PENDING && involved) {
                List<ProposalRecord> lapsed = new ArrayList<>();
                try {
                    ProposalRecord[] x = new ProposalRecord[1];
                    ctx.store.atomically("expire proposal " + p.id(), () -> {
                        x[0] = ctx.store.proposals().expire(p.id(), ctx.now(), node + " failed");
                        ctx.audit.log(ctx.now(), SYSTEM, "proposal.expire", "proposal " + p.id(), node + " failed");
                        lapsed.addAll(chains.lapseDependants(x[0], SYSTEM, "expired: " + node + " failed"));
                    });
                    ctx.proposalChanged(x[0], SYSTEM);
                } catch (ProposalStateException e) {
                    LOG.debug("proposal {} not expired: {}", p.id(), e.getMessage());
                }
                lapsed(lapsed, SYSTEM);
            }
        }
    }
}
