package org.voddesk.core.whatif;

/**
 * One row of the comparison: the recorded day, the replay of the policy in force, or the replay of another policy.
 * Figures of a replay are means over its runs.
 *
 * @param policy        the policy (for the recorded row: the one in force)
 * @param kind          what the row is
 * @param latency       startup latency of the accepted requests ({@link StartupLatency#UNKNOWN} for the recorded
 *                      day)
 * @param lambda        {@code lambda} mean and peak over the day
 * @param cacheHitRatio share of accepted requests whose node held the segment prefix, in [0, 1] ({@code NaN} for
 *                      the recorded day)
 * @param actions       moves, plans, refused requests, re-homed sessions
 * @param busiest       the busiest node and its peak load
 */
public record PolicyRow(ReplayPolicy policy, Kind kind, StartupLatency latency, LambdaFigures lambda,
                        double cacheHitRatio, ActionFigures actions, BusiestNode busiest) {
    /** What a row is. */
    public enum Kind {
        /** What really happened, from the database. */
        RECORDED,
        /** The replay of the policy that was in force (the calibrated one). */
        IN_FORCE,
        /** The replay of another policy. */
        ALTERNATIVE
    }

    public PolicyRow {
        if (policy == null || kind == null || latency == null || lambda == null || actions == null
                || busiest == null) {
            throw new IllegalArgumentException("a policy row needs every figure (NaN where not known)");
        }
    }
}
