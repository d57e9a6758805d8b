package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.voddesk.store.Fixtures.T0;
import static org.voddesk.store.Fixtures.longQuery;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;

/**
 * V18 renames the table of a plan's moves to {@code plan_move} (its indexes and triggers to {@code move_*}) and the
 * setting {@code proposal.expiry} to {@code plan.expiry}, keeping every row; the append-only audit log keeps its
 * older action words.
 */
class PlanMoveMigrationTest {
    /** The sample history as the previous release committed it, at V17 (sample-data/sample-history.db then). */
    private static final String SAMPLE_AT_V17 = "sample-history-v17.db.gz";

    @TempDir
    Path dir;

    @Test
    void theSampleHistoryKeepsEveryRowAndItsMovesReadBackAsTheyWere() throws Exception {
        Path file = dir.resolve("sample.db");
        try (InputStream in = new GZIPInputStream(getClass().getResourceAsStream(SAMPLE_AT_V17))) {
            Files.copy(in, file);
        }
        Map<String, Long> rowsBefore;
        List<long[]> movesBefore = new ArrayList<>();
        List<String> statesBefore = new ArrayList<>();
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            assertThat(longQuery(c, "SELECT max(CAST(version AS INTEGER)) FROM flyway_schema_history")).isEqualTo(17);
            rowsBefore = rowCounts(c);
            try (ResultSet rs = st.executeQuery("SELECT id, plan_id, plan_position, state FROM migration_proposal"
                    + " ORDER BY id")) {
                while (rs.next()) {
                    movesBefore.add(new long[] {rs.getLong(1), rs.getLong(2), rs.getLong(3)});
                    statesBefore.add(rs.getString(4));
                }
            }
        }
        assertThat(movesBefore).hasSizeGreaterThan(100);
        int pending = Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").load().info().pending().length; // V18 and every one after it

        try (Store store = Store.open(file, Fixtures.FAST)) {
            for (int i = 0; i < movesBefore.size(); i++) {
                long[] m = movesBefore.get(i);
                MoveRecord move = store.moves().find(m[0]).orElseThrow();
                assertThat(move.state().word()).as("state of move %d", m[0]).isEqualTo(statesBefore.get(i));
                PlanRecord plan = store.plans().ofMove(m[0]).orElseThrow();
                assertThat(plan.id()).as("plan of move %d", m[0]).isEqualTo(m[1]);
                assertThat(plan.moves().get((int) m[2] - 1).id()).isEqualTo(m[0]);
            }
            assertThat(store.integrityCheck()).containsExactly("ok");
        }

        try (Connection c = Fixtures.raw(file)) {
            Map<String, Long> rowsAfter = rowCounts(c);
            Map<String, Long> expected = new LinkedHashMap<>(rowsBefore);
            expected.put("plan_move", expected.remove("migration_proposal"));
            expected.merge("flyway_schema_history", (long) pending, Long::sum);
            assertThat(rowsAfter).isEqualTo(expected);
            assertRenamed(c);
        }
    }

    @Test
    void aPreviousReleasesDatabaseKeepsItsPlansMovesSettingAndAuditLines() throws Exception {
        Path file = dir.resolve("voddesk.db");
        Fixtures.atVersion(file, "17");
        try (Connection c = Fixtures.raw(file); Statement st = c.createStatement()) {
            Fixtures.rawSession(st);
            st.execute("INSERT INTO migration_plan (id, kind, reason, priority, lambda_before, lambda_after,"
                    + " created_at_ms, expires_at_ms, state, state_changed_at_ms, decided_by, decided_at_ms)"
                    + " VALUES (7, 'balance', 'two moves', 3, 10, 5, " + T0 + ", " + (T0 + 60_000) + ", 'approved', "
                    + (T0 + 5) + ", 'sue', " + (T0 + 5) + ")");
            String columns = "INSERT INTO migration_proposal (id, session_id, source_node_id, target_node_id,"
                    + " probability, drawn, source_load_after, target_load_after, lambda_before, lambda_after, reason,"
                    + " created_at_ms, expires_at_ms, state_changed_at_ms, depends_on_id, plan_id, plan_position)"
                    + " VALUES ";
            st.execute(columns + "(40, 's-1', 1, 2, 1, 0, 10, 20, 10, 7, 'first', " + T0 + ", " + (T0 + 60_000)
                    + ", " + T0 + ", NULL, 7, 1)");
            st.execute(columns + "(41, 's-1', 2, 1, 1, 0, 10, 20, 7, 5, 'second', " + T0 + ", " + (T0 + 60_000)
                    + ", " + T0 + ", 40, 7, 2)");
            st.execute("UPDATE migration_proposal SET state = 'approved', decided_by = 'sue' WHERE id = 40");
            st.execute("UPDATE migration_proposal SET state = 'executing' WHERE id = 40");
            st.execute("UPDATE migration_proposal SET state = 'done', finished_at_ms = " + (T0 + 9)
                    + ", outcome = 'moved' WHERE id = 40");
            st.execute("INSERT INTO control_setting (key, value, changed_at_ms, changed_by) VALUES"
                    + " ('proposal.expiry', '2m', " + T0 + ", 'sue'), ('move.hold', '20m', " + T0 + ", 'sue')");
            st.execute("INSERT INTO audit_log (time_ms, user_name, action, subject, detail) VALUES (" + T0
                    + ", 'sue', 'proposal.approve', 'proposal 40', 'plan 7')");
        }

        try (Store store = Store.open(file, Fixtures.FAST)) {
            PlanRecord plan = store.plans().find(7).orElseThrow();
            assertThat(plan.decidedBy()).isEqualTo("sue");
            assertThat(plan.moves()).extracting(MoveRecord::id).containsExactly(40L, 41L);
            MoveRecord done = store.moves().find(40).orElseThrow();
            assertThat(done.state()).isEqualTo(MoveState.DONE);
            assertThat(done.outcome()).isEqualTo("moved");
            assertThat(store.moves().find(41).orElseThrow().dependsOn()).isEqualTo(40L);
            assertThat(store.moves().open()).extracting(MoveRecord::id).containsExactly(41L);
            assertThat(store.settings().all()).containsOnly(Map.entry("plan.expiry", "2m"),
                    Map.entry("move.hold", "20m"));
            List<AuditRecord> audit = store.audit().recent(10);
            assertThat(audit).singleElement().satisfies(a -> {
                assertThat(a.entry().action()).isEqualTo("move.approve");
                assertThat(a.entry().subject()).isEqualTo("move 40");
            });
            // numbering goes on after the kept rows, and the renamed table's guards still hold
            assertThat(store.moves().create(Fixtures.draft("s-1", "vod-1", "vod-2", T0, T0 + 60_000)).id())
                    .isEqualTo(42);
            assertThatThrownBy(() -> store.db().write("raw update", Durability.FULL, c -> {
                try (Statement st = c.createStatement()) {
                    return st.executeUpdate("UPDATE plan_move SET depends_on_id = NULL WHERE id = 41");
                }
            })).isInstanceOf(StoreException.class).hasMessageContaining("the move a move depends on cannot be changed");
            assertThat(store.integrityCheck()).containsExactly("ok");
        }
        try (Connection c = Fixtures.raw(file)) {
            assertThat(longQuery(c, "SELECT count(*) FROM audit_log WHERE action = 'proposal.approve'"))
                    .as("the audit line as it was written").isEqualTo(1);
            assertRenamed(c);
        }
    }

    /** Nothing is named for proposals any more, and the table's own foreign key names the new table. */
    private static void assertRenamed(Connection c) throws SQLException {
        assertThat(names(c, "SELECT name FROM sqlite_schema WHERE name LIKE '%proposal%' OR sql LIKE '%proposal%'"))
                .isEmpty();
        assertThat(names(c, "SELECT name FROM sqlite_schema WHERE tbl_name = 'plan_move' AND type <> 'table'"))
                .containsExactlyInAnyOrder("sqlite_autoindex_plan_move_1", "move_open", "move_created",
                        "move_session", "move_depends_on", "move_history", "move_legal_transition",
                        "move_dependency_fixed", "move_plan_fixed");
        assertThat(names(c, "SELECT \"table\" FROM pragma_foreign_key_list('plan_move') WHERE \"from\" = 'depends_on_id'"))
                .containsExactly("plan_move");
        assertThat(names(c, "SELECT \"table\" FROM pragma_foreign_key_check()")).isEmpty();
        assertThat(names(c, "SELECT name FROM sqlite_sequence WHERE name LIKE '%proposal%' OR name = 'plan_move'"))
                .containsExactly("plan_move");
        assertThat(names(c, "SELECT tbl FROM sqlite_stat1 WHERE tbl = 'migration_proposal'")).isEmpty();
    }

    /** Rows of each table of the database (the schema's own tables and SQLite's statistics aside). */
    private static Map<String, Long> rowCounts(Connection c) throws SQLException {
        Map<String, Long> rows = new LinkedHashMap<>();
        for (String table : names(c, "SELECT name FROM sqlite_schema WHERE type = 'table'"
                + " AND name NOT LIKE 'sqlite_stat%' ORDER BY name")) {
            rows.put(table, longQuery(c, "SELECT count(*) FROM \"" + table + "\""));
        }
        return rows;
    }

    private static List<String> names(Connection c, String sql) throws SQLException {
        List<String> names = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                names.add(rs.getString(1));
            }
        }
        return names;
    }
}
