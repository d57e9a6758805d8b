package org.voddesk.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;

/** Placement decisions and rejections, with their explanations. */
public final class DecisionRepository {
    private final Database db;

    DecisionRepository(Database db) {
        this.db = db;
    }

    /** Records a decision (committed before this returns, so it is stored before it is shown) and gives its number. */
    public long record(DecisionEntry d) {
        return db.write("record a placement decision", Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO placement_decision (time_ms, user_name, camera_id,"
                    + " segment_start_ms, begin_ms, rate, quality, bitrate_bps, client_site, outcome, node_name,"
                    + " session_id, policy, summary, explanation) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                PlaybackRequest r = d.request();
                ps.setLong(1, d.timeMs());
                ps.setString(2, d.user());
                ps.setString(3, r.cameraId());
                ps.setLong(4, r.segmentStartMs());
                ps.setLong(5, r.beginMs());
                ps.setDouble(6, r.rate());
                ps.setString(7, r.quality().wireName());
                ps.setLong(8, r.bitrateBps());
                Sql.setNullableString(ps, 9, r.clientSite());
                ps.setString(10, d.placed() ? "placed" : "rejected");
                Sql.setNullableString(ps, 11, d.nodeName());
                Sql.setNullableString(ps, 12, d.sessionId());
                ps.setString(13, d.policy());
                ps.setString(14, d.summary());
                ps.setString(15, d.explanation());
                ps.executeUpdate();
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    keys.next();
                    return keys.getLong(1);
                }
            }
        });
    }

    /** Decisions in {@code [fromMs, toMs)}, oldest first. */
    public List<DecisionRecord> between(long fromMs, long toMs) {
        return db.read("read placement decisions", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT * FROM placement_decision"
                    + " WHERE time_ms >= ? AND time_ms < ? ORDER BY time_ms, id")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                List<DecisionRecord> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(map(rs));
                    }
                }
                return result;
            }
        });
    }

    private static DecisionRecord map(ResultSet rs) throws SQLException {
        PlaybackRequest r = new PlaybackRequest(rs.getString("camera_id"), rs.getLong("segment_start_ms"),
                rs.getLong("begin_ms"), rs.getDouble("rate"), Quality.fromWire(rs.getString("quality")),
                rs.getLong("bitrate_bps"), rs.getString("client_site"));
        return new DecisionRecord(rs.getLong("id"), new DecisionEntry(rs.getLong("time_ms"), rs.getString("user_name"),
                r, rs.getString("node_name"), rs.getString("session_id"), rs.getString("policy"),
                rs.getString("summary"), rs.getString("explanation")));
    }
}
