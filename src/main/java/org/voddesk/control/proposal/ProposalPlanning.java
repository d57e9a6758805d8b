package org.voddesk.control.proposal;

import java.util.HashSet;
import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import java.util.random.RandomGenerator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.policy.MigrationPlanner;
import org.voddesk.policy.MigrationProposal;
import org.voddesk.policy.Policies;
import org.voddesk.core.ProposalDraft;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.StoreException;
import org.voddesk.control.Principal;
import org.voddesk.control.state.ControlContext;

/**
 * The planning step (ALGORITHMS.md §3, §7): run the configured migration planner on the current view and record
 * what it proposes as pending proposals, leaving out a move that {@link #admissible} refuses.
 */
public final class ProposalPlanning {
    private static final Logger LOG = LoggerFactory.getLogger(ProposalPlanning.class);

    private final ControlContext ctx;
    private final RandomGenerator random;

    public ProposalPlanning(ControlContext ctx, RandomGenerator random) {
        this.ctx = ctx;
        this.random = random;
    }

    /** One planning pass; returns the proposals recorded. */
    public List<ProposalRecord> run() {
        MigrationPlanner planner = Policies.planner(ctx.settings.migrationPlanner());
        ClusterView view = ctx.loop.view();
        List<MigrationProposal> plan = planner.plan(view, random);
        Set<String> open = new HashSet<>();
        ctx.loop.proposals().forEach(p -> open.add(p.draft().sessionId()));
        long now = ctx.now();
        List<ProposalRecord> made = new java.util.ArrayList<>();
        for (MigrationProposal m : plan) {
            String refusal = admissible(view, m, open, now);
            if (refusal != null) {
                LOG.debug("planner proposal for {} left out: {}", m.session().id(), refusal);
                continue;
            }
            try {
                ProposalRecord p = ctx.store.proposals().create(draft(m, now));
                open.add(m.session().id());
                made.add(p);
                ctx.proposalChanged(p, Principal.SYSTEM.name());
            } catch (StoreException e) {
                LOG.error("could not record a proposal for session {}: {}", m.session().id(), e.getMessage());
            }
        }
        return made;
    }

    /**
     * Why a planned move may not be proposed, or {@code null} when it may: one open proposal per session; the
     * anti-flapping hold (a session that finished moving less than the hold ago stays); both nodes must be OK;
     * the target must list a recording of the camera.
     */
    public String admissible(ClusterView view, MigrationProposal m, Set<String> open, long now) {
        String id = m.session().id();
        if (open.contains(id)) {
            return "session has an open proposal";
        }
        OptionalLong moved = ctx.store.proposals().lastMoveFinishedAt(id);
        if (moved.isPresent() && now - moved.getAsLong() < ctx.settings.moveHold().toMillis()) {
            return "session moved " + (now - moved.getAsLong()) / 1000 + " s ago (hold "
                    + ctx.settings.moveHold().toSeconds() + " s)";
        }
        boolean ok = view.node(m.sourceNode()).map(NodeView::acceptsWork).orElse(false)
                && view.node(m.targetNode()).map(NodeView::acceptsWork).orElse(false);
        if (!ok) {
            return "source or target is not OK";
        }
        if (!ctx.loop.recordings().holds(m.targetNode(), m.session().cameraId())) {
            return m.targetNode() + " lists no recording of " + m.session().cameraId();
        }
        return null;
    }

    /**
     * The stored form of a planned move. A deterministic planner (balance, gain) proposes with {@code p = 1} and draws
     * no number (NaN); it is recorded as the draw 0, which passes {@code p = 1} as such a move always does.
     */
    ProposalDraft draft(MigrationProposal m, long now) {
        double drawn = Double.isNaN(m.drawn()) ? 0.0 : m.drawn();
        return new ProposalDraft(m.session().id(), m.sourceNode(), m.targetNode(), m.probability(), drawn,
                m.sourceSimilarity(), m.targetSimilarity(), m.sourceLoadAfter(), m.targetLoadAfter(),
                m.lambdaBefore(), m.lambdaAfter(), m.reason(), now, now + ctx.settings.proposalExpiry().toMillis());
    }
}
