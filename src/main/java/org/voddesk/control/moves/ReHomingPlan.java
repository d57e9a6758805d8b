package org.voddesk.control.moves;

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
     * One session to move; its source is the node it plays on ({@code session.nodeName()}).
     *
     * @param lambdaBefore predicted lambda before this move
     * @param lambdaAfter  predicted lambda after it
     * @param targetLoadAfter predicted load of the target after it
     * @param reason       one sentence for the supervisor
     * @param makeRoom     the hand-overs of an RMTS migration path that free a slot on {@code target} first, in the
     *                     order they must run (the path's last hand-over first, so no node exceeds its capacity on
     *                     the way); empty when the target has a free slot
     */
    public record Move(Session session, String target, double targetLoadAfter, double lambdaBefore,
                       double lambdaAfter, String reason, List<Move> makeRoom) {
        public Move {
            makeRoom = List.copyOf(makeRoom);
        }

        /** A direct move: the target has a free slot. */
        public Move(Session session, String target, double targetLoadAfter, double lambdaBefore, double lambdaAfter,
                    String reason) {
            this(session, target, targetLoadAfter, lambdaBefore, lambdaAfter, reason, List.of());
        }
    }

    public record Ended(Session session, String reason) {
    }
}
