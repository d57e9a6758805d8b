package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.core.StreamSource;

class StreamClassesTest {
    private static final long HOUR = 3_600_000;
    private static final long NOW = 100 * HOUR;

    private static DemoSession at(String id, String camera, long position, double rate) {
        return new DemoSession(id, camera, position, position, NOW, rate, Quality.MAIN, 2_000_000, NOW);
    }

    private static Map<String, StreamSource> classify(DemoSession... sessions) {
        return StreamClasses.classify(List.of(sessions), s -> s.positionAt(NOW), t -> Math.floorDiv(t, HOUR) * HOUR);
    }

    @Test
    void aLoneSessionReadsFromIpsan() {
        assertThat(classify(at("a", "cam-001", 90 * HOUR, 1))).containsEntry("a", StreamSource.IPSAN);
    }

    @Test
    void followerWithinThreeHundredSecondsOfItsLeaderReadsFromMemory() {
        Map<String, StreamSource> c = classify(at("lead", "cam-001", 90 * HOUR + 400_000, 1),
                at("follow", "cam-001", 90 * HOUR + 100_000, 1));

        assertThat(c).containsEntry("lead", StreamSource.IPSAN).containsEntry("follow", StreamSource.MEMORY);
    }

    @Test
    void followerFurtherBehindThanThreeHundredSecondsReadsFromIpsan() {
        Map<String, StreamSource> c = classify(at("lead", "cam-001", 90 * HOUR + 400_000, 1),
                at("follow", "cam-001", 90 * HOUR + 99_000, 1));

        assertThat(c).containsEntry("follow", StreamSource.IPSAN);
    }

    @Test
    void theGapIsWallClockTimeSoAFasterPairMayBeFurtherApartInContent() {
        Map<String, StreamSource> c = classify(at("lead", "cam-001", 90 * HOUR + 700_000, 2),
                at("follow", "cam-001", 90 * HOUR + 100_000, 2));

        assertThat(c).containsEntry("follow", StreamSource.MEMORY);
    }

    @Test
    void sessionsAtDifferentRatesDoNotShareTheCache() {
        Map<String, StreamSource> c = classify(at("lead", "cam-001", 90 * HOUR + 200_000, 1),
                at("follow", "cam-001", 90 * HOUR + 100_000, 2));

        assertThat(c).containsEntry("lead", StreamSource.IPSAN).containsEntry("follow", StreamSource.IPSAN);
    }

    @Test
    void sessionsInDifferentSegmentsOrCamerasDoNotShareTheCache() {
        Map<String, StreamSource> c = classify(at("a", "cam-001", 91 * HOUR + 10_000, 1),
                at("b", "cam-001", 91 * HOUR - 10_000, 1), at("c", "cam-002", 91 * HOUR + 5_000, 1));

        assertThat(c.values()).containsOnly(StreamSource.IPSAN);
    }

    @Test
    void ofTwoSessionsAtOnePositionOneLeads() {
        Map<String, StreamSource> c = classify(at("a", "cam-001", 90 * HOUR, 1), at("b", "cam-001", 90 * HOUR, 1));

        assertThat(c).containsEntry("a", StreamSource.IPSAN).containsEntry("b", StreamSource.MEMORY);
    }
}
