package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;
import java.util.stream.Stream;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * V13 moves the default policy pair: a database that still holds the old default (prefix-affinity + rem) moves to
 * the new one; a pair a supervisor chose is kept whole.
 */
class DefaultPairMigrationTest {
    @TempDir
    Path dir;

    private Map<String, String> migrated(String... rows) throws Exception {
        Path file = dir.resolve("voddesk-" + System.nanoTime() + ".db");
        Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target(lastBefore13()).load().migrate();
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            for (int i = 0; i < rows.length; i += 2) {
                st.execute("INSERT INTO control_setting (key, value, changed_at_ms, changed_by) VALUES ('" + rows[i]
                        + "', '" + rows[i + 1] + "', 1, 'sue')");
            }
        }
        try (Store store = Store.open(file, Fixtures.FAST)) {
            return store.settings().all();
        }
    }

    /** The last migration before V13 (other branches add V10-V12; the test stops before V13 whatever they are). */
    private static String lastBefore13() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("resources", "db", "migration"))) {
            return Integer.toString(files.map(f -> f.getFileName().toString()).filter(n -> n.matches("V\\d+__.*\\.sql"))
                    .mapToInt(n -> Integer.parseInt(n.substring(1, n.indexOf("__")))).filter(v -> v < 13).max()
                    .orElseThrow());
        }
    }

    @Test
    void theOldDefaultPairMovesToTheNewOne() throws Exception {
        assertThat(migrated("placement.policy", "prefix-affinity", "migration.planner", "rem"))
                .containsEntry("placement.policy", "prefix-spread").containsEntry("migration.planner", "gain");
        assertThat(migrated("migration.planner", "rem")).containsEntry("migration.planner", "gain")
                .doesNotContainKey("placement.policy");
    }

    @Test
    void aDatabaseThatNeverStoredThePairReadsTheNewDefaultsWithNoRow() throws Exception {
        assertThat(migrated("poll.interval", "5s")).doesNotContainKeys("placement.policy", "migration.planner");
    }

    @Test
    void aChosenPairIsKeptWhole() throws Exception {
        assertThat(migrated("placement.policy", "least-load", "migration.planner", "rem"))
                .containsEntry("placement.policy", "least-load").containsEntry("migration.planner", "rem");
        assertThat(migrated("placement.policy", "similarity")).containsEntry("placement.policy", "similarity")
                .containsEntry("migration.planner", "rem");
        assertThat(migrated("migration.planner", "balance")).containsEntry("migration.planner", "balance")
                .containsEntry("placement.policy", "prefix-affinity");
    }
}
