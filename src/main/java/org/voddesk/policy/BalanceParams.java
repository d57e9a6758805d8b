package org.voddesk.policy;

/**
 * Parameters of {@link BalancePlanner}.
 *
 * @param minGap           the planner acts only while the most and least loaded working nodes differ by more than
 *                         this many load points
 * @param maxMoves         at most this many moves per pass
 * @param intervalWindowMs the nodes' interval-cache window ({@link IntervalRule}); only sessions that neither
 *                         lead nor follow another are moved
 */
public record BalanceParams(double minGap, int maxMoves, long intervalWindowMs) {
    public static final BalanceParams DEFAULT = new BalanceParams(3.0, 5, 300_000L);

    public BalanceParams {
        if (!(minGap >= 0) || maxMoves < 1 || intervalWindowMs < 0) {
            throw new IllegalArgumentException("need minGap >= 0, maxMoves >= 1, window >= 0; got " + minGap + ", "
                    + maxMoves + ", " + intervalWindowMs);
        }
    }
}
