package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The append-only audit log. The table's triggers refuse UPDATE, DELETE and INSERT OR REPLACE of a row, so
 * not even a later bug in VodDesk can rewrite history through SQL.
 */
public final class AuditLog {
    private static final String COLUMNS = "id, time_ms, user_name, action, subject, detail";

    private final Database db;

    AuditLog(Database db) {
        this.db = db;
    }

    /** Appends an entry (committed before this returns) and gives its number. */
    public long append(AuditEntry e) {
        return db.write("write the audit log", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO audit_log (time_ms, user_name, action, subject,"
                    + " detail) VALUES (?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                ps.setLong(1, e.timeMs());
                ps.setString(2, e.user());
                ps.setString(3, e.action());
                Sql.setNullableString(ps, 4, e.subject());
                Sql.setNullableString(ps, 5, e.detail());
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** The newest {@code limit} entries, newest first. */
    public List<AuditRecord> recent(int limit) {
        return db.read("read the audit log", c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM audit_log ORDER BY id DESC LIMIT ?")) {
                ps.setInt(1, limit);
                return list(ps);
            }
        });
    }

    /** Entries in {@code [fromMs, toMs)}, oldest first. */
    public List<AuditRecord> between(long fromMs, long toMs) {
        return db.read("read the audit log", c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM audit_log WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms, id")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                return list(ps);
            }
        });
    }

    private static List<AuditRecord> list(PreparedStatement ps) throws SQLException {
        List<AuditRecord> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(new AuditRecord(rs.getLong("id"), new AuditEntry(rs.getLong("time_ms"),
                        rs.getString("user_name"), rs.getString("action"), rs.getString("subject"),
                        rs.getString("detail"))));
            }
        }
        return result;
    }
}
