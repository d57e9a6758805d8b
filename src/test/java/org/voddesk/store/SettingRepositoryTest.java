package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;

/** The control settings' rows (migration V7). */
class SettingRepositoryTest {
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
    void newDatabaseHasNoSettings() {
        assertThat(store.settings().all()).isEmpty();
    }

    @Test
    void savedSettingsReadBackAfterReopening() {
        store.settings().putAll(Map.of("poll.interval", "2s", "placement.policy", "least-load"), T0, "sue");
        store.close();
        store = Fixtures.open(dir);

        assertThat(store.settings().all()).containsExactly(Map.entry("placement.policy", "least-load"),
                Map.entry("poll.interval", "2s"));
    }

    @Test
    void savingAKeyAgainReplacesItsValue() {
        store.settings().putAll(Map.of("poll.interval", "2s"), T0, "sue");
        store.settings().putAll(Map.of("poll.interval", "7s"), T0 + 1, "bob");

        assertThat(store.settings().all()).containsExactly(Map.entry("poll.interval", "7s"));
    }

    @Test
    void settingsAndTheirAuditLineCommitTogetherOrNotAtAll() {
        assertThatThrownBy(() -> store.atomically("change", () -> {
            store.settings().putAll(Map.of("poll.interval", "2s"), T0, "sue");
            store.audit().append(new AuditEntry(T0, "sue", null, "settings.change", null, "poll.interval: 5s -> 2s"));
            throw new IllegalStateException("crash before commit");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(store.settings().all()).isEmpty();
        assertThat(store.audit().recent(10)).isEmpty();
    }
}
