package org.voddesk.sim.rmts;

import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * Zipf-like video popularity of ALGORITHMS.md §8.2 (Li, Ni, Wang &amp; Chen 2015 §3.1, theta = 0.271):
 * {@code p_k ~ 1 / k^(1 - theta)} for ranks {@code k = 1..n}; video index {@code k-1} has rank {@code k}.
 */
final class Popularity {
    private final double[] probabilities;
    private final double[] cumulative;

    Popularity(int videos, double theta) {
        probabilities = new double[videos];
        double sum = 0;
        for (int k = 1; k <= videos; k++) {
            probabilities[k - 1] = 1.0 / Math.pow(k, 1 - theta);
            sum += probabilities[k - 1];
        }
        cumulative = new double[videos];
        double c = 0;
        for (int i = 0; i < videos; i++) {
            probabilities[i] /= sum;
            c += probabilities[i];
            cumulative[i] = c;
        }
        cumulative[videos - 1] = 1.0;
    }

    int videos() {
        return probabilities.length;
    }

    /** Probability of video {@code i} (0-based). */
    double probability(int i) {
        return probabilities[i];
    }

    /** A video drawn by popularity. */
    int draw(RandomGenerator random) {
        int i = Arrays.binarySearch(cumulative, random.nextDouble());
        int index = i >= 0 ? i + 1 : -i - 1;
        return Math.min(index, cumulative.length - 1);
    }
}
