package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;

class DecisionRepositoryTest {
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

    private static final PlaybackRequest REQUEST =
            new PlaybackRequest("cam-7", T0, T0 + 60_000, 2.0, Quality.SUB, 1_000_000, "north");

    @Test
    void aPlacementReadsBackWithItsExplanation() {
        DecisionEntry d = new DecisionEntry(T0, "op", REQUEST, "vod-2", "s-9", "least-load",
                "least-loaded node", "vod-1 load 80 dropped; vod-2 load 20 chosen");
        long id = store.decisions().record(d);
        assertThat(store.decisions().between(T0, T0 + 1)).containsExactly(new DecisionRecord(id, d));
        assertThat(d.placed()).isTrue();
    }

    @Test
    void aRejectionOfAnUnknownCameraIsRecordedToo() {
        PlaybackRequest unknown = new PlaybackRequest("cam-nope", T0, T0, 1.0, Quality.MAIN, 4_000_000, null);
        DecisionEntry d = new DecisionEntry(T0, "op", unknown, null, null, "least-load",
                "every reachable node would be overloaded", "vod-1: 97 > 95");
        long id = store.decisions().record(d);
        assertThat(store.decisions().between(T0, T0 + 1)).containsExactly(new DecisionRecord(id, d));
        assertThat(d.placed()).isFalse();
    }
}
