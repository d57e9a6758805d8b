package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;

/** Writing plan rows and reading plans back with their moves (shared by the plan and move repositories). */
final class PlanRows {
    static final String SELECT = "SELECT * FROM migration_plan";

    private PlanRows() {
    }

    /** Inserts a pending plan without moves; returns its number. */
    static long insert(Connection c, PlanDraft d) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO migration_plan (kind, reason, priority,"
                + " lambda_before, lambda_after, created_at_ms, expires_at_ms, state, state_changed_at_ms)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)", Statement.RETURN_GENERATED_KEYS)) {
            ps.setString(1, d.kind().word());
            ps.setString(2, d.reason());
            ps.setInt(3, d.priority());
            ps.setDouble(4, d.lambdaBefore());
            ps.setDouble(5, d.lambdaAfter());
            ps.setLong(6, d.createdAtMs());
            ps.setLong(7, d.expiresAtMs());
            ps.setLong(8, d.createdAtMs());
            ps.executeUpdate();
            try (ResultSet keys = ps.getGeneratedKeys()) {
                keys.next();
                return keys.getLong(1);
            }
        }
    }

    /** The plan a move belongs to. */
    static long planOf(Connection c, long moveId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT plan_id FROM plan_move WHERE id = ?")) {
            ps.setLong(1, moveId);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new StoreException("there is no move " + moveId);
                }
                return rs.getLong(1);
            }
        }
    }

    /** The place after the plan's last move. */
    static int nextPosition(Connection c, long planId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT coalesce(max(plan_position), 0) + 1 FROM plan_move WHERE plan_id = ?")) {
            ps.setLong(1, planId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getInt(1);
            }
        }
    }

    static Optional<PlanRecord> find(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE id = ?")) {
            ps.setLong(1, id);
            List<PlanRecord> found = list(c, ps);
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
        }
    }

    static List<PlanRecord> list(Connection c, PreparedStatement ps) throws SQLException {
        List<PlanRecord> bare = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                bare.add(map(rs));
            }
        }
        List<PlanRecord> result = new ArrayList<>(bare.size());
        for (PlanRecord p : bare) {
            result.add(p.withMoves(MoveRows.ofPlan(c, p.id())));
        }
        return result;
    }

    private static PlanRecord map(ResultSet rs) throws SQLException {
        PlanDraft draft = new PlanDraft(PlanKind.fromWord(rs.getString("kind")), rs.getString("reason"),
                rs.getInt("priority"), rs.getDouble("lambda_before"), rs.getDouble("lambda_after"),
                rs.getLong("created_at_ms"), rs.getLong("expires_at_ms"));
        return new PlanRecord(rs.getLong("id"), draft, PlanState.fromWord(rs.getString("state")),
                rs.getLong("state_changed_at_ms"), MoveRows.decision(rs), rs.getString("automation"),
                rs.getString("outcome"), List.of());
    }
}
