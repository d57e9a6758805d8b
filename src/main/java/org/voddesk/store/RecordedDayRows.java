package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LambdaPoint;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.RecordedActions;

/**
 * What really happened on one day, from the stored samples, plans and decisions: the figures a replay of the policy
 * in force is calibrated against. Each figure is a named step with its own query; all run on the caller's read
 * transaction.
 */
final class RecordedDayRows {
    /** The poll interval assumed when a day has fewer than two cluster samples: the console's default, 5 s. */
    static final long DEFAULT_SAMPLE_PERIOD_MS = 5_000L;

    private final Connection c;
    private final DayWindow day;

    RecordedDayRows(Connection c, DayWindow day) {
        this.c = c;
        this.day = day;
    }

    /**
     * Step: each node's mean and peak measured load per elapsed hour (samples with a load: the node answered), by
     * node in {@code nodes}' order then hour; {@code NaN} for an hour in which a node has no measured sample. And the
     * mean {@code lambda} of the cluster samples per hour.
     */
    LoadProfile loads(List<NodeSpec> nodes) throws SQLException {
        int hours = day.hours();
        Map<String, double[][]> byNode = new HashMap<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT n.name, (s.time_ms - ?) / 3600000 AS h,"
                + " avg(s.load), max(s.load) FROM load_sample s JOIN node n ON n.id = s.node_id"
                + " WHERE s.time_ms >= ? AND s.time_ms < ? AND s.load IS NOT NULL GROUP BY n.name, h")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.fromMs());
            ps.setLong(3, day.toMs());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    double[][] figures = byNode.computeIfAbsent(rs.getString(1), k -> emptyHours(hours));
                    int h = rs.getInt(2);
                    figures[0][h] = rs.getDouble(3);
                    figures[1][h] = rs.getDouble(4);
                }
            }
        }
        List<NodeHourLoad> nodeHours = new ArrayList<>();
        for (NodeSpec n : nodes) {
            double[][] figures = byNode.getOrDefault(n.name(), emptyHours(hours));
            for (int h = 0; h < hours; h++) {
                nodeHours.add(new NodeHourLoad(n.name(), h, figures[0][h], figures[1][h]));
            }
        }
        return new LoadProfile(nodeHours, lambdaPerHour());
    }

    private List<Double> lambdaPerHour() throws SQLException {
        double[] perHour = new double[day.hours()];
        Arrays.fill(perHour, Double.NaN);
        try (PreparedStatement ps = c.prepareStatement("SELECT (time_ms - ?) / 3600000 AS h, avg(lambda)"
                + " FROM cluster_sample WHERE time_ms >= ? AND time_ms < ? GROUP BY h")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.fromMs());
            ps.setLong(3, day.toMs());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    perHour[rs.getInt(1)] = rs.getDouble(2);
                }
            }
        }
        List<Double> result = new ArrayList<>(perHour.length);
        for (double v : perHour) {
            result.add(v);
        }
        return result;
    }

    private static double[][] emptyHours(int hours) {
        double[][] figures = new double[2][hours];
        Arrays.fill(figures[0], Double.NaN);
        Arrays.fill(figures[1], Double.NaN);
        return figures;
    }

    /** Step: {@code lambda} of every stored poll round of the day, by time. */
    List<LambdaPoint> lambda() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT time_ms, lambda FROM cluster_sample"
                + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            List<LambdaPoint> points = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    points.add(new LambdaPoint(rs.getLong(1), rs.getDouble(2)));
                }
            }
            return points;
        }
    }

    /** Step: the console's poll interval that day, the median gap between its stored poll rounds. */
    long samplePeriodMs() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT time_ms FROM cluster_sample"
                + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            List<Long> gaps = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                long previous = Long.MIN_VALUE;
                while (rs.next()) {
                    long t = rs.getLong(1);
                    if (previous != Long.MIN_VALUE && t > previous) {
                        gaps.add(t - previous);
                    }
                    previous = t;
                }
            }
            if (gaps.isEmpty()) {
                return DEFAULT_SAMPLE_PERIOD_MS;
            }
            gaps.sort(null);
            return gaps.get((gaps.size() - 1) / 2);
        }
    }

    /**
     * Step: plans proposed and carried out (balance and relief plans made in the day; carried out = approved, then
     * done or failed), their moves that finished, and the sessions moved off failed nodes (re-homing moves).
     */
    RecordedActions actions(int requests, int refused) throws SQLException {
        int proposed = count("SELECT count(*) FROM migration_plan WHERE kind IN ('balance', 'relief')"
                + " AND created_at_ms >= ? AND created_at_ms < ?");
        int carriedOut = count("SELECT count(*) FROM migration_plan WHERE kind IN ('balance', 'relief')"
                + " AND state IN ('approved', 'done', 'failed') AND created_at_ms >= ? AND created_at_ms < ?");
        int moves = count("SELECT count(*) FROM plan_move m JOIN migration_plan p ON p.id = m.plan_id"
                + " WHERE p.kind IN ('balance', 'relief') AND m.state = 'done'"
                + " AND m.finished_at_ms >= ? AND m.finished_at_ms < ?");
        int reHomed = count("SELECT count(*) FROM plan_move m JOIN migration_plan p ON p.id = m.plan_id"
                + " WHERE p.kind = 're-homing' AND m.state = 'done' AND m.finished_at_ms >= ? AND m.finished_at_ms < ?");
        return new RecordedActions(requests, refused, proposed, carriedOut, moves, reHomed);
    }

    private int count(String sql) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getInt(1) : 0;
            }
        }
    }

    /**
     * Step: how the day's supervisors answered its balance and relief plans (those answered or lapsed; a plan still
     * pending is left out): the shares approved and rejected, and the median time to each answer and to expiry.
     * {@link ApprovalHabit#AT_ONCE} when the day has no answered plan.
     */
    ApprovalHabit habit() throws SQLException {
        List<Long> approved = new ArrayList<>();
        List<Long> rejected = new ArrayList<>();
        List<Long> lives = new ArrayList<>();
        int expired = 0;
        try (PreparedStatement ps = c.prepareStatement("SELECT state, decided_at_ms - created_at_ms,"
                + " expires_at_ms - created_at_ms FROM migration_plan WHERE kind IN ('balance', 'relief')"
                + " AND state <> 'pending' AND created_at_ms >= ? AND created_at_ms < ?")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String state = rs.getString(1);
                    long answeredAfter = Math.max(0, rs.getLong(2));
                    lives.add(rs.getLong(3));
                    switch (state) {
                        case "rejected" -> rejected.add(answeredAfter);
                        case "expired" -> expired++;
                        default -> approved.add(answeredAfter);
                    }
                }
            }
        }
        int answered = approved.size() + rejected.size() + expired;
        if (answered == 0) {
            return ApprovalHabit.AT_ONCE;
        }
        return new ApprovalHabit((double) approved.size() / answered, (double) rejected.size() / answered,
                median(approved), median(rejected), Math.max(1, median(lives)));
    }

    private static long median(List<Long> values) {
        if (values.isEmpty()) {
            return 0;
        }
        List<Long> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get((sorted.size() - 1) / 2);
    }

    /** Step: the placement policy the day's decisions name most often, {@code null} when the day has none. */
    String placementPolicy() throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT policy FROM placement_decision"
                + " WHERE time_ms >= ? AND time_ms < ? GROUP BY policy ORDER BY count(*) DESC, policy LIMIT 1")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : null;
            }
        }
    }
}
