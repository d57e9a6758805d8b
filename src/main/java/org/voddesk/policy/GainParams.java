package org.voddesk.policy;

/**
 * Parameters of {@link GainPlanner}.
 *
 * @param minMoveGain      a move is proposed only when it lowers the predicted {@code lambda} by at least this much
 *                         (load points squared): the gain that is worth disturbing a viewer. The planner's main
 *                         parameter; larger means fewer moves and a less even cluster (docs/benchmarks.md)
 * @param minPlanGain      a round proposes its moves only when together they lower the predicted {@code lambda} by
 *                         at least this much: one approval must be worth a supervisor's attention
 * @param maxMoves         at most this many moves in one plan
 * @param bands            the plan's priority bands; a round whose moves fall short of band 5 proposes nothing
 * @param intervalWindowMs the nodes' interval-cache window ({@link IntervalRule}); only sessions that neither lead
 *                         nor follow another are moved
 * @param triggerLambda    hysteresis: a round plans only when the cluster's {@code lambda} is at least this much
 *                         (0: every round plans), so that a supervisor is asked only when the balance has drifted
 * @param targetLambda     hysteresis: a plan stops adding moves once its predicted {@code lambda} is at most this
 *                         much (0: until no move is worth it); with {@code triggerLambda} it sets the band
 */
public record GainParams(double minMoveGain, double minPlanGain, int maxMoves, PlanBands bands,
                         long intervalWindowMs, double triggerLambda, double targetLambda) {
    /**
     * The console's default (docs/benchmarks.md, "Plans and the default pair"): a move must lower {@code lambda} by
     * 1.5, a plan by 5, at most 10 moves a plan, no hysteresis band.
     */
    public static final GainParams DEFAULT = new GainParams(1.5, 5, 10, PlanBands.DEFAULT, 300_000L, 0, 0);

    public GainParams {
        if (!(minMoveGain > 0) || !Double.isFinite(minMoveGain)) {
            throw new IllegalArgumentException("minimum gain per move must be a positive number, got " + minMoveGain);
        }
        if (!(minPlanGain >= minMoveGain) || !Double.isFinite(minPlanGain)) {
            throw new IllegalArgumentException("minimum gain per plan must be a number >= the minimum gain per move "
                    + minMoveGain + ", got " + minPlanGain);
        }
        if (maxMoves < 1 || maxMoves > 100) {
            throw new IllegalArgumentException("moves per plan must be 1..100, got " + maxMoves);
        }
        if (bands == null) {
            throw new IllegalArgumentException("plan bands are required");
        }
        if (intervalWindowMs < 0) {
            throw new IllegalArgumentException("interval window must be >= 0, got " + intervalWindowMs);
        }
        if (!(targetLambda >= 0) || !(triggerLambda >= targetLambda) || !Double.isFinite(triggerLambda)) {
            throw new IllegalArgumentException("the hysteresis band needs 0 <= target <= trigger lambda, got target "
                    + targetLambda + " and trigger " + triggerLambda);
        }
    }

    /** The same parameters with other gains per move and per plan. */
    public GainParams withGains(double perMove, double perPlan) {
        return new GainParams(perMove, perPlan, maxMoves, bands, intervalWindowMs, triggerLambda, targetLambda);
    }

    public GainParams withMaxMoves(int moves) {
        return new GainParams(minMoveGain, minPlanGain, moves, bands, intervalWindowMs, triggerLambda, targetLambda);
    }

    public GainParams withBands(PlanBands newBands) {
        return new GainParams(minMoveGain, minPlanGain, maxMoves, newBands, intervalWindowMs, triggerLambda,
                targetLambda);
    }

    /** The same parameters with the hysteresis band: plan from {@code trigger} down to {@code target}. */
    public GainParams withBand(double trigger, double target) {
        return new GainParams(minMoveGain, minPlanGain, maxMoves, bands, intervalWindowMs, trigger, target);
    }
}
