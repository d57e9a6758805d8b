package org.voddesk.policy.overload;

import java.time.Duration;

/**
 * How far a relief search may go before it returns the best plan found with {@link ReliefPlan#searchCut()}
 * set (ALGORITHMS.md §5: bound the search by time and variants).
 *
 * @param maxVariants variants evaluated, over the whole recursion
 * @param maxTime     wall time, read from the injected clock (a fixed clock never cuts)
 */
public record SearchBounds(long maxVariants, Duration maxTime) {
    /** 200 000 variants or 50 ms. */
    public static final SearchBounds DEFAULT = new SearchBounds(200_000, Duration.ofMillis(50));

    public SearchBounds {
        if (maxVariants <= 0 || maxTime == null || maxTime.isNegative() || maxTime.isZero()) {
            throw new IllegalArgumentException("search bounds must be positive, got " + maxVariants + ", " + maxTime);
        }
    }
}
