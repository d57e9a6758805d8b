package org.voddesk.sim.lichen;

import java.util.random.RandomGenerator;

/**
 * The open workload of ALGORITHMS.md §8.1 at a mean of {@code N} concurrent streams: operator actions arrive as
 * a Poisson process; an action opens 1, 4 or 9 streams (probability 0.5, 0.3, 0.2: a single view or a video
 * wall), each of a uniformly random {@code (camera, segment)} from the segment start, watched for an exponential
 * time (mean 600 s, capped at 3600 s), switching speed once (2x 20%, 3x 10%, 0.5x 10%, else staying at 1x) at a
 * uniform moment in the first half of its watch time. The action rate is {@code N / (E[size] * 600 s)}.
 */
final class Workload {
    static final int[] SIZES = {1, 4, 9};
    static final double[] SIZE_PROBABILITIES = {0.5, 0.3, 0.2};
    static final double[] VCR_RATES = {2.0, 3.0, 0.5};
    static final double[] VCR_PROBABILITIES = {0.2, 0.1, 0.1};

    private final LiChenParameters p;
    private final RandomGenerator random;
    private final double actionsPerMs;

    Workload(LiChenParameters p, double meanStreams, RandomGenerator random) {
        if (!(meanStreams > 0)) {
            throw new IllegalArgumentException("the mean number of streams must be positive, got " + meanStreams);
        }
        this.p = p;
        this.random = random;
        this.actionsPerMs = actionRatePerSecond(meanStreams, p.meanWatchMs()) / 1000.0;
    }

    /** {@code E[size] = 0.5*1 + 0.3*4 + 0.2*9 = 3.5} streams per action. */
    static double meanActionSize() {
        double mean = 0;
        for (int i = 0; i < SIZES.length; i++) {
            mean += SIZES[i] * SIZE_PROBABILITIES[i];
        }
        return mean;
    }

    /** {@code N / (E[size] * mean watch time)}, actions per second. */
    static double actionRatePerSecond(double meanStreams, long meanWatchMs) {
        return meanStreams / (meanActionSize() * (meanWatchMs / 1000.0));
    }

    /** Time to the next action, ms (exponential; at least 1 ms so that time always moves). */
    long nextActionGapMs() {
        return Math.max(1, Math.round(exponential(1.0 / actionsPerMs)));
    }

    /** How many streams the next action opens. */
    int actionSize() {
        return SIZES[Math.min(SIZES.length - 1, pick(SIZE_PROBABILITIES))];
    }

    /** One stream's camera, segment, watch time and VCR switch. */
    StreamDraw stream() {
        int camera = random.nextInt(p.cameras());
        int segment = random.nextInt(p.segmentsPerCamera());
        long watch = Math.max(1, Math.min(p.maxWatchMs(), Math.round(exponential(p.meanWatchMs()))));
        int vcr = pick(VCR_PROBABILITIES);
        double rate = vcr < VCR_RATES.length ? VCR_RATES[vcr] : 1.0;
        long at = (long) Math.floor(random.nextDouble() * (watch / 2.0));
        return new StreamDraw(camera, segment, watch, rate, at);
    }

    /** Index drawn with the given probabilities; {@code probabilities.length} for the remaining mass. */
    private int pick(double[] probabilities) {
        double u = random.nextDouble();
        double cumulative = 0;
        for (int i = 0; i < probabilities.length; i++) {
            cumulative += probabilities[i];
            if (u < cumulative) {
                return i;
            }
        }
        return probabilities.length; // only the rounding error of a distribution summing to 1 lands here
    }

    private double exponential(double mean) {
        return -mean * Math.log(1.0 - random.nextDouble());
    }
}
