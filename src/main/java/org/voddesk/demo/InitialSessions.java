package org.voddesk.demo;

import java.time.Clock;
import java.util.List;
import java.util.SplittableRandom;
import org.voddesk.core.Quality;

/**
 * Sessions a demo node is already playing when it starts, so that a console shows some load from the first poll.
 * Seeded: camera uniform, start uniform over the recordings older than two hours (a session at 1x or slower then
 * never reaches the end of the recorded material; faster ones end when they do, as on a real node), rate by the
 * VCR mix of ALGORITHMS.md §8.1 (60% 1x, 20% 2x, 10% 3x, 10% 0.5x), 80% main stream.
 */
final class InitialSessions {
    private static final long TWO_HOURS_MS = 2 * 3_600_000L;

    private InitialSessions() {
    }

    /** Starts {@code count} sessions on {@code node}, ids {@code <node>-bg-<k>}. */
    static void seed(DemoNode node, int count, long seed, Clock clock) {
        SplittableRandom random = new SplittableRandom(seed);
        DemoCatalogue catalogue = node.catalogue();
        List<String> cameras = catalogue.cameraIds();
        long now = clock.millis();
        long from = catalogue.recordedStart(now);
        long to = catalogue.recordedEnd(now) - TWO_HOURS_MS;
        for (int k = 1; k <= count && to > from; k++) {
            String camera = cameras.get(random.nextInt(cameras.size()));
            long begin = random.nextLong(from, to);
            Quality quality = random.nextDouble() < 0.8 ? Quality.MAIN : Quality.SUB;
            node.play(new PlayOrder(node.name() + "-bg-" + k, camera, begin, begin, rate(random), quality));
        }
    }

    /** 60% 1x, 20% 2x, 10% 3x, 10% 0.5x. */
    private static double rate(SplittableRandom random) {
        double u = random.nextDouble();
        if (u < 0.6) {
            return 1;
        }
        if (u < 0.8) {
            return 2;
        }
        return u < 0.9 ? 3 : 0.5;
    }
}
