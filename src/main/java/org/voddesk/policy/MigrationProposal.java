package org.voddesk.policy;

import org.voddesk.core.Session;

/**
 * One proposed move of a session (ALGORITHMS.md §3): what moves where, and the numbers that justified it.
 *
 * @param session          the session to move, as it was in the planned view
 * @param sourceNode       where it runs
 * @param targetNode       where it would run
 * @param probability      the source's migration probability {@code p}
 * @param drawn            the random number drawn against {@code p}
 * @param sourceSimilarity the session's FD to the rest of its source node
 * @param targetSimilarity the session's FD on the target
 * @param sourceLoadAfter  predicted load of the source after the move
 * @param targetLoadAfter  predicted load of the target after the move
 * @param lambdaBefore     predicted cluster {@code lambda} before the move
 * @param lambdaAfter      predicted cluster {@code lambda} after the move
 * @param reason           one sentence for the supervisor
 */
public record MigrationProposal(Session session, String sourceNode, String targetNode, double probability,
                                double drawn, double sourceSimilarity, double targetSimilarity,
                                double sourceLoadAfter, double targetLoadAfter, double lambdaBefore,
                                double lambdaAfter, String reason) {
    public MigrationProposal {
        if (session == null || sourceNode == null || targetNode == null || sourceNode.equals(targetNode)) {
            throw new IllegalArgumentException("a proposal needs a session and two different nodes");
        }
    }

    /** The predicted gain in balance, {@code lambdaBefore - lambdaAfter}. */
    public double lambdaGain() {
        return lambdaBefore - lambdaAfter;
    }
}
