package org.voddesk.core;

/**
 * What a move is predicted to do to the loads: of its two nodes after it, and of the cluster's balance.
 *
 * @param sourceLoadAfter predicted load of the source after the move
 * @param targetLoadAfter predicted load of the target after the move
 * @param lambdaBefore    predicted cluster {@code lambda} before the move
 * @param lambdaAfter     predicted cluster {@code lambda} after the move
 */
public record LoadForecast(double sourceLoadAfter, double targetLoadAfter, double lambdaBefore, double lambdaAfter) {
    /** The predicted gain in balance, {@code lambdaBefore - lambdaAfter}. */
    public double lambdaGain() {
        return lambdaBefore - lambdaAfter;
    }
}
