package org.voddesk.core;


/**
 * A migration proposal as the planner made it (the fields of the policy's {@code MigrationProposal},
 * ALGORITHMS.md §3), with when it was made and until when a supervisor may approve it.
 *
 * @param sessionId        the session to move
 * @param sourceNode       where it runs
 * @param targetNode       where it would run
 * @param probability      the source's migration probability {@code p}
 * @param drawn            the random number drawn against {@code p}
 * @param sourceSimilarity the session's FD on its source ({@code NaN} when not computed)
 * @param targetSimilarity the session's FD on the target ({@code NaN} when not computed)
 * @param sourceLoadAfter  predicted load of the source after the move
 * @param targetLoadAfter  predicted load of the target after the move
 * @param lambdaBefore     predicted cluster {@code lambda} before the move
 * @param lambdaAfter      predicted cluster {@code lambda} after the move
 * @param reason           one sentence for the supervisor
 * @param createdAtMs      when it was proposed, epoch ms
 * @param expiresAtMs      when it lapses unless decided, epoch ms
 */
public record ProposalDraft(String sessionId, String sourceNode, String targetNode, double probability, double drawn,
                            double sourceSimilarity, double targetSimilarity, double sourceLoadAfter,
                            double targetLoadAfter, double lambdaBefore, double lambdaAfter, String reason,
                            long createdAtMs, long expiresAtMs) {
    public ProposalDraft {
        Ids.require(sessionId, "session id");
        Ids.require(sourceNode, "source node");
        Ids.require(targetNode, "target node");
        if (sourceNode.equals(targetNode)) {
            throw new IllegalArgumentException("a proposal needs two different nodes, got " + sourceNode + " twice");
        }
        requireFinite(probability, "probability");
        requireFinite(drawn, "drawn number");
        requireFinite(sourceLoadAfter, "source load after");
        requireFinite(targetLoadAfter, "target load after");
        requireFinite(lambdaBefore, "lambda before");
        requireFinite(lambdaAfter, "lambda after");
        if (reason == null || reason.isBlank()) {
            throw new IllegalArgumentException("a proposal needs a reason");
        }
        if (expiresAtMs <= createdAtMs) {
            throw new IllegalArgumentException("a proposal must expire after it is made");
        }
    }

    private static void requireFinite(double value, String what) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException(what + " must be finite, got " + value);
        }
    }
}
