package org.voddesk.policy.overload;

import java.time.Clock;

/**
 * What is left of a search's bounds ({@link SearchBounds}): variants evaluated, search steps (a guard against
 * branches that never reach a variant) and time, read from the injected clock every few thousand steps.
 */
final class SearchBudget {
    private static final long STEPS_PER_VARIANT = 50;
    private static final int CLOCK_EVERY = 4096;

    private final SearchBounds bounds;
    private final Clock clock;
    private final long deadlineMs;
    private long variants;
    private long steps;
    private boolean cut;

    SearchBudget(SearchBounds bounds, Clock clock) {
        this.bounds = bounds;
        this.clock = clock;
        this.deadlineMs = clock.millis() + Math.max(1, bounds.maxTime().toMillis());
    }

    /** Counts one search step; true when the search must stop. */
    boolean step() {
        steps++;
        if (steps > bounds.maxVariants() * STEPS_PER_VARIANT
                || (steps % CLOCK_EVERY == 0 && clock.millis() >= deadlineMs)) {
            cut = true;
        }
        return cut;
    }

    /** Counts one evaluated variant; true when the search must stop. */
    boolean variant() {
        variants++;
        if (variants >= bounds.maxVariants()) {
            cut = true;
        }
        return cut;
    }

    boolean isCut() {
        return cut;
    }

    long variants() {
        return variants;
    }
}
