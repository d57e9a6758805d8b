package org.voddesk.sim.whatif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.whatif.Calibration;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.ReplayPolicy;

class CalibratorTest {
    private static final ReplayPolicy POLICY = new ReplayPolicy("least-load", null);

    private static LoadProfile profile(double a0, double a1, double b0) {
        return new LoadProfile(List.of(new NodeHourLoad("a", 0, a0, a0 + 5), new NodeHourLoad("a", 1, a1, a1 + 5),
                new NodeHourLoad("b", 0, b0, b0 + 5)), List.of(4.0, 2.0));
    }

    @Test
    void theErrorIsTheSumOfHourlyDifferencesOverTheSumOfRecordedMeans() {
        Calibration c = Calibrator.calibrate(TraceFixtures.DAY, POLICY, profile(40, 20, 40),
                new RecordedActions(10, 0, 4, 3, 3, 0), profile(44, 18, 40), 2.0, 5.0);

        assertThat(c.meanLoadError()).isCloseTo((4.0 + 2.0) / 100.0, within(1e-12));
        assertThat(c.fits()).isTrue();
        assertThat(c.moves().recorded()).isEqualTo(3);
        assertThat(c.moves().replayed()).isEqualTo(2);
        assertThat(c.plans().recorded()).isEqualTo(4);
        assertThat(c.nodeHours()).hasSize(3);
        assertThat(c.hours().get(1).hourStartMs()).isEqualTo(TraceFixtures.DAY.fromMs() + 3_600_000);
    }

    @Test
    void anErrorAboveTenPercentDoesNotFit() {
        Calibration c = Calibrator.calibrate(TraceFixtures.DAY, POLICY, profile(40, 20, 40),
                new RecordedActions(10, 0, 0, 0, 0, 0), profile(50, 25, 40), 0, 0);

        assertThat(c.meanLoadError()).isCloseTo(0.15, within(1e-12));
        assertThat(c.fits()).isFalse();
    }

    @Test
    void hoursOnlyOneSideMeasuredAreLeftOut() {
        Calibration c = Calibrator.calibrate(TraceFixtures.DAY, POLICY, profile(40, Double.NaN, 40),
                new RecordedActions(10, 0, 0, 0, 0, 0), profile(40, 90, 44), 0, 0);

        assertThat(c.meanLoadError()).isCloseTo(4.0 / 80.0, within(1e-12));
    }
}
