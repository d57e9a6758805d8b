package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Types;

/**
 * A state change of one row that happens only if the row is still in the state the caller checked, and fails
 * loudly otherwise: the compare-and-set that plans and their moves share.
 */
final class GuardedStateUpdate {
    private GuardedStateUpdate() {
    }

    /**
     * Sets {@code state} to {@code to} (and {@code state_changed_at_ms}) plus the columns of {@code set}, whose
     * {@code ?} take {@code values} in order (null as SQL NULL), where {@code id} still has the state {@code from}.
     *
     * @param what the row's name in the error ("migration plan")
     */
    static void apply(Connection c, String table, String what, long id, String from, String to, long atMs,
                      String set, Object... values) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + table + " SET state = ?, state_changed_at_ms = ?, "
                + set + " WHERE id = ? AND state = ?")) {
            int i = 1;
            ps.setString(i++, to);
            ps.setLong(i++, atMs);
            for (Object v : values) {
                if (v == null) {
                    ps.setNull(i++, Types.NULL);
                } else {
                    ps.setObject(i++, v);
                }
            }
            ps.setLong(i++, id);
            ps.setString(i, from);
            if (ps.executeUpdate() != 1) {
                throw new StoreException(what + " " + id + " changed while it was being updated");
            }
        }
    }
}
