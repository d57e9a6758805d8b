package org.voddesk.ui.migrations;

import java.util.List;
import java.util.OptionalInt;
import org.voddesk.core.ProposalState;

/**
 * A row of the pending-plans tree: a plan, or one of its moves under it. A decision on either names the proposal
 * (today every plan is one proposal with one move; with plans, issue 13, a move is decided on its own).
 */
public sealed interface MigrationRow permits MigrationRow.Plan, MigrationRow.Move {
    /** The proposal a decision on this row goes to. */
    long proposalId();

    ProposalState state();

    /**
     * A plan: moves in order, one reason, the predicted cluster {@code lambda} before and after, when it was made
     * and when it lapses.
     *
     * @param priority  1 (low) to 5 (urgent) when the planner gives one; empty for today's single proposals
     * @param dependsOn the plan that must be done first (a link of an RMTS chain), or {@code null}
     */
    record Plan(long proposalId, OptionalInt priority, String reason, List<Move> moves, double lambdaBefore,
                double lambdaAfter, long createdAtMs, long expiresAtMs, ProposalState state, Long dependsOn)
            implements MigrationRow {
        public Plan {
            moves = List.copyOf(moves);
        }

        /** How much the plan lowers {@code lambda} (positive: it balances). */
        public double gain() {
            return lambdaBefore - lambdaAfter;
        }
    }

    /**
     * One move of a plan: a session from one node to another.
     *
     * @param order 1 for the plan's first move
     */
    record Move(long proposalId, int order, String sessionId, String sourceNode, String targetNode,
                double sourceLoadAfter, double targetLoadAfter, ProposalState state) implements MigrationRow {
    }
}
