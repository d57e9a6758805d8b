package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditEntry;

/** V19 gives the audit log a desk: the lines written before it keep every word and read with no desk. */
class AuditDeskMigrationTest {
    @TempDir
    Path dir;

    @Test
    void linesWrittenBeforeTheDeskColumnReadWithNoDeskAndNewOnesWithTheirs() throws Exception {
        Path file = dir.resolve("voddesk.db");
        Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target("18").load().migrate();
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            st.execute("INSERT INTO audit_log (time_ms, user_name, action, subject, detail)"
                    + " VALUES (" + T0 + ", 'sue', 'move.approve', 'move 12', 'vod-1 is hot')");
        }

        try (Store store = Store.open(file, Fixtures.FAST)) {
            store.audit().append(new AuditEntry(T0 + 1, "sue", "10.20.0.31", "move.reject", "move 13", null));

            assertThat(store.audit().between(T0, T0 + 2)).extracting(r -> r.entry()).containsExactly(
                    new AuditEntry(T0, "sue", null, "move.approve", "move 12", "vod-1 is hot"),
                    new AuditEntry(T0 + 1, "sue", "10.20.0.31", "move.reject", "move 13", null));
        }
    }
}
