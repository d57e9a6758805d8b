package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.core.AuditRecord;
import org.voddesk.store.Store;

/** The settings a console starts with: the database's, defaults for missing keys, the old file imported once. */
class StoredSettingsTest {
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;
    private Store store;

    @BeforeEach
    void open() {
        store = Store.open(dir.resolve("voddesk.db"));
    }

    @AfterEach
    void close() {
        store.close();
    }

    private List<AuditRecord> audit(String action) {
        return store.audit().recent(100).stream().filter(a -> a.entry().action().equals(action)).toList();
    }

    @Test
    void emptyDatabaseGivesTheDefaultsAndNoProblem() {
        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(s.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(s.problems()).isEmpty();
    }

    @Test
    void storedSettingsRoundTrip() {
        ControlSettings s = SettingsRules.DEFAULT.withPlacementPolicy("least-load")
                .withIntervals(Duration.ofSeconds(2), Duration.ofMinutes(1))
                .withReHoming(ReHomingMode.PROPOSE, 12);
        store.settings().putAll(SettingsCodec.encode(s), CLOCK.millis(), "sue");

        assertThat(StoredSettings.load(store, CLOCK).settings()).isEqualTo(s);
    }

    @Test
    void badStoredValueIsReportedAndItsDefaultUsedWhileTheOtherKeysApply() {
        store.settings().putAll(Map.of(SettingsCodec.POLL, "soon", SettingsCodec.PLACEMENT, "least-load"),
                CLOCK.millis(), "sue");

        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(s.settings()).isEqualTo(SettingsRules.DEFAULT.withPlacementPolicy("least-load"));
        assertThat(s.problems()).singleElement().satisfies(p -> {
            assertThat(p.key()).isEqualTo("poll.interval");
            assertThat(p.value()).isEqualTo("soon");
            assertThat(p.message()).contains("the database", "poll.interval", "'soon'", "default 5s");
        });
    }

    @Test
    void oldFileIsImportedIntoAnEmptyDatabaseAuditedAsSystem() throws Exception {
        Files.writeString(dir.resolve("control.properties"), "placement.policy=least-load\npoll.interval=2s\n");

        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(s.settings().placementPolicy()).isEqualTo("least-load");
        assertThat(s.settings().pollInterval()).isEqualTo(Duration.ofSeconds(2));
        assertThat(store.settings().all()).containsEntry("placement.policy", "least-load")
                .containsEntry("poll.interval", "2s");
        assertThat(audit("settings.import")).singleElement().satisfies(a -> {
            assertThat(a.entry().user()).isEqualTo("system");
            assertThat(a.entry().detail()).contains("placement.policy: prefix-spread -> least-load",
                    "poll.interval: 5s -> 2s");
        });
    }

    @Test
    void theOldFilesFormerExpiryKeyIsImportedAsPlanExpiry() throws Exception {
        Files.writeString(dir.resolve("control.properties"), "proposal.expiry=2m\n");

        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(s.problems()).isEmpty();
        assertThat(s.settings().planExpiry()).isEqualTo(Duration.ofMinutes(2));
        assertThat(store.settings().all()).containsOnly(Map.entry("plan.expiry", "2m"));
    }

    @Test
    void oldFileIsImportedOnlyOnce() throws Exception {
        Path file = dir.resolve("control.properties");
        Files.writeString(file, "placement.policy=least-load\n");
        StoredSettings.load(store, CLOCK);
        Files.writeString(file, "placement.policy=similarity\n");

        StoredSettings again = StoredSettings.load(store, CLOCK);

        assertThat(again.settings().placementPolicy()).isEqualTo("least-load");
        assertThat(audit("settings.import")).hasSize(1);
    }

    @Test
    void oldFileIsNotImportedWhenTheDatabaseHasSettings() throws Exception {
        store.settings().putAll(Map.of(SettingsCodec.POLL, "3s"), CLOCK.millis(), "sue");
        Files.writeString(dir.resolve("control.properties"), "placement.policy=least-load\n");

        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(s.settings().placementPolicy()).isEqualTo(SettingsRules.DEFAULT.placementPolicy());
        assertThat(audit("settings.import")).isEmpty();
    }

    @Test
    void badKeyOfTheOldFileIsReportedAndNotImported() throws Exception {
        Files.writeString(dir.resolve("control.properties"), "placement.policy=least-load\nmove.hold=forever\n");

        StoredSettings s = StoredSettings.load(store, CLOCK);

        assertThat(store.settings().all()).containsOnlyKeys("placement.policy");
        assertThat(s.problems()).singleElement().satisfies(p -> {
            assertThat(p.key()).isEqualTo("move.hold");
            assertThat(p.message()).contains("control.properties", "'forever'");
        });
    }
}
