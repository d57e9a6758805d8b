package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.AuditRecord;

/**
 * The append-only audit log. The table's triggers refuse UPDATE, DELETE and INSERT OR REPLACE of a row, so
 * not even a later bug in VodDesk can rewrite history through SQL. A line keeps the words it was written with; one
 * written with an earlier release's words reads with the present ones ({@link FormerAuditWords}); one written before
 * lines named their desk (V19) reads with none.
 */
public final class AuditLog {
    private static final String COLUMNS = "id, time_ms, user_name, desk, action, subject, detail";

    private final Database db;

    AuditLog(Database db) {
        this.db = db;
    }

    /** Appends an entry (committed before this returns) and gives its number. */
    public long append(AuditEntry e) {
        return db.write("write the audit log", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO audit_log (time_ms, user_name, desk, action,"
                    + " subject, detail) VALUES (?, ?, ?, ?, ?, ?)", Statement.RETURN_GENERATED_KEYS)) {
                ps.setLong(1, e.timeMs());
                ps.setString(2, e.user());
                Sql.setNullableString(ps, 3, e.desk());
                ps.setString(4, e.action());
                Sql.setNullableString(ps, 5, e.subject());
                Sql.setNullableString(ps, 6, e.detail());
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

    /**
     * One page of the entries in {@code [fromMs, toMs)}, newest first (by time, then number), optionally only
     * those of one user and those whose action starts with a prefix ({@code move.} gives every action on a move,
     * those stored with the former word too). Filtered in SQL: the time range uses {@code audit_time}, a user
     * {@code audit_user_time} (V9).
     *
     * @param user         a user name, or {@code null} for everyone
     * @param actionPrefix a prefix of the action word, compared case-sensitively, or {@code null} for all
     * @param limit        at most this many entries
     * @param offset       entries skipped before the page
     */
    public List<AuditRecord> page(long fromMs, long toMs, String user, String actionPrefix, int limit, int offset) {
        // The user's condition is written only when given: "(? IS NULL OR user_name = ?)" would keep SQLite from
        // using the user's index.
        List<String> prefixes = actionPrefix == null ? List.of() : FormerAuditWords.storedPrefixes(actionPrefix);
        String sql = "SELECT " + COLUMNS + " FROM audit_log WHERE time_ms >= ? AND time_ms < ?"
                + (user == null ? "" : " AND user_name = ?")
                + (prefixes.isEmpty() ? "" : prefixCondition(prefixes.size()))
                + " ORDER BY time_ms DESC, id DESC LIMIT ? OFFSET ?";
        return db.read("read the audit log", c -> {
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = 1;
                ps.setLong(i++, fromMs);
                ps.setLong(i++, toMs);
                if (user != null) {
                    ps.setString(i++, user);
                }
                for (String p : prefixes) {
                    ps.setString(i++, p);
                    ps.setString(i++, p);
                }
                ps.setInt(i++, limit);
                ps.setInt(i, offset);
                return list(ps);
            }
        });
    }

    /** The action starts with one of {@code n} prefixes. */
    private static String prefixCondition(int n) {
        return " AND (" + String.join(" OR ", java.util.Collections.nCopies(n, "substr(action, 1, length(?)) = ?"))
                + ")";
    }

    private static List<AuditRecord> list(PreparedStatement ps) throws SQLException {
        List<AuditRecord> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(new AuditRecord(rs.getLong("id"), new AuditEntry(rs.getLong("time_ms"),
                        rs.getString("user_name"), rs.getString("desk"),
                        FormerAuditWords.action(rs.getString("action")),
                        FormerAuditWords.subject(rs.getString("subject")), rs.getString("detail"))));
            }
        }
        return result;
    }
}
