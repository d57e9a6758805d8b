package org.voddesk.control;

import java.util.List;
import org.voddesk.core.Session;

/**
 * What failure-time re-homing decided for the sessions of a failed node.
 *
 * @param moves  sessions that go to another node, in the order they are handled (oldest first)
 * @param ended  sessions no node can take, each with the reason the operator is told
 */
public record ReHomingPlan(List<Move> moves, List<Ended> ended) {
    public ReHomingPlan {
        moves = List.copyOf(moves);
        ended = List.copyOf(ended);
    }

    /**
     * @param lambdaBefore predicted lambda before this move
     * @param lambdaAfter  predicted lambda after it
     * @param targetLoadAfter predicted load of the target after it
     * @param reason       one sentence for the supervisor
     */
    public record Move(Session session, String target, double targetLoadAfter, double lambdaBefore,
                       double lambdaAfter, String reason) {
    }

    public record Ended(Session session, String reason) {
    }
}
