package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;

class DemoCatalogueTest {
    private static final long NOW = Instant.parse("2026-11-28T10:20:00Z").toEpochMilli();
    private static final long HOUR = 3_600_000;
    private final DemoCatalogue catalogue = DemoCatalogue.standard();

    @Test
    void standardCatalogueHasEightyCamerasOfTwentyFourHourlySegments() {
        List<RecordingSegment> all = catalogue.recordings(NOW);

        assertThat(catalogue.cameraIds()).hasSize(80).startsWith("cam-001").endsWith("cam-080");
        assertThat(all).hasSize(80 * 24).allSatisfy(r -> assertThat(r.durationMs()).isEqualTo(HOUR));
    }

    @Test
    void recordingsEndAtTheSegmentStillBeingRecorded() {
        long end = Instant.parse("2026-11-28T10:00:00Z").toEpochMilli();

        assertThat(catalogue.recordedEnd(NOW)).isEqualTo(end);
        assertThat(catalogue.recordedStart(NOW)).isEqualTo(end - 24 * HOUR);
        assertThat(catalogue.recordings(NOW)).allSatisfy(r -> assertThat(r.endMs()).isLessThanOrEqualTo(end));
    }

    @Test
    void windowSlidesWithTheClock() {
        long later = NOW + HOUR;

        assertThat(catalogue.recordings(later).get(0).startMs()).isEqualTo(catalogue.recordings(NOW).get(0).startMs() + HOUR);
    }

    @Test
    void segmentAtFindsTheHourHoldingTheTime() {
        long t = Instant.parse("2026-11-28T08:30:00Z").toEpochMilli();

        assertThat(catalogue.segmentAt("cam-007", t, NOW)).get()
                .extracting(RecordingSegment::startMs).isEqualTo(Instant.parse("2026-11-28T08:00:00Z").toEpochMilli());
    }

    @Test
    void segmentAtIsEmptyOutsideTheRecordedWindowOrForUnknownCameras() {
        assertThat(catalogue.segmentAt("cam-007", NOW, NOW)).isEmpty();
        assertThat(catalogue.segmentAt("cam-007", NOW - 25 * HOUR, NOW)).isEmpty();
        assertThat(catalogue.segmentAt("cam-081", NOW - 2 * HOUR, NOW)).isEmpty();
        assertThat(catalogue.segmentAt("cam-7", NOW - 2 * HOUR, NOW)).isEmpty();
    }

    @Test
    void mainAndSubStreamsHaveTheirBitRates() {
        assertThat(catalogue.bitrate(Quality.MAIN)).isEqualTo(2_000_000);
        assertThat(catalogue.bitrate(Quality.SUB)).isEqualTo(512_000);
    }

    @Test
    void retentionMustBeAWholeNumberOfSegments() {
        assertThatThrownBy(() -> new DemoCatalogue(3, Duration.ofHours(1), Duration.ofMinutes(90)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("multiple");
    }
}
