package org.voddesk.core.whatif;

/**
 * One figure as the recorded day had it and as the replay of the policy in force gave it, in the figure's unit.
 *
 * @param recorded what the recorded day had ({@code NaN} when not recorded)
 * @param replayed what the replay gave (mean over runs; {@code NaN} when the replay has none)
 */
public record Compared(double recorded, double replayed) {
    /** {@code replayed - recorded}, in the figure's unit. */
    public double error() {
        return replayed - recorded;
    }

    /**
     * {@code |replayed - recorded| / |recorded|}: 0.1 is 10%; {@code NaN} when either is unknown or the recorded
     * value is 0 and the replayed one is not (0 when both are 0).
     */
    public double relativeError() {
        if (recorded == replayed) {
            return 0;
        }
        return recorded == 0 ? Double.NaN : Math.abs(replayed - recorded) / Math.abs(recorded);
    }
}
