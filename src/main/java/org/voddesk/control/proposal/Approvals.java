package org.voddesk.control.proposal;

import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.ProposalState;
import org.voddesk.core.ProposalRecord;
import org.voddesk.store.StoreException;
import org.voddesk.control.CommandResult;
import org.voddesk.control.Principal;
import org.voddesk.control.admin.Roles;
import org.voddesk.control.moves.FailureHandler;
import org.voddesk.control.moves.MoveExecution;
import org.voddesk.control.moves.ProposalChains;
import org.voddesk.control.state.ControlContext;

/**
 * A supervisor's decisions on proposals (ALGORITHMS.md §7). The role is checked here, against the user table at
 * the moment of the decision, not only in the UI: an operator (or a disabled or unknown user) is refused and the
 * refusal is audited. An approval and its audit line commit together; then the move is executed.
 */
public final class Approvals {
    private static final Logger LOG = LoggerFactory.getLogger(Approvals.class);

    private final ControlContext ctx;
    private final MoveExecution execution;
    private final FailureHandler failures;
    private final ProposalChains chains;

    public Approvals(ControlContext ctx, MoveExecution execution, FailureHandler failures) {
        this.ctx = ctx;
        this.execution = execution;
        this.failures = failures;
        this.chains = new ProposalChains(ctx);
    }

    public CommandResult<ProposalRecord> approve(Principal user, long id) {
        String refused = refusal(user, "approve", id);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        String waiting = ctx.store.proposals().find(id).map(chains::notYetApprovable).orElse(null);
        if (waiting != null) {
            ctx.audit.log(ctx.now(), user.name(), "proposal.approve.refused", "proposal " + id, waiting);
            return CommandResult.failed("Proposal " + id + " was not approved: " + waiting + ".");
        }
        long now = ctx.now();
        ProposalRecord approved;
        try {
            ProposalRecord[] r = new ProposalRecord[1];
            ctx.store.atomically("approve proposal " + id, () -> {
                r[0] = ctx.store.proposals().approve(id, user.name(), now, null);
                ctx.audit.log(now, user.name(), "proposal.approve", "proposal " + id, null);
            });
            approved = r[0];
        } catch (StoreException e) {
            return CommandResult.failed("Proposal " + id + " was not approved: " + e.getMessage() + ".");
        }
        ctx.proposalChanged(approved, user.name());
        ProposalRecord result = execution.execute(approved, user.name());
        ctx.publish();
        if (result.state() == ProposalState.DONE) {
            return CommandResult.ok("Approved: session " + result.draft().sessionId() + " now plays on "
                    + result.draft().targetNode() + ".", result);
        }
        failures.orphanAbandoned(result, "its re-homing failed: " + result.outcome());
        if (result.state() == ProposalState.FAILED) {
            lapseChainAfter(result, Principal.SYSTEM.name(), "failed: " + result.outcome());
        }
        ctx.publish();
        return CommandResult.failed("Approved, but the move failed: " + result.outcome() + ".", result);
    }

    public CommandResult<ProposalRecord> reject(Principal user, long id, String why) {
        String refused = refusal(user, "reject", id);
        if (refused != null) {
            return CommandResult.failed(refused);
        }
        String note = why == null || why.isBlank() ? null : why.strip();
        long now = ctx.now();
        ProposalRecord rejected;
        List<ProposalRecord> lapsed;
        try {
            ProposalRecord[] r = new ProposalRecord[1];
            List<ProposalRecord> l = new ArrayList<>();
            ctx.store.atomically("reject proposal " + id, () -> {
                r[0] = ctx.store.proposals().reject(id, user.name(), now, note);
                ctx.audit.log(now, user.name(), "proposal.reject", "proposal " + id, note);
                l.addAll(chains.lapseDependants(r[0], user.name(),
                        "was rejected by " + user.name() + (note == null ? "" : ": " + note)));
            });
            rejected = r[0];
            lapsed = l;
        } catch (StoreException e) {
            return CommandResult.failed("Proposal " + id + " was not rejected: " + e.getMessage() + ".");
        }
        ctx.proposalChanged(rejected, user.name());
        failures.orphanAbandoned(rejected, "its re-homing proposal " + id + " was rejected by " + user.name());
        failures.lapsed(lapsed, user.name());
        ctx.publish();
        return CommandResult.ok("Rejected proposal " + id + (lapsed.isEmpty() ? "" : " and the "
                + lapsed.size() + " later link(s) of its chain") + ".", rejected);
    }

    /** A chain link that will not run now: the pending links after it end too, in one transaction. */
    private void lapseChainAfter(ProposalRecord ended, String by, String why) {
        List<ProposalRecord> lapsed = new ArrayList<>();
        try {
            ctx.store.atomically("end the chain after proposal " + ended.id(),
                    () -> lapsed.addAll(chains.lapseDependants(ended, by, why)));
        } catch (StoreException e) {
            // The links stay pending; approving one is refused (its predecessor is not done) until they expire.
            LOG.error("could not end the chain after proposal {}: {}", ended.id(), e.getMessage());
            return;
        }
        failures.lapsed(lapsed, by);
    }

    /** Why {@code user} may not decide proposals now (audited), or {@code null} when they may. */
    private String refusal(Principal user, String verb, long id) {
        String why = Roles.why(ctx, user, true);
        if (why == null) {
            return null;
        }
        ctx.audit.log(ctx.now(), user == null ? "?" : user.name(), "proposal." + verb + ".refused", "proposal " + id, why);
        return "Only a supervisor may " + verb + " migrations (" + why + "). Ask a supervisor.";
    }
}
