package org.voddesk.node.proc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.voddesk.core.LoadSample;

class UtilisationTest {
    private static final double BORD_1G = 1e9;

    private static ProcSnapshot snap(long t, long total, long idle, long memTotal, long memAvail, long net) {
        return new ProcSnapshot(t, total, idle, memTotal, memAvail, net);
    }

    @Test
    void cpuIsTheBusyShareOfTheJiffiesThatPassed() {
        LoadSample s = Utilisation.between(snap(0, 1000, 800, 100, 50, 0), snap(1000, 1200, 950, 100, 50, 0), BORD_1G)
                .orElseThrow();
        assertThat(s.cpu()).isCloseTo(25.0, within(1e-9));
    }

    @Test
    void memoryIsOneMinusAvailableOverTotalOfTheLaterRead() {
        LoadSample s = Utilisation.between(snap(0, 1000, 800, 100, 90, 0), snap(1000, 1200, 950, 100, 40, 0), BORD_1G)
                .orElseThrow();
        assertThat(s.mem()).isCloseTo(60.0, within(1e-9));
    }

    @Test
    void networkIsBitsPerSecondOverBord() {
        // 12.5 MB in 2 s = 50 Mbit/s of 1 Gbit/s = 5 %
        LoadSample s = Utilisation.between(snap(0, 10, 5, 100, 50, 1_000), snap(2000, 20, 10, 100, 50, 12_501_000),
                BORD_1G).orElseThrow();
        assertThat(s.net()).isCloseTo(5.0, within(1e-9));
    }

    @Test
    void networkAboveBordIsCappedAtHundred() {
        LoadSample s = Utilisation.between(snap(0, 10, 5, 100, 50, 0), snap(1000, 20, 10, 100, 50, 1_000_000_000L),
                BORD_1G).orElseThrow();
        assertThat(s.net()).isEqualTo(100.0);
    }

    @Test
    void counterGoingBackwardsGivesNoSample() {
        assertThat(Utilisation.between(snap(0, 1000, 800, 100, 50, 500), snap(1000, 1200, 950, 100, 50, 100), BORD_1G))
                .isEmpty();
    }

    @Test
    void noTimePassedGivesNoSample() {
        assertThat(Utilisation.between(snap(5, 1000, 800, 100, 50, 0), snap(5, 1200, 950, 100, 50, 0), BORD_1G))
                .isEmpty();
    }

    @Test
    void noJiffiesPassedGivesNoSample() {
        assertThat(Utilisation.between(snap(0, 1000, 800, 100, 50, 0), snap(10, 1000, 800, 100, 50, 0), BORD_1G))
                .isEmpty();
    }

    @Test
    void sampleIsStampedWithTheLaterRead() {
        assertThat(Utilisation.between(snap(0, 1000, 800, 100, 50, 0), snap(777, 1200, 950, 100, 50, 0), BORD_1G)
                .orElseThrow().timeMs()).isEqualTo(777);
    }
}
