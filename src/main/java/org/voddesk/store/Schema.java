package org.voddesk.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationInfoService;
import org.flywaydb.core.api.MigrationState;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Brings a database file to this version's schema with Flyway, from the versioned SQL files in
 * {@code resources/db/migration} ({@code V<n>__<what>.sql}; each runs in its own transaction, and a file
 * that has run must never change: Flyway refuses to start when its checksum differs).
 *
 * <p>Flyway because its core jar supports SQLite itself (no database module since the 10.x split), has no
 * required dependencies (~0.8 MB), and records what ran in {@code flyway_schema_history}. Before it runs,
 * the file is checked to be an empty database or one of ours ({@link #APPLICATION_ID}), so that a foreign
 * file gets a clear refusal instead of new tables.
 */
final class Schema {
    /** {@code PRAGMA application_id} of a VodDesk database, 'VODD'; set by {@code V1}. */
    static final int APPLICATION_ID = 0x564F4444;
    private static final String HISTORY_TABLE = "flyway_schema_history";

    private Schema() {
    }

    static String url(Path file) {
        return "jdbc:sqlite:" + file.toAbsolutePath();
    }

    /** Checks that {@code file} may be used and applies the migrations it lacks. */
    static void migrate(Path file, Duration busyTimeout) {
        SQLiteDataSource source = new SQLiteDataSource(Database.writerConfig(busyTimeout));
        source.setUrl(url(file));
        refuseForeignFile(file);
        Flyway flyway = flyway(source);
        try {
            refuseNewerSchema(file, flyway);
            flyway.migrate();
        } catch (FlywayException e) {
            throw new StoreException("could not bring " + file + " to this version's schema: " + e.getMessage(), e);
        }
    }

    /**
     * Checks, reading only, that {@code file} is a VodDesk database at exactly this version's schema, for the
     * commands that must not change it ({@link Store#openReadOnly}); it migrates nothing.
     *
     * @throws StoreException when the file is missing or empty, foreign, newer, or older than this version's
     *                        schema; the message says what to do
     */
    static void requireCurrent(Path file, Duration busyTimeout) {
        if (!Files.isRegularFile(file)) {
            throw new StoreException("there is no database at " + file + " (give the file the console writes with"
                    + " --db; this command never creates one)");
        }
        if (isMissingOrEmpty(file)) {
            throw new StoreException(file + " is empty, not a VodDesk database; give the file the console writes"
                    + " with --db");
        }
        refuseForeignFile(file);
        SQLiteDataSource source = new SQLiteDataSource(Database.readerConfig(busyTimeout));
        source.setUrl(url(file));
        Flyway flyway = flyway(source);
        try {
            refuseNewerSchema(file, flyway);
            refuseOlderSchema(file, flyway.info());
        } catch (FlywayException e) {
            throw new StoreException("could not read the schema version of " + file + ": " + e.getMessage(), e);
        }
    }

    private static void refuseOlderSchema(Path file, MigrationInfoService info) {
        MigrationInfo[] pending = info.pending();
        if (pending.length == 0) {
            return;
        }
        MigrationInfo current = info.current();
        String at = current == null ? "has no VodDesk schema yet" : "is at schema v" + current.getVersion();
        throw new StoreException(file + " " + at + "; this VodDesk reads v" + pending[pending.length - 1].getVersion()
                + ". Start the console or `voddesk run` on it once to upgrade it (this command only reads).");
    }

    private static Flyway flyway(SQLiteDataSource source) {
        return Flyway.configure(Schema.class.getClassLoader())
                .dataSource(source)
                .locations("classpath:db/migration")
                .table(HISTORY_TABLE)
                .load();
    }

    /** Looks at an existing file read-only, so that a foreign file is left exactly as it was. */
    private static void refuseForeignFile(Path file) {
        if (isMissingOrEmpty(file)) {
            return;
        }
        SQLiteConfig probe = new SQLiteConfig();
        probe.setReadOnly(true);
        try (Connection c = probe.createConnection(url(file)); Statement st = c.createStatement()) {
            int applicationId = intQuery(st, "PRAGMA application_id");
            // Flyway creates its history table before V1 marks the file: a first start killed in between
            // leaves only that table, and is ours to finish.
            int tables = intQuery(st, "SELECT count(*) FROM sqlite_schema WHERE type = 'table'"
                    + " AND name <> '" + HISTORY_TABLE + "'");
            if (applicationId != APPLICATION_ID && (applicationId != 0 || tables > 0)) {
                throw new StoreException(file + " is not a VodDesk database: it is an SQLite database of another"
                        + " application (application_id " + applicationId + ", " + tables + " tables). Choose another"
                        + " file with --db; VodDesk does not change this one.");
            }
        } catch (SQLException e) {
            throw new StoreException(file + " is not a VodDesk database: " + sqliteReason(e)
                    + ". Choose another file with --db, or move this one away.", e);
        }
    }

    private static boolean isMissingOrEmpty(Path file) {
        try {
            return Files.notExists(file) || Files.size(file) == 0;
        } catch (IOException e) {
            throw new StoreException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }

    private static void refuseNewerSchema(Path file, Flyway flyway) {
        for (MigrationInfo m : flyway.info().all()) {
            if (m.getState() == MigrationState.FUTURE_SUCCESS || m.getState() == MigrationState.FUTURE_FAILED) {
                throw new StoreException(file + " was written by a newer VodDesk (schema version " + m.getVersion()
                        + " is unknown to this one). Use that version, or another file with --db.");
            }
        }
    }

    private static int intQuery(Statement st, String sql) throws SQLException {
        try (ResultSet rs = st.executeQuery(sql)) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    private static String sqliteReason(SQLException e) {
        String message = String.valueOf(e.getMessage());
        if (message.contains("SQLITE_NOTADB")) {
            return "the file is not an SQLite database";
        }
        return message;
    }
}
