package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Camera;
import org.voddesk.core.RecordingSegment;

class CameraAndRecordingRepositoryTest {
    private static final long HOUR = 3_600_000;

    @TempDir
    Path dir;
    Store store;

    @BeforeEach
    void open() {
        store = Fixtures.open(dir);
    }

    @AfterEach
    void close() {
        store.close();
    }

    @Test
    void camerasReadBackAsSaved() {
        Camera gate = new Camera("cam-001", "North gate", "north");
        Camera lobby = new Camera("cam-002", "Lobby", null);
        store.cameras().saveAll(List.of(lobby, gate));
        assertThat(store.cameras().all()).containsExactly(gate, lobby);
        assertThat(store.cameras().find("cam-002")).contains(lobby);
    }

    @Test
    void cameraSearchMatchesIdOrNameIgnoringCase() {
        store.cameras().saveAll(List.of(new Camera("cam-001", "North gate", null),
                new Camera("cam-002", "Lobby", null), new Camera("cam-003", "South GATE", null)));
        assertThat(store.cameras().search("gate", 10)).extracting(Camera::id).containsExactly("cam-001", "cam-003");
    }

    @Test
    void cameraSearchTreatsWildcardsLiterally() {
        store.cameras().saveAll(List.of(new Camera("cam-001", "100% lobby", null), new Camera("cam-002", "1000", null)));
        assertThat(store.cameras().search("0%", 10)).extracting(Camera::id).containsExactly("cam-001");
    }

    @Test
    void recordingsReadBackInTimeOrder() {
        RecordingSegment later = new RecordingSegment("cam-1", T0 + HOUR, T0 + 2 * HOUR, 4_000_000);
        RecordingSegment earlier = new RecordingSegment("cam-1", T0, T0 + HOUR, 4_000_000);
        store.recordings().saveAll(List.of(later, earlier));
        assertThat(store.recordings().of("cam-1")).containsExactly(earlier, later);
    }

    @Test
    void aGrowingSegmentIsUpdatedNotDuplicated() {
        store.recordings().saveAll(List.of(new RecordingSegment("cam-1", T0, T0 + 60_000, 4_000_000)));
        RecordingSegment grown = new RecordingSegment("cam-1", T0, T0 + 120_000, 4_000_000);
        store.recordings().saveAll(List.of(grown));
        assertThat(store.recordings().of("cam-1")).containsExactly(grown);
    }

    @Test
    void theSegmentCoveringAnInstantIsFound() {
        RecordingSegment first = new RecordingSegment("cam-1", T0, T0 + HOUR, 4_000_000);
        store.recordings().saveAll(List.of(first, new RecordingSegment("cam-1", T0 + 2 * HOUR, T0 + 3 * HOUR, 1)));
        assertThat(store.recordings().covering("cam-1", T0 + 10)).contains(first);
        assertThat(store.recordings().covering("cam-1", T0 + HOUR + 10)).isEmpty();
        assertThat(store.recordings().covering("cam-1", T0 - 1)).isEmpty();
    }

    @Test
    void aRecordingOfAnUnknownCameraAddsTheCameraById() {
        store.recordings().saveAll(List.of(new RecordingSegment("cam-new", T0, T0 + HOUR, 4_000_000)));
        assertThat(store.cameras().find("cam-new")).contains(new Camera("cam-new"));
    }
}
