package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.voddesk.store.Fixtures.T0;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;

/** V6 adds move dependencies: moves stored before it depend on nothing and can still be approved. */
class MoveDependencyMigrationTest {
    @TempDir
    Path dir;

    @Test
    void movesStoredBeforeTheDependencyColumnDependOnNothing() throws Exception {
        Path file = dir.resolve("voddesk.db");
        Fixtures.atVersion(file, "5");
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            Fixtures.rawSession(st);
            st.execute("INSERT INTO migration_proposal (session_id, source_node_id, target_node_id, probability,"
                    + " drawn, source_load_after, target_load_after, lambda_before, lambda_after, reason,"
                    + " created_at_ms, expires_at_ms, state_changed_at_ms) VALUES ('s-1', 1, 2, 1, 0, 10, 20, 5, 4,"
                    + " 'balance', " + T0 + ", " + (T0 + 60_000) + ", " + T0 + ")");
        }
        try (Store store = Store.open(file, Fixtures.FAST)) {
            MoveRecord p = store.moves().open().get(0);
            assertThat(p.dependsOn()).isNull();
            assertThat(store.moves().approve(p.id(), "sue", T0 + 1, null).state())
                    .isEqualTo(MoveState.APPROVED);
        }
    }
}
