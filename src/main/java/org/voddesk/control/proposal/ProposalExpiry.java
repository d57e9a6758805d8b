package org.voddesk.control.proposal;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.ProposalState;
import org.voddesk.core.Session;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.StoreException;
import org.voddesk.control.Principal;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.ProposalChains;
import org.voddesk.control.state.ControlContext;
import org.voddesk.control.state.Moves;

/**
 * Expiry (ALGORITHMS.md §7): a pending proposal lapses when its time is up, or earlier when the state it was
 * computed on has changed so that its gain is gone ({@link #gainGone}). A re-homing proposal whose time runs out
 * while its source is still down ends its session ({@link FailureHandler#orphanAbandoned}).
 */
public final class ProposalExpiry {
    private static final Logger LOG = LoggerFactory.getLogger(ProposalExpiry.class);

    private final ControlContext ctx;
    private final FailureHandler failures;
    private final ProposalChains chains;

    public ProposalExpiry(ControlContext ctx, FailureHandler failures) {
        this.ctx = ctx;
        this.failures = failures;
        this.chains = new ProposalChains(ctx);
    }

    public void run() {
        long now = ctx.now();
        for (long id : ctx.store.proposals().expireDue(now)) {
            ctx.store.proposals().find(id).ifPresent(p -> expired(p, "its time ran out"));
        }
        List<ProposalRecord> open = ctx.store.proposals().open();
        for (ProposalRecord p : open) {
            if (p.state() != ProposalState.PENDING) {
                continue;
            }
            String why = gainGone(ctx.loop.view(), p, ProposalChains.awaited(p, open));
            if (why != null) {
                try {
                    expired(ctx.store.proposals().expire(p.id(), now, why), why);
                } catch (StoreException e) {
                    LOG.info("proposal {} was not expired: {}", p.id(), e.getMessage());
                }
            }
        }
    }

    private void expired(ProposalRecord p, String why) {
        ctx.audit.log(ctx.now(), Principal.SYSTEM.name(), "proposal.expire", "proposal " + p.id(), why);
        ctx.proposalChanged(p, Principal.SYSTEM.name());
        failures.orphanAbandoned(p, "re-homing proposal " + p.id() + " expired");
        List<ProposalRecord> lapsed = new ArrayList<>();
        try {
            ctx.store.atomically("end the chain after proposal " + p.id(),
                    () -> lapsed.addAll(chains.lapseDependants(p, Principal.SYSTEM.name(), "expired: " + why)));
        } catch (StoreException e) {
            LOG.info("the chain after proposal {} was not ended: {}", p.id(), e.getMessage());
        }
        failures.lapsed(lapsed, Principal.SYSTEM.name());
    }

    /** Whether the view's DEGRADED for {@code node} only means its reply parsed without a measured load. */
    private boolean unmeasured(String node) {
        return ctx.loop.unmeasured().contains(node);
    }

    /**
     * Why a pending proposal no longer pays off on {@code view}, or {@code null} while it does. A re-homing
     * proposal (its source is down) holds while its session is still recorded on the source and the target is OK.
     * A balancing proposal holds while its session still runs on the source, both nodes are OK and the move still
     * lowers lambda on the current loads - unless it is a link of an RMTS chain that a later pending link waits
     * for ({@code awaited}): a hand-over is there to free a slot, not to lower lambda, and holds while its nodes do.
     */
    String gainGone(ClusterView view, ProposalRecord p, boolean awaited) {
        String id = p.draft().sessionId();
        String source = p.draft().sourceNode();
        String target = p.draft().targetNode();
        Session recorded = ctx.loop.session(id);
        if (recorded == null || !recorded.nodeName().equals(source)) {
            return "session " + id + " no longer runs on " + source;
        }
        if (!view.node(target).map(NodeView::acceptsWork).orElse(false)) {
            return "target " + target + (unmeasured(target) ? "'s load is not measured" : " is not OK");
        }
        NodeHealth sourceHealth = view.node(source).map(NodeView::health).orElse(NodeHealth.FAILED);
        if (!sourceHealth.acceptsWork()) {
            if (sourceHealth != NodeHealth.DEGRADED) {
                return null;
            }
            return "source " + source + (unmeasured(source) ? "'s load is not measured" : " is degraded");
        }
        if (awaited) {
            return null;
        }
        Session live = view.session(id).orElse(recorded);
        double gain = Moves.lambdaGain(view, live, target);
        if (!(gain > 0)) {
            return String.format(Locale.ROOT, "the move would no longer lower lambda (change %.2f)", -gain);
        }
        return null;
    }
}
