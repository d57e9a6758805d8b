package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.ProposalState;
import org.voddesk.core.ProposalRecord;
import org.voddesk.control.Principal;
import org.voddesk.control.state.ControlContext;

/**
 * The order of an RMTS migration chain (ALGORITHMS.md §4, §7). In propose mode failure re-homing leaves a chain
 * of proposals, each depending on the one before it ({@link ProposalRecord#dependsOn()}): the path's hand-overs
 * (last first) and then the orphan's move into the freed slot. Executed out of order a link would overload a node
 * or fail, so a link is approved only once its predecessor is done ({@link #notYetApprovable}), and a link whose
 * predecessor ended without running (rejected, expired, failed) ends the same way ({@link #lapseDependants}).
 */
public final class ProposalChains {
    private static final String SYSTEM = Principal.SYSTEM.name();

    private final ControlContext ctx;

    public ProposalChains(ControlContext ctx) {
        this.ctx = ctx;
    }

    /**
     * Step: why pending proposal {@code p} may not be approved yet - its predecessor has not been executed - in a
     * sentence that says what to do; {@code null} when it may (no predecessor, or the predecessor is done).
     */
    public String notYetApprovable(ProposalRecord p) {
        if (p.dependsOn() == null || p.state() != ProposalState.PENDING) {
            return null;
        }
        ProposalRecord before = ctx.store.proposals().find(p.dependsOn()).orElse(null);
        if (before == null || before.state() == ProposalState.DONE) {
            return null;
        }
        String link = "it depends on proposal " + before.id() + " (move "
                + before.draft().sessionId() + " from " + before.draft().sourceNode() + " to "
                + before.draft().targetNode() + "), which is " + before.state().word();
        return switch (before.state()) {
            case PENDING -> link + ": approve proposal " + before.id() + " first";
            case APPROVED, EXECUTING -> link + ": wait until it is done";
            default -> link + ", so this move can no longer run";
        };
    }

    /**
     * Step: ends the pending later links of {@code ended}'s chain because {@code ended} will never run. When it
     * was rejected they are rejected by the same user, otherwise (expired, failed) they expire; {@code why} says
     * what happened to it and is kept with each link, and each is audited. Call it inside the transaction that
     * ended {@code ended} (or right after it); returns the links it ended, for events and orphan handling.
     */
    public List<ProposalRecord> lapseDependants(ProposalRecord ended, String by, String why) {
        List<ProposalRecord> lapsed = new ArrayList<>();
        long now = ctx.now();
        for (ProposalRecord d : ctx.store.proposals().dependants(ended.id())) {
            if (d.state() != ProposalState.PENDING) {
                continue;
            }
            String note = "proposal " + ended.id() + ", which this one depends on, " + why;
            if (ended.state() == ProposalState.REJECTED) {
                lapsed.add(ctx.store.proposals().reject(d.id(), by, now, note));
                ctx.audit.log(now, by, "proposal.reject", "proposal " + d.id(), note);
            } else {
                lapsed.add(ctx.store.proposals().expire(d.id(), now, note));
                ctx.audit.log(now, SYSTEM, "proposal.expire", "proposal " + d.id(), note);
            }
        }
        return lapsed;
    }

    /** Whether some pending proposal waits for {@code p}: then {@code p} is a chain link, kept while needed. */
    public static boolean awaited(ProposalRecord p, List<ProposalRecord> open) {
        return open.stream().anyMatch(o -> o.state() == ProposalState.PENDING && Long.valueOf(p.id())
                .equals(o.dependsOn()));
    }
}
