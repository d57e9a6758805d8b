package org.voddesk.ui.migrations;

import java.util.List;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanState;

/**
 * A row of the open-plans tree: a plan, or one of its moves under it. A decision on a plan row goes to the whole
 * plan, one on a move row to that move alone (ALGORITHMS.md §7).
 */
public sealed interface MigrationRow permits MigrationRow.Plan, MigrationRow.Move {
    /** The plan the row is, or belongs to. */
    long planId();

    /** Its state as the screen writes it ({@code pending}, {@code approved}, {@code done}, ...). */
    String stateWord();

    /**
     * A plan: moves in order, one reason, the predicted cluster {@code lambda} before and after, when it was made
     * and when it lapses.
     *
     * @param priority 1 (most urgent) to 5
     * @param kind     balance, relief or re-homing
     */
    record Plan(long planId, int priority, PlanKind kind, String reason, List<Move> moves, double lambdaBefore,
                double lambdaAfter, long createdAtMs, long expiresAtMs, PlanState state) implements MigrationRow {
        public Plan {
            moves = List.copyOf(moves);
        }

        /** How much the plan lowers {@code lambda} (positive: it balances). */
        public double gain() {
            return lambdaBefore - lambdaAfter;
        }

        @Override
        public String stateWord() {
            return state.word();
        }
    }

    /**
     * One move of a plan: a session from one node to another.
     *
     * @param moveId     the move's number (a decision on the row names it)
     * @param order      1 for the plan's first move
     */
    record Move(long planId, long moveId, int order, String sessionId, String sourceNode, String targetNode,
                double sourceLoadAfter, double targetLoadAfter, MoveState state) implements MigrationRow {
        @Override
        public String stateWord() {
            return state.word();
        }
    }
}
