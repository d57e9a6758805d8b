package org.voddesk.testing;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/** Waits for a condition with a deadline: the one way our tests wait for something that happens elsewhere. */
public final class Await {
    private Await() {
    }

    /**
     * Returns as soon as {@code condition} holds; fails with {@code what} when it still does not hold after
     * {@code deadline}. Checks every 10 ms, so a fast machine waits little and a busy one still gets the whole
     * deadline.
     */
    public static void until(String what, Duration deadline, BooleanSupplier condition) {
        long end = System.nanoTime() + deadline.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - end > 0) {
                throw new AssertionError("still not true after " + deadline + ": " + what);
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for: " + what, e);
            }
        }
    }
}
