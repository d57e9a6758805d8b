package org.voddesk.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** Test data and a store opened the way tests want it (cheap password hashing). */
final class Fixtures {
    static final long T0 = 1_764_547_200_000L; // 2025-12-01T00:00:00Z
    static final StoreSettings FAST = StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS);

    private Fixtures() {
    }

    static Store open(Path dir) {
        return Store.open(dir.resolve("voddesk.db"), FAST);
    }

    static NodeConfig node(String name) {
        return new NodeConfig(name, "10.0.0." + (name.hashCode() & 0x7f), 22, "vodview", "~/.ssh/id_ed25519", 1e9,
                "north", null);
    }

    static Store withNodes(Store store, String... names) {
        for (String n : names) {
            store.nodes().save(node(n));
        }
        return store;
    }

    static Session session(String id, String node, String camera) {
        return new Session(id, node, new SegmentKey(camera, T0), new Playhead(T0 + 60_000, T0 + 90_000, 1.0),
                new StreamProfile(4_000_000, Quality.MAIN, StreamSource.IPSAN), T0 + 5_000);
    }

    static MoveDraft draft(String sessionId, String source, String target, long createdAtMs, long expiresAtMs) {
        return new MoveDraft(sessionId, new MoveGrounds(source, target, new MigrationDraw(0.42, 0.17),
                new SessionSimilarity(0.8, Double.NaN), new LoadForecast(61.5, 48.25, 120.0, 80.5),
                source + " is overloaded"), createdAtMs, expiresAtMs);
    }

    /** Makes {@code file} a database at schema version {@code target}, as an earlier release left it. */
    static void atVersion(Path file, String target) {
        Flyway.configure().dataSource(Schema.url(file), null, null).locations("classpath:db/migration")
                .table("flyway_schema_history").target(target).load().migrate();
    }

    /** Nodes vod-1 (id 1) and vod-2 (id 2), camera cam-1 and session s-1 on vod-1, written raw (any schema). */
    static void rawSession(Statement st) throws SQLException {
        st.execute("INSERT INTO node (id, name, host, port, user_name, bandwidth_bps, agent_command)"
                + " VALUES (1, 'vod-1', 'h', 22, 'u', 1e9, 'vodnode'), (2, 'vod-2', 'h', 23, 'u', 1e9, 'vodnode')");
        st.execute("INSERT INTO camera (id, name) VALUES ('cam-1', 'cam-1')");
        st.execute("INSERT INTO session (id, node_id, camera_id, segment_start_ms, begin_ms, position_ms, rate,"
                + " bitrate_bps, quality, source, started_at_ms) VALUES ('s-1', 1, 'cam-1', " + T0 + ", " + T0
                + ", " + T0 + ", 1, 2000000, 'main', 'ipsan', " + T0 + ")");
    }

    /** A raw connection to the file, bypassing the store, to check what the store cannot be asked. */
    static Connection raw(Path file) throws SQLException {
        return DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
    }

    static long longQuery(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    static List<String> strings(Connection c, String sql) throws SQLException {
        List<String> result = new ArrayList<>();
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            while (rs.next()) {
                result.add(rs.getString(1));
            }
        }
        return result;
    }

    static String stringQuery(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
