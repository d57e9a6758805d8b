package org.voddesk.sim.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

class LatencyModelTest {
    private final LatencyModel model = new LatencyModel(2000e6, 0.95);

    @Test
    void aCachedPrefixStartsIn50ms() {
        assertThat(model.startupMs(true, 1900e6)).isEqualTo(50.0);
    }

    @Test
    void aMissOnAnIdleIpsanStartsIn420ms() {
        assertThat(model.startupMs(false, 0)).isEqualTo(420.0);
    }

    @Test
    void aMissGrowsWithIpsanUtilisation() {
        assertThat(model.startupMs(false, 1000e6)).isCloseTo(20 + 400 / 0.5, within(1e-9));
    }

    @Test
    void ipsanUtilisationIsCappedAt95Percent() {
        assertThat(model.ipsanUtilisation(5000e6)).isEqualTo(0.95);
        assertThat(model.startupMs(false, 5000e6)).isCloseTo(20 + 400 / 0.05, within(1e-6));
    }
}
