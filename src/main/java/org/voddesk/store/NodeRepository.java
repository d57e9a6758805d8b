package org.voddesk.store;

import org.voddesk.core.NodeConfig;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The cluster's nodes. A removed node is retired, not deleted, so its history stays readable; saving a node
 * of the same name again brings it back.
 */
public final class NodeRepository {
    private static final String COLUMNS = "name, host, port, user_name, identity_path, bandwidth_bps, site, agent_command";

    private final Database db;

    NodeRepository(Database db) {
        this.db = db;
    }

    /** Adds the node or replaces the settings of the node of that name (and un-retires it). */
    public void save(NodeConfig node) {
        db.write("save node " + node.name(), Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO node (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                    + " ON CONFLICT (name) DO UPDATE SET host = excluded.host, port = excluded.port,"
                    + " user_name = excluded.user_name, identity_path = excluded.identity_path,"
                    + " bandwidth_bps = excluded.bandwidth_bps, site = excluded.site,"
                    + " agent_command = excluded.agent_command, retired_at_ms = NULL")) {
                ps.setString(1, node.name());
                ps.setString(2, node.host());
                ps.setInt(3, node.port());
                ps.setString(4, node.user());
                Sql.setNullableString(ps, 5, node.identity());
                ps.setDouble(6, node.bandwidthBps());
                Sql.setNullableString(ps, 7, node.site());
                ps.setString(8, node.agent());
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** Retires the node; returns whether an active node of that name existed. */
    public boolean retire(String name, long atMs) {
        return db.write("retire node " + name, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE node SET retired_at_ms = ? WHERE name = ? AND retired_at_ms IS NULL")) {
                ps.setLong(1, atMs);
                ps.setString(2, name);
                return ps.executeUpdate() == 1;
            }
        });
    }

    /** The active nodes, by name. */
    public List<NodeConfig> all() {
        return db.read("list nodes", c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM node WHERE retired_at_ms IS NULL ORDER BY name");
                 ResultSet rs = ps.executeQuery()) {
                List<NodeConfig> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(map(rs));
                }
                return result;
            }
        });
    }

    /** The active node of that name. */
    public Optional<NodeConfig> find(String name) {
        return db.read("find node " + name, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT " + COLUMNS + " FROM node WHERE name = ? AND retired_at_ms IS NULL")) {
                ps.setString(1, name);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(map(rs)) : Optional.empty();
                }
            }
        });
    }

    /**
     * Marks the node as one whose stale copies must be swept when it answers again (it was declared failed at
     * {@code sinceMs}); an earlier mark that was not cleared yet is kept. Returns whether an active node of that
     * name exists.
     */
    public boolean markStaleSweep(String name, long sinceMs) {
        return db.write("mark node " + name + " for a stale-copy sweep", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE node SET stale_sweep_since_ms ="
                    + " COALESCE(stale_sweep_since_ms, ?) WHERE name = ? AND retired_at_ms IS NULL")) {
                ps.setLong(1, sinceMs);
                ps.setString(2, name);
                return ps.executeUpdate() == 1;
            }
        });
    }

    /** The node's sweep found nothing stale: it is no longer swept. */
    public void clearStaleSweep(String name) {
        db.write("clear the stale-copy sweep of node " + name, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE node SET stale_sweep_since_ms = NULL WHERE name = ?")) {
                ps.setString(1, name);
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** The active nodes marked by {@link #markStaleSweep} and not cleared since, by name. */
    public List<String> awaitingStaleSweep() {
        return db.read("list nodes awaiting a stale-copy sweep", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT name FROM node WHERE stale_sweep_since_ms"
                    + " IS NOT NULL AND retired_at_ms IS NULL ORDER BY name");
                 ResultSet rs = ps.executeQuery()) {
                List<String> result = new ArrayList<>();
                while (rs.next()) {
                    result.add(rs.getString(1));
                }
                return result;
            }
        });
    }

    private static NodeConfig map(ResultSet rs) throws SQLException {
        return new NodeConfig(rs.getString("name"), rs.getString("host"), rs.getInt("port"), rs.getString("user_name"),
                rs.getString("identity_path"), rs.getDouble("bandwidth_bps"), rs.getString("site"),
                rs.getString("agent_command"));
    }
}
