package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Camera;
import org.voddesk.store.Store;

/** The demo's catalogue is seeded with the named cameras of sample-data/cameras.csv. */
class DemoCamerasTest {
    @TempDir
    Path dir;

    @Test
    void seedsTheEightyNamedCamerasAndKeepsRenamedOnes() {
        try (Store store = Store.open(dir.resolve("demo.db"))) {
            store.cameras().saveAll(List.of(new Camera("cam-001"), new Camera("cam-002", "Gate (renamed)", "gate")));

            DemoStart.seedCameras(store);

            assertThat(store.cameras().all()).hasSize(80);
            assertThat(store.cameras().find("cam-001").orElseThrow().name()).isEqualTo("Harbour Rd / Pier 1 north");
            assertThat(store.cameras().find("cam-001").orElseThrow().site()).isEqualTo("harbour");
            assertThat(store.cameras().find("cam-002").orElseThrow().name()).isEqualTo("Gate (renamed)");
        }
    }
}
