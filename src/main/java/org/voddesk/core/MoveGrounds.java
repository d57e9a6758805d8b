package org.voddesk.core;

/**
 * What a move of a migration plan moves where and the numbers that justified it (ALGORITHMS.md §3): the part the
 * planner's move and the stored draft share.
 *
 * @param sourceNode where the session runs
 * @param targetNode where it would run
 * @param draw       the source's migration probability and the number drawn against it
 * @param similarity the session's FD on its source and on the target
 * @param forecast   the predicted loads after the move and the cluster's {@code lambda} before and after
 * @param reason     one sentence for the supervisor
 */
public record MoveGrounds(String sourceNode, String targetNode, MigrationDraw draw, SessionSimilarity similarity,
                          LoadForecast forecast, String reason) {
    public MoveGrounds {
        if (sourceNode == null || targetNode == null || sourceNode.equals(targetNode)) {
            throw new IllegalArgumentException("a move needs two different nodes, got " + sourceNode + " and "
                    + targetNode);
        }
        if (draw == null || similarity == null || forecast == null) {
            throw new IllegalArgumentException("a move needs its draw, similarity and forecast");
        }
    }

    /** The same grounds with the draw as it is recorded (no {@code NaN} number drawn). */
    public MoveGrounds recorded() {
        MigrationDraw r = draw.recorded();
        return r == draw ? this : new MoveGrounds(sourceNode, targetNode, r, similarity, forecast, reason);
    }
}
