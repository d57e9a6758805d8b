package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.ResourceMeans;

/** V5 adds the quarter-hour rollups: a database whose samples predate it gets them computed. */
class RollupMigrationTest {
    @TempDir
    Path dir;

    @Test
    void samplesStoredBeforeTheRollupsExistedAreRolledUp() throws Exception {
        Path file = dir.resolve("voddesk.db");
        Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target("4").load().migrate();
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            st.execute("INSERT INTO node (id, name, host, port, user_name, bandwidth_bps, agent_command)"
                    + " VALUES (1, 'vod-1', 'h', 22, 'u', 1e9, 'vodnode')");
            st.execute("INSERT INTO load_sample VALUES (" + T0 + ", 1, 'ok', 10, 20, 30, 40)");
            st.execute("INSERT INTO load_sample VALUES (" + (T0 + 5_000) + ", 1, 'ok', 30, 40, 50, 60)");
            st.execute("INSERT INTO load_sample VALUES (" + (T0 + 10_000) + ", 1, 'unreachable', NULL, NULL, NULL, NULL)");
        }
        try (Store store = Store.open(file, Fixtures.FAST)) {
            assertThat(store.samples().nodeAggregates(T0, T0 + 3_600_000, 3_600_000))
                    .containsExactly(new NodeAggregate("vod-1", T0, 3, 2, new ResourceMeans(20, 30, 40), 50, 60, 1));
        }
    }
}
