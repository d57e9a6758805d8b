package org.voddesk.sim;

/**
 * Derives the seed of each run from the sweep's seed, the load and the run index, but not from the policy:
 * every policy at a given load and run index sees the same workload (common random numbers), which is what
 * makes a comparison of policies on few runs meaningful. The mixing is SplitMix64's finaliser, so nearby inputs
 * give unrelated seeds.
 */
public final class RunSeeds {
    private RunSeeds() {
    }

    /** The seed of run {@code runIndex} at {@code load} of a sweep seeded with {@code sweepSeed}. */
    public static long of(long sweepSeed, double load, int runIndex) {
        long h = mix(sweepSeed);
        h = mix(h ^ Double.doubleToLongBits(load));
        return mix(h ^ runIndex);
    }

    /** An independent seed for a named stream of random numbers inside a run (workload, policy, ...). */
    public static long stream(long runSeed, long streamId) {
        return mix(runSeed ^ mix(streamId + 0x9E3779B97F4A7C15L));
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
