package org.voddesk.policy;

import java.util.random.RandomGenerator;

/** A random source that returns the given numbers from {@link #nextDouble()}, then repeats the last one. */
final class FixedDraws implements RandomGenerator {
    private final double[] draws;
    private int next;

    FixedDraws(double... draws) {
        this.draws = draws.clone();
    }

    @Override
    public double nextDouble() {
        return draws[Math.min(next++, draws.length - 1)];
    }

    @Override
    public long nextLong() {
        throw new UnsupportedOperationException("the planner only draws doubles");
    }

    int drawn() {
        return next;
    }
}
