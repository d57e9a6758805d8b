package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class WorkloadTest {
    private static final int DRAWS = 200_000;
    private final Workload workload = new Workload(LiChenParameters.SPEC, 500, new SplittableRandom(3));

    @Test
    void anActionOpensThreeAndAHalfStreamsOnAverage() {
        assertThat(Workload.meanActionSize()).isCloseTo(3.5, within(1e-12));
    }

    @Test
    void theActionRateKeepsNStreamsBusyOnAverage() {
        assertThat(Workload.actionRatePerSecond(500, 600_000)).isCloseTo(500 / (3.5 * 600), within(1e-12));
    }

    @Test
    void actionGapsAverageTheInverseRate() {
        double sum = 0;
        for (int i = 0; i < DRAWS; i++) {
            sum += workload.nextActionGapMs();
        }
        assertThat(sum / DRAWS).isCloseTo(3.5 * 600 / 500 * 1000, within(30.0));
    }

    @Test
    void actionsAreSingleViewsOrVideoWallsWithTheSpecifiedOdds() {
        int[] count = new int[10];
        for (int i = 0; i < DRAWS; i++) {
            count[workload.actionSize()]++;
        }
        assertThat(count[1] / (double) DRAWS).isCloseTo(0.5, within(0.01));
        assertThat(count[4] / (double) DRAWS).isCloseTo(0.3, within(0.01));
        assertThat(count[9] / (double) DRAWS).isCloseTo(0.2, within(0.01));
        assertThat(count[1] + count[4] + count[9]).isEqualTo(DRAWS);
    }

    @Test
    void watchTimeIsExponentialWithMean600sCappedAt3600s() {
        double sum = 0;
        long max = 0;
        for (int i = 0; i < DRAWS; i++) {
            long w = workload.stream().watchMs();
            sum += w;
            max = Math.max(max, w);
        }
        // E[min(X, 3600 s)] for X ~ Exp(mean 600 s) is 600 s * (1 - e^-6)
        assertThat(sum / DRAWS).isCloseTo(600_000 * (1 - Math.exp(-6)), within(5_000.0));
        assertThat(max).isEqualTo(3_600_000L);
    }

    @Test
    void vcrSwitchesHaveTheSpecifiedOddsAndHappenInTheFirstHalf() {
        int[] byRate = new int[4];
        for (int i = 0; i < DRAWS; i++) {
            StreamDraw d = workload.stream();
            byRate[d.vcrRate() == 2.0 ? 0 : d.vcrRate() == 3.0 ? 1 : d.vcrRate() == 0.5 ? 2 : 3]++;
            assertThat(d.vcrAfterMs()).isBetween(0L, d.watchMs() / 2);
        }
        assertThat(byRate[0] / (double) DRAWS).isCloseTo(0.2, within(0.01));
        assertThat(byRate[1] / (double) DRAWS).isCloseTo(0.1, within(0.01));
        assertThat(byRate[2] / (double) DRAWS).isCloseTo(0.1, within(0.01));
        assertThat(byRate[3] / (double) DRAWS).isCloseTo(0.6, within(0.01));
    }

    @Test
    void camerasAndSegmentsAreUniform() {
        int[] cameras = new int[80];
        int[] segments = new int[5];
        for (int i = 0; i < DRAWS; i++) {
            StreamDraw d = workload.stream();
            cameras[d.camera()]++;
            segments[d.segment()]++;
        }
        for (int c : cameras) {
            assertThat(c / (double) DRAWS).isCloseTo(1 / 80.0, within(0.002));
        }
        for (int s : segments) {
            assertThat(s / (double) DRAWS).isCloseTo(0.2, within(0.01));
        }
    }
}
