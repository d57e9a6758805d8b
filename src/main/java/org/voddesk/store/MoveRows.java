package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.SessionSimilarity;

/** Reading moves back into records (shared by the writes, which return the updated row, and the queries). */
final class MoveRows {
    static final String SELECT = "SELECT p.*, sn.name AS source_name, tn.name AS target_name"
            + " FROM plan_move p JOIN node sn ON sn.id = p.source_node_id"
            + " JOIN node tn ON tn.id = p.target_node_id";

    private MoveRows() {
    }

    /**
     * Inserts a pending move of plan {@code planId} at {@code position} (1 = first); returns its number. A move of a
     * session that is not recorded live is refused by name ({@link #requireLive}), before the foreign key would
     * refuse it without one.
     */
    static long insert(Connection c, MoveDraft d, long planId, int position, Long dependsOn)
            throws SQLException {
        requireLive(c, d.sessionId(), position);
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO plan_move (session_id, source_node_id,"
                + " target_node_id, probability, drawn, source_similarity, target_similarity, source_load_after,"
                + " target_load_after, lambda_before, lambda_after, reason, created_at_ms, expires_at_ms,"
                + " state, state_changed_at_ms, depends_on_id, plan_id, plan_position)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)",
                Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, d.sessionId());
            ps.setLong(2, NodeIds.require(c, d.sourceNode()));
            ps.setLong(3, NodeIds.require(c, d.targetNode()));
            ps.setDouble(4, d.probability());
            ps.setDouble(5, d.drawn());
            Sql.setNullableDouble(ps, 6, d.sourceSimilarity());
            Sql.setNullableDouble(ps, 7, d.targetSimilarity());
            ps.setDouble(8, d.sourceLoadAfter());
            ps.setDouble(9, d.targetLoadAfter());
            ps.setDouble(10, d.lambdaBefore());
            ps.setDouble(11, d.lambdaAfter());
            ps.setString(12, d.reason());
            ps.setLong(13, d.createdAtMs());
            ps.setLong(14, d.expiresAtMs());
            ps.setLong(15, d.createdAtMs());
            if (dependsOn == null) {
                ps.setNull(16, Types.INTEGER);
            } else {
                ps.setLong(16, dependsOn);
            }
            ps.setLong(17, planId);
            ps.setInt(18, position);
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** Throws a {@link StoreException} naming the move and its session unless the session is recorded and live. */
    private static void requireLive(Connection c, String sessionId, int position) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT ended_at_ms FROM session WHERE id = ?")) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("move " + position + " of the plan names session " + sessionId
                            + ", which is not recorded; a move needs a recorded session");
                }
                rs.getLong(1);
                if (!rs.wasNull()) {
                    throw new StoreException("move " + position + " of the plan names session " + sessionId
                            + ", which has ended; a move needs a live session");
                }
            }
        }
    }

    /** The moves of plan {@code planId}, in order. */
    static List<MoveRecord> ofPlan(Connection c, long planId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE p.plan_id = ? ORDER BY p.plan_position")) {
            ps.setLong(1, planId);
            return list(ps);
        }
    }

    static Optional<MoveRecord> find(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE p.id = ?")) {
            ps.setLong(1, id);
            List<MoveRecord> found = list(ps);
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
        }
    }

    static List<MoveRecord> list(PreparedStatement ps) throws SQLException {
        List<MoveRecord> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(map(rs));
            }
        }
        return result;
    }

    private static MoveRecord map(ResultSet rs) throws SQLException {
        MoveGrounds grounds = new MoveGrounds(rs.getString("source_name"), rs.getString("target_name"),
                new MigrationDraw(rs.getDouble("probability"), rs.getDouble("drawn")),
                new SessionSimilarity(Sql.getNullableDouble(rs, "source_similarity"),
                        Sql.getNullableDouble(rs, "target_similarity")),
                new LoadForecast(rs.getDouble("source_load_after"), rs.getDouble("target_load_after"),
                        rs.getDouble("lambda_before"), rs.getDouble("lambda_after")), rs.getString("reason"));
        MoveDraft draft = new MoveDraft(rs.getString("session_id"), grounds, rs.getLong("created_at_ms"),
                rs.getLong("expires_at_ms"));
        Execution execution = new Execution(Sql.getNullableLong(rs, "execution_started_at_ms"),
                Sql.getNullableLong(rs, "finished_at_ms"), rs.getString("outcome"));
        return new MoveRecord(rs.getLong("id"), draft, MoveState.fromWord(rs.getString("state")),
                rs.getLong("state_changed_at_ms"), decision(rs), execution, Sql.getNullableLong(rs, "depends_on_id"));
    }

    /** The decision columns, which a plan's row and a move's row name alike. */
    static Decision decision(ResultSet rs) throws SQLException {
        return new Decision(rs.getString("decided_by"), Sql.getNullableLong(rs, "decided_at_ms"),
                rs.getString("decision_note"));
    }
}
