package org.voddesk.demo;

import java.util.SplittableRandom;

/**
 * Seeded background noise of a simulated node, constant within each period of {@value #PERIOD_MS} ms and a pure
 * function of (seed, period): the same node at the same time always shows the same noise, whatever the order of
 * the polls. It stands for what a real host does besides streaming: daemons, logging, the SSH polls themselves.
 *
 * @param cpu background CPU jitter, percentage points in [-1, 1]
 * @param mem memory jitter, percentage points in [-0.5, 0.5]
 * @param net background traffic, percent of {@code Bord} in [0.05, 0.3]
 */
record Noise(double cpu, double mem, double net) {
    static final long PERIOD_MS = 5_000;

    /** The noise of the period that holds {@code timeMs}, for a node seeded with {@code seed}. */
    static Noise at(long seed, long timeMs) {
        long period = Math.floorDiv(timeMs, PERIOD_MS);
        SplittableRandom random = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + period);
        return new Noise(random.nextDouble(-1, 1), random.nextDouble(-0.5, 0.5), random.nextDouble(0.05, 0.3));
    }

    /** Start of the next noise period after {@code timeMs}. */
    static long nextPeriodStart(long timeMs) {
        return (Math.floorDiv(timeMs, PERIOD_MS) + 1) * PERIOD_MS;
    }

    /** No noise at all (for tests that check the load model exactly). */
    static final Noise NONE = new Noise(0, 0, 0);
}
