package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The control lease row (migration V16): at most one process runs the control loop on a database. Every change
 * is one {@code BEGIN IMMEDIATE} transaction, so two processes that claim the lease at once are serialised by
 * SQLite's write lock and exactly one of them finds the row free. The store does not decide when a holder is
 * gone; the caller passes that rule in (the control layer's {@code LoopLease}).
 */
public final class LeaseRepository {
    private static final String NAME = "control-loop";
    private final Database db;

    LeaseRepository(Database db) {
        this.db = db;
    }

    /** The current holder, if any (a read; works beside a running loop). */
    public Optional<LeaseHolder> holder() {
        return db.read("read the control lease", LeaseRepository::select);
    }

    /**
     * Takes the lease for {@code claim} unless another holder keeps it. The row is taken when it is missing,
     * already {@code claim}'s, or held by someone {@code gone} says has stopped (stale heartbeat, dead pid).
     *
     * @return empty when the lease is now {@code claim}'s; otherwise the holder that keeps it
     */
    public Optional<LeaseHolder> tryAcquire(LeaseHolder claim, Predicate<LeaseHolder> gone) {
        return db.write("take the control lease", Durability.FULL, c -> {
            Optional<LeaseHolder> current = select(c);
            if (current.isPresent() && !current.get().token().equals(claim.token()) && !gone.test(current.get())) {
                return current;
            }
            try (PreparedStatement ps = c.prepareStatement("INSERT OR REPLACE INTO control_lease (name, holder_token,"
                    + " holder_host, holder_pid, holder_what, since_ms, heartbeat_ms) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, NAME);
                ps.setString(2, claim.token());
                ps.setString(3, claim.host());
                ps.setLong(4, claim.pid());
                ps.setString(5, claim.what());
                ps.setLong(6, claim.sinceMs());
                ps.setLong(7, claim.heartbeatMs());
                ps.executeUpdate();
            }
            return Optional.empty();
        });
    }

    /**
     * Renews the heartbeat of the holder with {@code token}.
     *
     * @return false when the lease is no longer that holder's (taken over after it looked stale, or released)
     */
    public boolean renew(String token, long nowMs) {
        return db.write("renew the control lease", Durability.NORMAL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE control_lease SET heartbeat_ms = ? WHERE name = ? AND holder_token = ?")) {
                ps.setLong(1, nowMs);
                ps.setString(2, NAME);
                ps.setString(3, token);
                return ps.executeUpdate() == 1;
            }
        });
    }

    /** Gives the lease up if {@code token} still holds it; a lease taken over meanwhile is left alone. */
    public void release(String token) {
        db.write("release the control lease", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "DELETE FROM control_lease WHERE name = ? AND holder_token = ?")) {
                ps.setString(1, NAME);
                ps.setString(2, token);
                ps.executeUpdate();
            }
            return null;
        });
    }

    private static Optional<LeaseHolder> select(Connection c) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT holder_token, holder_host, holder_pid, holder_what,"
                + " since_ms, heartbeat_ms FROM control_lease WHERE name = ?")) {
            ps.setString(1, NAME);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new LeaseHolder(rs.getString(1), rs.getString(2), rs.getLong(3), rs.getString(4),
                        rs.getLong(5), rs.getLong(6)));
            }
        }
    }
}
