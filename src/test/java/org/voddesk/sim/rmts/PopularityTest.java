package org.voddesk.sim.rmts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PopularityTest {
    private final Popularity popularity = new Popularity(200, 0.271);

    @Test
    void probabilitiesSumToOne() {
        double sum = 0;
        for (int i = 0; i < 200; i++) {
            sum += popularity.probability(i);
        }
        assertThat(sum).isCloseTo(1, within(1e-12));
    }

    @Test
    void popularityFallsAsOneOverRankToTheOneMinusTheta() {
        assertThat(popularity.probability(0) / popularity.probability(1)).isCloseTo(Math.pow(2, 0.729),
                within(1e-12));
    }

    @Test
    void drawsFollowThePopularity() {
        SplittableRandom random = new SplittableRandom(1);
        int first = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            first += popularity.draw(random) == 0 ? 1 : 0;
        }
        assertThat((double) first / n).isCloseTo(popularity.probability(0), within(0.003));
    }
}
