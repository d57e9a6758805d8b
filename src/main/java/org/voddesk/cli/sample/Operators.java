package org.voddesk.cli.sample;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Quality;

/**
 * The control room's operators over the sample day: playback requests arrive with the room's daily rhythm (quiet at
 * night, a morning review, a busy afternoon), for cameras of skewed popularity (a few cameras draw most requests),
 * from a recorded moment 2 to 20 hours back, at the VCR mix of ALGORITHMS.md §8.1; each plays for an exponential
 * time and is stopped by its operator. Every request and stop goes through {@link Control}, as from the console.
 */
final class Operators {
    private static final double MEAN_WATCH_MIN = 30;

    private final Control control;
    private final List<Principal> operators;
    private final List<String> cameras;
    private final SplittableRandom random;
    private final double[] popularity;
    private final Map<String, Long> stopAt = new HashMap<>();
    private final Map<String, Principal> owner = new HashMap<>();
    private int requests;
    private int refused;

    Operators(Control control, List<Principal> operators, List<String> cameras, SplittableRandom random) {
        this.control = control;
        this.operators = List.copyOf(operators);
        this.cameras = List.copyOf(cameras);
        this.random = random;
        this.popularity = zipf(cameras.size(), 0.9);
    }

    /** Requests per minute at a local hour of the day. */
    static double perMinute(double hour) {
        return 0.8 + 11 * Math.exp(-Math.pow((hour - 14.5) / 2.6, 2)) + 5 * Math.exp(-Math.pow((hour - 9.5) / 1.8, 2));
    }

    /** One poll interval's worth of operators' work at {@code nowMs}: stops that are due, then new requests. */
    void step(long nowMs, double hour, long intervalMs) {
        for (Map.Entry<String, Long> e : List.copyOf(stopAt.entrySet())) {
            if (e.getValue() <= nowMs) {
                stopAt.remove(e.getKey());
                control.stopSession(owner.remove(e.getKey()), e.getKey());
            }
        }
        double expected = perMinute(hour) * intervalMs / 60_000.0;
        int n = poisson(expected);
        for (int i = 0; i < n; i++) {
            request(nowMs);
        }
    }

    private void request(long nowMs) {
        Principal who = operators.get(random.nextInt(operators.size()));
        String camera = cameras.get(draw());
        long begin = nowMs - 2 * 3_600_000L - (long) (random.nextDouble() * 18 * 3_600_000L);
        begin -= begin % 1_000;
        Quality quality = random.nextDouble() < 0.8 ? Quality.MAIN : Quality.SUB;
        requests++;
        CommandResult<PlaybackStarted> r = control.requestPlayback(who, camera, begin, rate(), quality);
        if (!r.ok()) {
            refused++;
            return;
        }
        String id = r.value().session().id();
        owner.put(id, who);
        stopAt.put(id, nowMs + (long) (-Math.log(1 - random.nextDouble()) * MEAN_WATCH_MIN * 60_000));
    }

    /** 60% 1x, 20% 2x, 10% 4x (a quick look through), 10% 0.5x. */
    private double rate() {
        double u = random.nextDouble();
        return u < 0.6 ? 1 : u < 0.8 ? 2 : u < 0.9 ? 4 : 0.5;
    }

    private int draw() {
        double u = random.nextDouble();
        for (int i = 0; i < popularity.length; i++) {
            u -= popularity[i];
            if (u <= 0) {
                return i;
            }
        }
        return popularity.length - 1;
    }

    private int poisson(double mean) {
        double l = Math.exp(-mean);
        double p = 1;
        int k = 0;
        do {
            k++;
            p *= random.nextDouble();
        } while (p > l);
        return k - 1;
    }

    /** Zipf weights of {@code n} ranks with exponent {@code s}, summing to 1 (the most popular first). */
    static double[] zipf(int n, double s) {
        double[] w = new double[n];
        double sum = 0;
        for (int i = 0; i < n; i++) {
            w[i] = 1 / Math.pow(i + 1, s);
            sum += w[i];
        }
        for (int i = 0; i < n; i++) {
            w[i] /= sum;
        }
        return w;
    }

    String totals() {
        List<String> parts = new ArrayList<>();
        parts.add(requests + " requests");
        parts.add(refused + " refused");
        parts.add(stopAt.size() + " still playing");
        return String.join(", ", parts).toLowerCase(Locale.ROOT);
    }
}
