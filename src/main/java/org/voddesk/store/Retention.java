package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Thins old samples ({@link RetentionPolicy}) in bounded batches: one transaction per window of about 15
 * minutes (at 100 nodes polled every 5 s, at most 18,000 rows), each also moving the tier's mark, so a run
 * stopped anywhere (budget, crash) resumes where it stopped and never rescans thinned windows. The control
 * loop calls {@link #run} now and then (say every 10 minutes) from its own thread.
 */
public final class Retention {
    private static final Logger LOG = LoggerFactory.getLogger(Retention.class);

    private final Database db;
    private final RetentionPolicy policy;

    Retention(Database db, RetentionPolicy policy) {
        this.db = db;
        this.policy = policy;
    }

    public RetentionPolicy policy() {
        return policy;
    }

    /** Thins what has become old by {@code nowMs}, up to the policy's window budget. */
    public RetentionResult run(long nowMs) {
        int windows = 0;
        long deleted = 0;
        boolean caughtUp = true;
        for (RetentionPolicy.Tier tier : policy.tiers()) {
            long window = tier.windowMs();
            long limit = Math.floorDiv(nowMs - tier.olderThan().toMillis(), window) * window;
            OptionalLong start = nextWindow(tier, window, readMark(tier));
            while (start.isPresent() && start.getAsLong() < limit) {
                if (windows == policy.maxWindowsPerRun()) {
                    caughtUp = false;
                    break;
                }
                long from = start.getAsLong();
                deleted += thin(tier, from, from + window);
                windows++;
                start = nextWindow(tier, window, OptionalLong.of(from + window));
            }
        }
        if (deleted > 0) {
            LOG.info("retention thinned {} windows, removed {} sample rows", windows, deleted);
        }
        return new RetentionResult(windows, deleted, caughtUp);
    }

    private OptionalLong readMark(RetentionPolicy.Tier tier) {
        return db.read("read the retention mark", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT thinned_to_ms FROM retention_mark WHERE tier = ?")) {
                ps.setString(1, tier.name());
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
                }
            }
        });
    }

    /** The first window at or after {@code from} that holds samples, so that gaps in the history cost nothing. */
    private OptionalLong nextWindow(RetentionPolicy.Tier tier, long window, OptionalLong from) {
        return db.read("find samples to thin", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT min(time_ms) FROM load_sample WHERE time_ms >= ?")) {
                ps.setLong(1, from.orElse(Long.MIN_VALUE));
                try (ResultSet rs = ps.executeQuery()) {
                    long first = rs.getLong(1);
                    if (rs.wasNull()) {
                        return OptionalLong.empty();
                    }
                    long aligned = Math.floorDiv(first, window) * window;
                    return OptionalLong.of(from.isPresent() ? Math.max(aligned, from.getAsLong()) : aligned);
                }
            }
        });
    }

    /**
     * Keeps the first sample per node (and the first cluster sample) of each interval of the window. The
     * window's keys are read in primary-key order and the others deleted by key: a plain pass, where a
     * "NOT IN (SELECT min ... GROUP BY ...)" delete took seconds per window.
     */
    private long thin(RetentionPolicy.Tier tier, long from, long to) {
        long step = tier.keepOnePer().toMillis();
        return db.write("thin samples of tier " + tier.name(), Durability.NORMAL, c -> {
            long removed = thinLoadSamples(c, from, to, step) + thinClusterSamples(c, from, to, step);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO retention_mark (tier, thinned_to_ms) VALUES (?, ?)"
                    + " ON CONFLICT (tier) DO UPDATE SET thinned_to_ms = excluded.thinned_to_ms")) {
                ps.setString(1, tier.name());
                ps.setLong(2, to);
                ps.executeUpdate();
            }
            return removed;
        });
    }

    private static long thinLoadSamples(Connection c, long from, long to, long step) throws SQLException {
        Map<Long, Long> keptInterval = new HashMap<>();
        int removed = 0;
        try (PreparedStatement select = c.prepareStatement("SELECT time_ms, node_id FROM load_sample"
                + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms, node_id");
             PreparedStatement delete = c.prepareStatement("DELETE FROM load_sample WHERE time_ms = ? AND node_id = ?")) {
            select.setLong(1, from);
            select.setLong(2, to);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long time = rs.getLong(1);
                    long node = rs.getLong(2);
                    Long kept = keptInterval.put(node, Math.floorDiv(time, step));
                    if (kept != null && kept == Math.floorDiv(time, step)) {
                        delete.setLong(1, time);
                        delete.setLong(2, node);
                        delete.addBatch();
                        removed++;
                    }
                }
            }
            delete.executeBatch();
        }
        return removed;
    }

    private static long thinClusterSamples(Connection c, long from, long to, long step) throws SQLException {
        long keptInterval = Long.MIN_VALUE;
        int removed = 0;
        try (PreparedStatement select = c.prepareStatement("SELECT time_ms FROM cluster_sample"
                + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms");
             PreparedStatement delete = c.prepareStatement("DELETE FROM cluster_sample WHERE time_ms = ?")) {
            select.setLong(1, from);
            select.setLong(2, to);
            try (ResultSet rs = select.executeQuery()) {
                while (rs.next()) {
                    long time = rs.getLong(1);
                    if (Math.floorDiv(time, step) == keptInterval) {
                        delete.setLong(1, time);
                        delete.addBatch();
                        removed++;
                    } else {
                        keptInterval = Math.floorDiv(time, step);
                    }
                }
            }
            delete.executeBatch();
        }
        return removed;
    }
}
