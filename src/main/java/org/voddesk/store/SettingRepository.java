package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The control loop's settings as key/value text (table {@code control_setting}). The store does not read the
 * values: the control layer owns their notation and checks them, so a value it cannot read is reported there
 * rather than refused at open. A key with no row has its default.
 */
public final class SettingRepository {
    private final Database db;

    SettingRepository(Database db) {
        this.db = db;
    }

    /** Every stored key and its value, by key. */
    public Map<String, String> all() {
        return db.read("read the settings", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT key, value FROM control_setting ORDER BY key");
                 ResultSet rs = ps.executeQuery()) {
                Map<String, String> result = new LinkedHashMap<>();
                while (rs.next()) {
                    result.put(rs.getString("key"), rs.getString("value"));
                }
                return result;
            }
        });
    }

    /**
     * Sets every key of {@code values} (adding or replacing its row) in one transaction, or joins the caller's
     * ({@link Store#atomically}) so that the audit line of the change commits with it.
     */
    public void putAll(Map<String, String> values, long atMs, String by) {
        db.write("save " + values.size() + " setting(s)", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO control_setting (key, value, changed_at_ms,"
                    + " changed_by) VALUES (?, ?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value,"
                    + " changed_at_ms = excluded.changed_at_ms, changed_by = excluded.changed_by")) {
                for (Map.Entry<String, String> e : values.entrySet()) {
                    ps.setString(1, e.getKey());
                    ps.setString(2, e.getValue());
                    ps.setLong(3, atMs);
                    ps.setString(4, by);
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            return null;
        });
    }
}
