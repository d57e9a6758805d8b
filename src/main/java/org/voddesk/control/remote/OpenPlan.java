package org.voddesk.control.remote;

import java.util.List;

/**
 * A migration plan as a control server lists it, with its moves.
 *
 * @param id           its number
 * @param kind         why it was made ({@code PlanKind}'s word)
 * @param priority     1 (most urgent) to 5
 * @param reason       one sentence for the supervisor
 * @param lambdaBefore predicted cluster lambda before the first move
 * @param lambdaAfter  predicted cluster lambda after the last move
 * @param expiresAtMs  when it lapses unless decided, epoch ms
 * @param state        where it is in its life ({@code PlanState}'s word)
 * @param moves        its moves, in order
 */
public record OpenPlan(long id, String kind, int priority, String reason, double lambdaBefore, double lambdaAfter,
                       long expiresAtMs, String state, List<Move> moves) {
    public OpenPlan {
        moves = List.copyOf(moves);
    }

    /**
     * One move of a plan.
     *
     * @param id      its number
     * @param session the session it moves
     * @param source  where the session runs
     * @param target  where it would run
     * @param state   its state ({@code MoveState}'s word)
     */
    public record Move(long id, String session, String source, String target, String state) {
    }
}
