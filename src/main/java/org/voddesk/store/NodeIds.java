package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/** Node names to the integer keys that samples, sessions and moves refer to (retired nodes included). */
final class NodeIds {
    private NodeIds() {
    }

    static long require(Connection c, String name) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT id FROM node WHERE name = ?")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw unknown(name);
                }
                return rs.getLong(1);
            }
        }
    }

    static Map<String, Long> all(Connection c) throws SQLException {
        Map<String, Long> ids = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT name, id FROM node"); ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.put(rs.getString(1), rs.getLong(2));
            }
        }
        return ids;
    }

    static StoreException unknown(String name) {
        return new StoreException("no node named " + name + " is known; save the node before recording its data");
    }
}
