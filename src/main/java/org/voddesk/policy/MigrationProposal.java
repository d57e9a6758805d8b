package org.voddesk.policy;

import org.voddesk.core.ProposalGrounds;
import org.voddesk.core.Session;

/**
 * One proposed move of a session (ALGORITHMS.md §3): the session as the planner saw it, and what moves where with
 * the numbers that justified it (the grounds a stored {@code ProposalDraft} keeps).
 *
 * @param session the session to move, as it was in the planned view
 * @param grounds where it runs, where it would run, the draw, the FDs, the predicted loads and the reason
 */
public record MigrationProposal(Session session, ProposalGrounds grounds) {
    public MigrationProposal {
        if (session == null || grounds == null) {
            throw new IllegalArgumentException("a proposal needs a session and two different nodes");
        }
    }

    // The grounds' figures, read through: what the planners and the plan compare.

    public String sourceNode() {
        return grounds.sourceNode();
    }

    public String targetNode() {
        return grounds.targetNode();
    }

    public double probability() {
        return grounds.draw().probability();
    }

    public double drawn() {
        return grounds.draw().drawn();
    }

    public double sourceSimilarity() {
        return grounds.similarity().source();
    }

    public double targetSimilarity() {
        return grounds.similarity().target();
    }

    public double sourceLoadAfter() {
        return grounds.forecast().sourceLoadAfter();
    }

    public double targetLoadAfter() {
        return grounds.forecast().targetLoadAfter();
    }

    public double lambdaBefore() {
        return grounds.forecast().lambdaBefore();
    }

    public double lambdaAfter() {
        return grounds.forecast().lambdaAfter();
    }

    public String reason() {
        return grounds.reason();
    }

    /** The predicted gain in balance, {@code lambdaBefore - lambdaAfter}. */
    public double lambdaGain() {
        return grounds.forecast().lambdaGain();
    }
}
