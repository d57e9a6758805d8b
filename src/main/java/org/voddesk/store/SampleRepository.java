package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.LoadSample;
import org.voddesk.core.LoadThresholds;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeState;
import org.voddesk.core.ResourceMeans;

/** Load samples per node per poll and cluster samples per poll, and the report's reads of them. */
public final class SampleRepository {
    private final Database db;

    SampleRepository(Database db) {
        this.db = db;
    }

    /** Rollups are quarter-hours (V5 migration); aggregate ranges and buckets are whole ones. */
    public static final long ROLLUP_MS = 900_000;

    /**
     * Records one poll round, all nodes and the cluster figures, in one transaction. A row repeating a
     * (time, node) already stored is ignored: the first measurement stands, and is counted once in the
     * rollups.
     *
     * @param cluster the round's cluster figures, or {@code null} when none were computed
     */
    public void recordRound(List<NodeSampleRow> rows, ClusterSample cluster) {
        db.write("record a poll round of " + rows.size() + " nodes", Durability.NORMAL, c -> {
            Map<String, Long> nodeIds = NodeIds.all(c);
            try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO load_sample"
                    + " (time_ms, node_id, health, cpu, mem, net, load) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (NodeSampleRow row : rows) {
                    Long nodeId = nodeIds.get(row.node());
                    if (nodeId == null) {
                        throw NodeIds.unknown(row.node());
                    }
                    ps.setLong(1, row.timeMs());
                    ps.setLong(2, nodeId);
                    ps.setString(3, row.health().name().toLowerCase(Locale.ROOT));
                    LoadSample s = row.sample();
                    Sql.setNullableDouble(ps, 4, s == null ? Double.NaN : s.cpu());
                    Sql.setNullableDouble(ps, 5, s == null ? Double.NaN : s.mem());
                    Sql.setNullableDouble(ps, 6, s == null ? Double.NaN : s.net());
                    Sql.setNullableDouble(ps, 7, row.load());
                    ps.addBatch();
                }
                ps.executeBatch();
            }
            if (cluster != null) {
                try (PreparedStatement ps = c.prepareStatement("INSERT OR IGNORE INTO cluster_sample"
                        + " (time_ms, lambda, sigma, streams) VALUES (?, ?, ?, ?)")) {
                    ps.setLong(1, cluster.timeMs());
                    ps.setDouble(2, cluster.lambda());
                    ps.setDouble(3, cluster.sigma());
                    ps.setInt(4, cluster.streams());
                    ps.executeUpdate();
                }
            }
            return null;
        });
    }

    /** One node's rows in {@code [fromMs, toMs)}, in time order. */
    public List<NodeSampleRow> nodeSeries(String node, long fromMs, long toMs) {
        return db.read("read the samples of node " + node, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT s.time_ms, s.health, s.cpu, s.mem, s.net, s.load"
                    + " FROM load_sample s JOIN node n ON n.id = s.node_id"
                    + " WHERE s.time_ms >= ? AND s.time_ms < ? AND n.name = ? ORDER BY s.time_ms")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                ps.setString(3, node);
                List<NodeSampleRow> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(mapRow(node, rs));
                    }
                }
                return result;
            }
        });
    }

    /** The cluster figures in {@code [fromMs, toMs)}, in time order. */
    public List<ClusterSample> clusterSeries(long fromMs, long toMs) {
        return db.read("read the cluster samples", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT time_ms, lambda, sigma, streams FROM cluster_sample"
                    + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                List<ClusterSample> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(new ClusterSample(rs.getLong(1), rs.getDouble(2), rs.getDouble(3), rs.getInt(4)));
                    }
                }
                return result;
            }
        });
    }

    /**
     * Every node's figures in {@code [fromMs, toMs)} per bucket of {@code bucketMs}, buckets counted from
     * {@code fromMs} (so a local-time day gets local-time hours), ordered by node then bucket. Read from the
     * quarter-hour rollups, so the figures are those of every sample ever recorded, even where retention has
     * since thinned the samples.
     *
     * @throws IllegalArgumentException unless the range and the bucket are whole quarter-hours
     *                                   ({@link #ROLLUP_MS}; every time zone's midnight is one)
     */
    public List<NodeAggregate> nodeAggregates(long fromMs, long toMs, long bucketMs) {
        if (bucketMs <= 0 || toMs < fromMs || fromMs % ROLLUP_MS != 0 || toMs % ROLLUP_MS != 0
                || bucketMs % ROLLUP_MS != 0) {
            throw new IllegalArgumentException("aggregates need from <= to and a positive bucket, all whole"
                    + " quarter-hours, got " + fromMs + ", " + toMs + ", " + bucketMs);
        }
        return db.read("aggregate the samples", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT n.name, a.bucket, a.polls, a.measured,"
                    + " a.sum_cpu / a.measured AS cpu, a.sum_mem / a.measured AS mem, a.sum_net / a.measured AS net,"
                    + " a.sum_load / a.measured AS mean_load, a.max_load, a.unhealthy FROM (SELECT node_id,"
                    + " (bucket_ms - ?1) / ?3 AS bucket, sum(polls) AS polls, sum(measured) AS measured,"
                    + " sum(sum_cpu) AS sum_cpu, sum(sum_mem) AS sum_mem, sum(sum_net) AS sum_net,"
                    + " sum(sum_load) AS sum_load, max(max_load) AS max_load, sum(unhealthy) AS unhealthy"
                    + " FROM load_rollup WHERE bucket_ms >= ?1 AND bucket_ms < ?2 GROUP BY node_id, bucket) a"
                    + " JOIN node n ON n.id = a.node_id ORDER BY n.name, a.bucket")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                ps.setLong(3, bucketMs);
                List<NodeAggregate> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(new NodeAggregate(rs.getString(1), fromMs + rs.getLong(2) * bucketMs, rs.getInt(3),
                                rs.getInt(4), means(rs), Sql.getNullableDouble(rs, "mean_load"),
                                Sql.getNullableDouble(rs, "max_load"), rs.getInt(10)));
                    }
                }
                return result;
            }
        });
    }

    /** The columns {@code cpu}, {@code mem} and {@code net} of an aggregate's row. */
    private static ResourceMeans means(ResultSet rs) throws SQLException {
        return new ResourceMeans(Sql.getNullableDouble(rs, "cpu"), Sql.getNullableDouble(rs, "mem"),
                Sql.getNullableDouble(rs, "net"));
    }

    /**
     * One node's quarter-hour rollups in {@code [fromMs, toMs)}, in time order (a node tile's long-range chart).
     * The figures are those of every sample recorded, even where retention has thinned the samples since.
     */
    public List<NodeAggregate> nodeRollups(String node, long fromMs, long toMs) {
        return db.read("read the rollups of node " + node, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT r.bucket_ms, r.polls, r.measured,"
                    + " r.sum_cpu / r.measured AS cpu, r.sum_mem / r.measured AS mem, r.sum_net / r.measured AS net,"
                    + " r.sum_load / r.measured AS mean_load, r.max_load, r.unhealthy FROM load_rollup r"
                    + " WHERE r.bucket_ms >= ? AND r.bucket_ms < ? AND r.node_id = (SELECT id FROM node WHERE name = ?)"
                    + " ORDER BY r.bucket_ms")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                ps.setString(3, node);
                List<NodeAggregate> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(new NodeAggregate(node, rs.getLong(1), rs.getInt(2), rs.getInt(3), means(rs),
                                Sql.getNullableDouble(rs, "mean_load"), Sql.getNullableDouble(rs, "max_load"),
                                rs.getInt(9)));
                    }
                }
                return result;
            }
        });
    }

    /**
     * The cluster's balance per quarter-hour in {@code [fromMs, toMs)}, in time order, computed from the rollups
     * ({@link ClusterRollup}: lambda and sigma of the nodes' quarter-hour mean loads). Quarter-hours where no node
     * was measured are absent.
     */
    public List<ClusterRollup> clusterRollups(long fromMs, long toMs) {
        return db.read("read the cluster rollups", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT bucket_ms, sum_load / measured FROM load_rollup"
                    + " WHERE bucket_ms >= ? AND bucket_ms < ? AND measured > 0 ORDER BY bucket_ms")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                List<ClusterRollup> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    ClusterRollup.Builder bucket = null;
                    while (rs.next()) {
                        long at = rs.getLong(1);
                        if (bucket == null || bucket.bucketMs() != at) {
                            if (bucket != null) {
                                result.add(bucket.build());
                            }
                            bucket = new ClusterRollup.Builder(at);
                        }
                        bucket.add(rs.getDouble(2));
                    }
                    if (bucket != null) {
                        result.add(bucket.build());
                    }
                }
                return result;
            }
        });
    }

    /**
     * How long each node spent in each health and load state in {@code [fromMs, toMs)}, per bucket of
     * {@code bucketMs} counted from {@code fromMs}, with the loads in whole-percent bins (the report's time in each
     * state and its percentiles). A sample stands for the time until the node's next sample, at most
     * {@code maxGapMs} (longer gaps are time nobody polled) and never past {@code toMs}; the part of it past its
     * bucket's end is counted in the next bucket (the gap is shorter than a bucket, so it spans at most two), and the
     * sample itself in its own. Computed in one statement over the range's samples (a window function orders each
     * node's samples), so only the groups come back.
     */
    public List<StateTime> stateTimes(long fromMs, long toMs, long bucketMs, long maxGapMs, LoadThresholds thresholds) {
        if (bucketMs <= 0 || maxGapMs <= 0 || toMs < fromMs) {
            throw new IllegalArgumentException("state times need from <= to and a positive bucket and gap, got "
                    + fromMs + ", " + toMs + ", " + bucketMs + ", " + maxGapMs);
        }
        return db.read("sum the time in each state", c -> {
            // each sample's span, cut at its bucket's end: the part past it (a sample just before the hour) is
            // counted in the next bucket, so a bucket never holds more time than it lasts. The window function
            // runs once (agg); only its small grouped result is read twice, hence MATERIALIZED.
            try (PreparedStatement ps = c.prepareStatement("WITH agg AS MATERIALIZED (SELECT node_id, bucket, health,"
                    + " CASE WHEN load IS NULL THEN NULL WHEN load < ?5 THEN 'light' WHEN load > ?6"
                    + " THEN 'overloaded' ELSE 'fit' END AS state,"
                    + " CASE WHEN load IS NULL THEN -1 ELSE CAST(max(load, 0) AS INTEGER) END AS bin,"
                    + " sum(min(end_ms, ?1 + (bucket + 1) * ?3) - time_ms) AS own,"
                    + " sum(max(end_ms - (?1 + (bucket + 1) * ?3), 0)) AS spill, count(*) AS samples"
                    + " FROM (SELECT node_id, health, load, time_ms, (time_ms - ?1) / ?3 AS bucket,"
                    + " min(coalesce(next_ms, ?2), time_ms + ?4, ?2) AS end_ms FROM (SELECT time_ms, node_id, health,"
                    + " load, lead(time_ms) OVER (PARTITION BY node_id ORDER BY time_ms) AS next_ms FROM load_sample"
                    + " WHERE time_ms >= ?1 AND time_ms < ?2 + ?4) WHERE time_ms < ?2)"
                    + " GROUP BY node_id, bucket, health, state, bin)"
                    + " SELECT n.name, p.bucket, p.health, p.state, p.bin, sum(p.ms) AS ms, sum(p.samples) AS samples"
                    + " FROM (SELECT node_id, bucket, health, state, bin, own AS ms, samples FROM agg UNION ALL"
                    + " SELECT node_id, bucket + 1, health, state, bin, spill, 0 FROM agg WHERE spill > 0) p"
                    + " JOIN node n ON n.id = p.node_id"
                    + " GROUP BY n.name, p.bucket, p.health, p.state, p.bin ORDER BY n.name, p.bucket")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                ps.setLong(3, bucketMs);
                ps.setLong(4, maxGapMs);
                ps.setDouble(5, thresholds.loadMin());
                ps.setDouble(6, thresholds.loadMax());
                List<StateTime> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        String state = rs.getString(4);
                        result.add(new StateTime(rs.getString(1), fromMs + rs.getLong(2) * bucketMs,
                                NodeHealth.valueOf(rs.getString(3).toUpperCase(Locale.ROOT)),
                                state == null ? null : NodeState.valueOf(state.toUpperCase(Locale.ROOT)), rs.getInt(5),
                                rs.getLong(6), rs.getInt(7)));
                    }
                }
                return result;
            }
        });
    }

    /** The first and last quarter-hour with samples (from the rollups, which retention never thins), if any. */
    public Optional<SampleSpan> span() {
        return db.read("find the history's span", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT min(bucket_ms), max(bucket_ms) FROM load_rollup");
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                long first = rs.getLong(1);
                return rs.wasNull() ? Optional.<SampleSpan>empty() : Optional.of(new SampleSpan(first, rs.getLong(2)));
            }
        });
    }

    private static NodeSampleRow mapRow(String node, ResultSet rs) throws SQLException {
        long time = rs.getLong("time_ms");
        NodeHealth health = NodeHealth.valueOf(rs.getString("health").toUpperCase(Locale.ROOT));
        double load = Sql.getNullableDouble(rs, "load");
        if (Double.isNaN(load)) {
            return NodeSampleRow.unmeasured(node, time, health);
        }
        LoadSample sample = new LoadSample(time, rs.getDouble("cpu"), rs.getDouble("mem"), rs.getDouble("net"));
        return NodeSampleRow.measured(node, health, sample, load);
    }
}
