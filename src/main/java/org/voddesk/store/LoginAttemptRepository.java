package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * The login throttle's counts (migration V17): failed logins per user name as typed, per source (a desk or an
 * address), and per minute over all. The store only counts; how long an attempt waits is the control layer's rule.
 * Each change is one transaction, so attempts counted at once from many threads are serialised by the writer and
 * each sees the count its own attempt made.
 */
public final class LoginAttemptRepository {
    private static final long MINUTE_MS = 60_000;
    /** A source's counts are kept per five minutes, so a busy desk's old typing slips are forgotten. */
    private static final long SOURCE_SPAN_MS = 5 * MINUTE_MS;

    private final Database db;

    LoginAttemptRepository(Database db) {
        this.db = db;
    }

    /**
     * What one attempt's count found, this attempt included: failures with its user name since its last success,
     * attempts from its source that did not succeed in this five minutes and the five before, and failed logins of
     * every name in this minute and the one before.
     */
    public record Counts(int account, int source, int recentOverall) {
    }

    /**
     * Counts an attempt with {@code account} from {@code source} as failed before its password is checked (a
     * success takes it back, {@link #succeeded}), after forgetting every row last changed before
     * {@code forgetBeforeMs}.
     */
    public Counts attempt(String account, String source, long nowMs, long forgetBeforeMs) {
        return db.write("count a login attempt", Durability.NORMAL, c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM login_attempt WHERE last_ms < ?")) {
                ps.setLong(1, forgetBeforeMs);
                ps.executeUpdate();
            }
            add(c, "source", sourceKey(source, nowMs), 1, nowMs);
            return new Counts(add(c, "account", account, 1, nowMs), recentSource(c, source, nowMs),
                    recentOverall(c, nowMs));
        });
    }

    /** A failed attempt's password was checked: it counts in the minute's failures over all. */
    public void failed(long nowMs) {
        db.write("count a failed login", Durability.NORMAL, c -> add(c, "minute", minuteKey(nowMs), 1, nowMs));
    }

    /**
     * A login with {@code account} from {@code source}, counted at {@code attemptMs}, succeeded: the name's count is
     * cleared and the source's count of this attempt taken back.
     */
    public void succeeded(String account, String source, long attemptMs) {
        db.write("clear a login's count", Durability.NORMAL, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "DELETE FROM login_attempt WHERE scope = 'account' AND key = ?")) {
                ps.setString(1, account);
                ps.executeUpdate();
            }
            return add(c, "source", sourceKey(source, attemptMs), -1, attemptMs);
        });
    }

    /** Failures counted for user name {@code account} (0 when none or forgotten). */
    public int failures(String account) {
        return db.read("read a login count", c -> count(c, "account", account));
    }

    private static int add(Connection c, String scope, String key, int delta, long nowMs) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO login_attempt (scope, key, failures, last_ms)"
                + " VALUES (?, ?, max(0, ?), ?) ON CONFLICT (scope, key) DO UPDATE"
                + " SET failures = max(0, login_attempt.failures + ?), last_ms = excluded.last_ms")) {
            ps.setString(1, scope);
            ps.setString(2, key);
            ps.setInt(3, delta);
            ps.setLong(4, nowMs);
            ps.setInt(5, delta);
            ps.executeUpdate();
        }
        return count(c, scope, key);
    }

    private static int recentOverall(Connection c, long nowMs) throws SQLException {
        return sum(c, "minute", minuteKey(nowMs), minuteKey(nowMs - MINUTE_MS));
    }

    private static int recentSource(Connection c, String source, long nowMs) throws SQLException {
        return sum(c, "source", sourceKey(source, nowMs), sourceKey(source, nowMs - SOURCE_SPAN_MS));
    }

    private static int sum(Connection c, String scope, String key, String previousKey) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT coalesce(sum(failures), 0) FROM login_attempt"
                + " WHERE scope = ? AND key IN (?, ?)")) {
            ps.setString(1, scope);
            ps.setString(2, key);
            ps.setString(3, previousKey);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /** A source's row of the five minutes {@code ms} falls in ({@code this desk@5905371}). */
    private static String sourceKey(String source, long ms) {
        return source + "@" + Math.floorDiv(ms, SOURCE_SPAN_MS);
    }

    private static int count(Connection c, String scope, String key) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT failures FROM login_attempt WHERE scope = ? AND key = ?")) {
            ps.setString(1, scope);
            ps.setString(2, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    private static String minuteKey(long ms) {
        return Long.toString(Math.floorDiv(ms, MINUTE_MS));
    }
}
