package org.voddesk.core.whatif;

import java.util.List;

/**
 * How well the replay of the policy in force matches the recorded day, before any other policy is judged by it.
 *
 * <p>{@link #meanLoadError} is the figure the verdict rests on: over every node and hour that both the recorded day
 * and the replay measured, {@code sum |replayed mean - recorded mean| / sum recorded mean} (a weighted mean of the
 * hourly relative errors, so quiet hours with loads near 0 do not dominate it). When it exceeds {@link #FIT_LIMIT}
 * the model does not fit this day well, and the comparison must be read with care.
 *
 * @param policy        the policy in force, replayed
 * @param nodeHours     each node's mean and peak load per hour, recorded against replayed, by node then hour
 * @param hours         {@code lambda} per hour, recorded against replayed
 * @param moves         moves carried out over the day (balance and relief; failure re-homing is not counted)
 * @param plans         plans proposed over the day
 * @param meanLoadError the weighted relative error of the hourly mean node loads (0.1 is 10%); {@code NaN} when no
 *                      node hour was measured on both sides
 * @param fits          whether {@code meanLoadError <= FIT_LIMIT}
 */
public record Calibration(ReplayPolicy policy, List<NodeHourComparison> nodeHours, List<HourComparison> hours,
                          Compared moves, Compared plans, double meanLoadError, boolean fits) {
    /** The largest {@link #meanLoadError} at which the model is said to fit the day: 10%. */
    public static final double FIT_LIMIT = 0.10;

    public Calibration {
        if (policy == null || moves == null || plans == null) {
            throw new IllegalArgumentException("a calibration needs its policy, moves and plans");
        }
        nodeHours = List.copyOf(nodeHours);
        hours = List.copyOf(hours);
    }

    /** Whether an error is within {@link #FIT_LIMIT} ({@code NaN} is not). */
    public static boolean fits(double meanLoadError) {
        return meanLoadError <= FIT_LIMIT;
    }
}
