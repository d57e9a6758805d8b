package org.voddesk.sim.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

class SimSessionTest {
    private static final long EPOCH = SessionFixtures.RECORDING_EPOCH_MS + 86_400_000L;

    @Test
    void positionAdvancesAtTheRate() {
        SimSession s = SessionFixtures.startedAt(1_000);

        assertThat(s.positionOffsetMs(11_000)).isEqualTo(10_000.0);
    }

    @Test
    void aRateChangeKeepsThePositionAndAppliesFromThen() {
        SimSession s = SessionFixtures.startedAt(0);

        s.changeRate(2.0, 10_000);

        assertThat(s.positionOffsetMs(15_000)).isCloseTo(20_000.0, within(1e-9));
    }

    @Test
    void theViewRecordNamesTheSegmentItsRateAndItsClass() {
        SimSession s = SessionFixtures.of(6, 2, 0);
        s.changeRate(3.0, 0);

        Session r = s.record(4_000, 0, EPOCH, "vod-2");

        assertThat(r.cameraId()).isEqualTo("cam-007");
        assertThat(r.segmentStartMs()).isEqualTo(SessionFixtures.RECORDING_EPOCH_MS + 2 * 3_600_000L);
        assertThat(r.positionMs() - r.beginMs()).isEqualTo(12_000);
        assertThat(r.rate()).isEqualTo(3.0);
        assertThat(r.source()).isEqualTo(StreamSource.IPSAN);
        assertThat(r.nodeName()).isEqualTo("vod-2");
    }

    @Test
    void theViewRecordIsRefreshedAfterAReport() {
        SimSession s = SessionFixtures.startedAt(0);
        Session early = s.record(1_000, 0, EPOCH, "vod-1");

        assertThat(s.record(4_000, 0, EPOCH, "vod-1")).isSameAs(early);
        assertThat(s.record(6_000, 5_000, EPOCH, "vod-1").positionMs() - early.beginMs()).isEqualTo(6_000);
    }
}
