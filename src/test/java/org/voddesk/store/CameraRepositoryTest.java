package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Camera;

class CameraRepositoryTest {
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
    void unknownCamerasAreAddedByIdAndKnownOnesKeepTheirNames() {
        store.cameras().save(new Camera("cam-001", "North gate", "north"));
        List<Camera> added = store.cameras().addUnknown(List.of("cam-001", "cam-new"));
        assertThat(added).containsExactly(new Camera("cam-new"));
        assertThat(store.cameras().find("cam-001")).contains(new Camera("cam-001", "North gate", "north"));
        assertThat(store.cameras().find("cam-new")).contains(new Camera("cam-new"));
    }
}
