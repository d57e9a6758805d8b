package org.voddesk.node.ssh;

import java.time.Duration;

/**
 * Exponential backoff between connect attempts to one node: after the k-th consecutive failure the next
 * attempt waits {@code min(max, base * 2^(k-1))}; a success resets it. Times are monotonic nanoseconds.
 */
final class Backoff {
    private final long baseNanos;
    private final long maxNanos;
    private int failures;
    private long nextAttemptNanos;

    Backoff(Duration base, Duration max) {
        this.baseNanos = base.toNanos();
        this.maxNanos = max.toNanos();
    }

    /** Whether an attempt may be made at {@code now}. */
    boolean mayAttempt(long now) {
        return failures == 0 || now - nextAttemptNanos >= 0;
    }

    /** Records a failed attempt made at {@code now}. */
    void failed(long now) {
        failures++;
        nextAttemptNanos = now + delayNanos(failures);
    }

    void succeeded() {
        failures = 0;
    }

    int failures() {
        return failures;
    }

    /** Time left before the next attempt is allowed. */
    Duration remaining(long now) {
        return Duration.ofNanos(Math.max(0, nextAttemptNanos - now));
    }

    long delayNanos(int failureCount) {
        int shift = Math.min(failureCount - 1, 30);
        return baseNanos > (maxNanos >> shift) ? maxNanos : baseNanos << shift;
    }
}
