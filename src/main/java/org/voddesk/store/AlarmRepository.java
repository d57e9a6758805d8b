package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.voddesk.core.Alarm;
import org.voddesk.core.Severity;

/**
 * Alarms (migration V10). While an alarm of a condition (kind + source) is open, raising that condition again
 * updates the open row: the partial unique index {@code alarm_open_condition} makes a second open row impossible.
 * Every change is one committed transaction (joined into the caller's, inside {@link Store#atomically}).
 */
public final class AlarmRepository {
    private static final String COLUMNS = "id, kind, source, severity, message, first_seen_ms, last_seen_ms, count,"
            + " acknowledged_by, acknowledged_at_ms, ack_note, cleared_at_ms";

    /** The alarm after {@link #raise}, and whether the raise opened it (false: it repeated an open alarm). */
    public record Raised(Alarm row, boolean opened) {
    }

    private final Database db;

    AlarmRepository(Database db) {
        this.db = db;
    }

    /**
     * The condition {@code kind}/{@code source} began or occurred at {@code atMs}: opens an alarm, or, when one is
     * open, counts the repeat on it (its severity and message become the given ones).
     */
    public Raised raise(String kind, String source, String severity, String message, long atMs) {
        return db.write("raise alarm " + kind + " " + source, Durability.NORMAL, c -> {
            Optional<Alarm> open = openOf(c, kind, source);
            if (open.isPresent()) {
                update(c, "UPDATE alarm SET count = count + 1, last_seen_ms = max(last_seen_ms, ?), severity = ?,"
                        + " message = ? WHERE id = ?", atMs, severity, message, open.get().id());
                return new Raised(find(c, open.get().id()).orElseThrow(), false);
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO alarm (kind, source, severity, message,"
                    + " first_seen_ms, last_seen_ms, count) VALUES (?, ?, ?, ?, ?, ?, 1)",
                    Statement.RETURN_GENERATED_KEYS)) {
                ps.setString(1, kind);
                ps.setString(2, source);
                ps.setString(3, severity);
                ps.setString(4, message);
                ps.setLong(5, atMs);
                ps.setLong(6, atMs);
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    keys.next();
                    return new Raised(find(c, keys.getLong(1)).orElseThrow(), true);
                }
            }
        });
    }

    /** The open alarm {@code id} is still seen at {@code atMs} (no new occurrence: the count stays). */
    public void seen(long id, String message, long atMs) {
        db.write("refresh alarm " + id, Durability.NORMAL, c -> update(c, "UPDATE alarm SET last_seen_ms ="
                + " max(last_seen_ms, ?), message = ? WHERE id = ? AND cleared_at_ms IS NULL", atMs, message, id));
    }

    /** Clears the open alarm {@code id}; empty when it was not open. */
    public Optional<Alarm> clear(long id, long atMs) {
        return db.write("clear alarm " + id, Durability.NORMAL, c -> {
            int n = update(c, "UPDATE alarm SET cleared_at_ms = max(last_seen_ms, ?) WHERE id = ?"
                    + " AND cleared_at_ms IS NULL", atMs, id);
            return n == 1 ? find(c, id) : Optional.empty();
        });
    }

    /**
     * Records who acknowledged alarm {@code id}, when and why.
     *
     * @throws StoreException when there is no such alarm or it is acknowledged already (the message says by whom)
     */
    public Alarm acknowledge(long id, String by, String note, long atMs) {
        return db.write("acknowledge alarm " + id, Durability.FULL, c -> {
            Alarm row = find(c, id).orElseThrow(() -> new StoreException("there is no alarm " + id));
            if (row.acknowledgedBy() != null) {
                throw new StoreException("alarm " + id + " was acknowledged already by " + row.acknowledgedBy());
            }
            update(c, "UPDATE alarm SET acknowledged_by = ?, acknowledged_at_ms = ?, ack_note = ? WHERE id = ?",
                    by, atMs, note, id);
            return find(c, id).orElseThrow();
        });
    }

    public Optional<Alarm> find(long id) {
        return db.read("find alarm " + id, c -> find(c, id));
    }

    /** The open alarms, most recently seen first. */
    public List<Alarm> open() {
        return db.read("list open alarms", c -> list(c, "SELECT " + COLUMNS + " FROM alarm WHERE cleared_at_ms IS NULL"
                + " ORDER BY last_seen_ms DESC, id DESC", -1, 0));
    }

    /**
     * The alarms that were open at some time in {@code [fromMs, toMs)}: raised before its end and not cleared before
     * its start, oldest first (the daily report's alarm figures).
     */
    public List<Alarm> openDuring(long fromMs, long toMs) {
        return db.read("list the alarms of a period", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM alarm WHERE first_seen_ms < ?"
                    + " AND (cleared_at_ms IS NULL OR cleared_at_ms >= ?) ORDER BY first_seen_ms, id")) {
                ps.setLong(1, toMs);
                ps.setLong(2, fromMs);
                List<Alarm> out = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(map(rs));
                    }
                }
                return out;
            }
        });
    }

    /** One page of every alarm, open or not, most recently seen first. */
    public List<Alarm> page(int limit, int offset) {
        return db.read("list alarms", c -> list(c, "SELECT " + COLUMNS + " FROM alarm"
                + " ORDER BY last_seen_ms DESC, id DESC LIMIT ? OFFSET ?", limit, offset));
    }

    private static Optional<Alarm> openOf(Connection c, String kind, String source) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM alarm WHERE kind = ? AND source = ?"
                + " AND cleared_at_ms IS NULL")) {
            ps.setString(1, kind);
            ps.setString(2, source);
            return first(ps);
        }
    }

    private static Optional<Alarm> find(Connection c, long id) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM alarm WHERE id = ?")) {
            ps.setLong(1, id);
            return first(ps);
        }
    }

    private static int update(Connection c, String sql, Object... values) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < values.length; i++) {
                ps.setObject(i + 1, values[i]);
            }
            return ps.executeUpdate();
        }
    }

    private static List<Alarm> list(Connection c, String sql, int limit, int offset) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            if (limit >= 0) {
                ps.setInt(1, limit);
                ps.setInt(2, offset);
            }
            List<Alarm> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(map(rs));
                }
            }
            return out;
        }
    }

    private static Optional<Alarm> first(PreparedStatement ps) throws SQLException {
        try (ResultSet rs = ps.executeQuery()) {
            return rs.next() ? Optional.of(map(rs)) : Optional.empty();
        }
    }

    private static Alarm map(ResultSet rs) throws SQLException {
        String by = rs.getString("acknowledged_by");
        Alarm.Acknowledgement ack = by == null ? null
                : new Alarm.Acknowledgement(by, rs.getLong("acknowledged_at_ms"), rs.getString("ack_note"));
        return new Alarm(rs.getLong("id"), rs.getString("kind"), Severity.fromWord(rs.getString("severity")),
                rs.getString("source"), rs.getString("message"), new Alarm.Sightings(rs.getLong("first_seen_ms"),
                        rs.getLong("last_seen_ms"), rs.getInt("count")), ack, Sql.getNullableLong(rs, "cleared_at_ms"));
    }
}
