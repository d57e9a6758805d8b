package org.voddesk.policy;

import org.voddesk.core.MoveFigures;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.Session;

/**
 * One proposed move of a session (ALGORITHMS.md §3): the session as the planner saw it, and what moves where with
 * the numbers that justified it (the grounds a stored {@code MoveDraft} keeps).
 *
 * @param session the session to move, as it was in the planned view
 * @param grounds where it runs, where it would run, the draw, the FDs, the predicted loads and the reason
 */
public record MigrationMove(Session session, MoveGrounds grounds) implements MoveFigures {
    public MigrationMove {
        if (session == null || grounds == null) {
            throw new IllegalArgumentException("a move needs a session and two different nodes");
        }
    }
}
