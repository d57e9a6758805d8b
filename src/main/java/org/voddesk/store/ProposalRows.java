package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.ProposalState;
import org.voddesk.core.ProposalDraft;
import org.voddesk.core.ProposalRecord;

/** Reading proposals back into records (shared by the writes, which return the updated row, and the queries). */
final class ProposalRows {
    static final String SELECT = "SELECT p.*, sn.name AS source_name, tn.name AS target_name"
            + " FROM migration_proposal p JOIN node sn ON sn.id = p.source_node_id"
            + " JOIN node tn ON tn.id = p.target_node_id";

    private ProposalRows() {
    }

    static Optional<ProposalRecord> find(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE p.id = ?")) {
            ps.setLong(1, id);
            List<ProposalRecord> found = list(ps);
            return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
        }
    }

    static List<ProposalRecord> list(PreparedStatement ps) throws SQLException {
        List<ProposalRecord> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(map(rs));
            }
        }
        return result;
    }

    private static ProposalRecord map(ResultSet rs) throws SQLException {
        ProposalDraft draft = new ProposalDraft(rs.getString("session_id"), rs.getString("source_name"),
                rs.getString("target_name"), rs.getDouble("probability"), rs.getDouble("drawn"),
                Sql.getNullableDouble(rs, "source_similarity"), Sql.getNullableDouble(rs, "target_similarity"),
                rs.getDouble("source_load_after"), rs.getDouble("target_load_after"), rs.getDouble("lambda_before"),
                rs.getDouble("lambda_after"), rs.getString("reason"), rs.getLong("created_at_ms"),
                rs.getLong("expires_at_ms"));
        return new ProposalRecord(rs.getLong("id"), draft, ProposalState.fromWord(rs.getString("state")),
                rs.getLong("state_changed_at_ms"), rs.getString("decided_by"), Sql.getNullableLong(rs, "decided_at_ms"),
                rs.getString("decision_note"), Sql.getNullableLong(rs, "execution_started_at_ms"),
                Sql.getNullableLong(rs, "finished_at_ms"), rs.getString("outcome"),
                Sql.getNullableLong(rs, "depends_on_id"));
    }
}
