package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.voddesk.core.CameraSession;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.SessionRecord;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/**
 * Playback sessions: the live ones and the history. A session keeps its id when it migrates; its node is
 * updated and the move is recorded as a move of its plan.
 */
public final class SessionRepository {
    private static final String SELECT = "SELECT s.id, n.name AS node_name, s.camera_id, s.segment_start_ms,"
            + " s.begin_ms, s.position_ms, s.rate, s.bitrate_bps, s.quality, s.source, s.started_at_ms,"
            + " s.ended_at_ms, s.end_reason FROM session s JOIN node n ON n.id = s.node_id";

    private final Database db;

    SessionRepository(Database db) {
        this.db = db;
    }

    /** Records a session a poll found on a node (no requester, no stream URL known). */
    public void started(Session s) {
        started(s, null, null);
    }

    /**
     * Records a session that has started. Its camera is added to the catalogue when unknown.
     *
     * @param requestedBy the user whose request placed it, or {@code null}
     * @param streamUrl   the stream URL its node gave, or {@code null}
     */
    public void started(Session s, String requestedBy, String streamUrl) {
        db.write("record session " + s.id(), Durability.FULL, c -> {
            if (exists(c, s.id())) {
                throw new StoreException("session " + s.id() + " is already recorded; session ids are never reused");
            }
            CameraRepository.ensureExists(c, s.cameraId());
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO session (id, node_id, camera_id,"
                    + " segment_start_ms, begin_ms, position_ms, rate, bitrate_bps, quality, source, started_at_ms,"
                    + " requested_by, stream_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, s.id());
                ps.setLong(2, NodeIds.require(c, s.nodeName()));
                ps.setString(3, s.cameraId());
                ps.setLong(4, s.segmentStartMs());
                ps.setLong(5, s.beginMs());
                ps.setLong(6, s.positionMs());
                ps.setDouble(7, s.rate());
                ps.setLong(8, s.bitrateBps());
                ps.setString(9, s.quality().wireName());
                ps.setString(10, word(s.source()));
                ps.setLong(11, s.startedAtMs());
                Sql.setNullableString(ps, 12, requestedBy);
                Sql.setNullableString(ps, 13, streamUrl);
                ps.executeUpdate();
            }
            return null;
        });
    }

    /** Records a change of a live session (node after a migration, rate, position, source, bit rate). */
    public void update(Session s) {
        updateAll(List.of(s), Durability.FULL);
    }

    /** Records the positions and rates a poll round reported, in one transaction. */
    public void updateAll(Collection<Session> sessions) {
        updateAll(sessions, Durability.NORMAL);
    }

    private void updateAll(Collection<Session> sessions, Durability durability) {
        db.write("update " + sessions.size() + " sessions", durability, c -> {
            Map<String, Long> nodeIds = NodeIds.all(c);
            try (PreparedStatement ps = c.prepareStatement("UPDATE session SET node_id = ?, position_ms = ?, rate = ?,"
                    + " source = ?, bitrate_bps = ? WHERE id = ? AND ended_at_ms IS NULL")) {
                for (Session s : sessions) {
                    Long nodeId = nodeIds.get(s.nodeName());
                    if (nodeId == null) {
                        throw NodeIds.unknown(s.nodeName());
                    }
                    ps.setLong(1, nodeId);
                    ps.setLong(2, s.positionMs());
                    ps.setDouble(3, s.rate());
                    ps.setString(4, word(s.source()));
                    ps.setLong(5, s.bitrateBps());
                    ps.setString(6, s.id());
                    if (ps.executeUpdate() != 1) {
                        throw new StoreException("session " + s.id() + " is not a live recorded session");
                    }
                }
            }
            return null;
        });
    }

    /** Records the end of a session; returns false when it had already ended. */
    public boolean ended(String sessionId, long atMs, SessionEndReason reason) {
        return db.write("record the end of session " + sessionId, Durability.FULL, c -> {
            if (!exists(c, sessionId)) {
                throw new StoreException("no session " + sessionId + " is recorded");
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "UPDATE session SET ended_at_ms = ?, end_reason = ? WHERE id = ? AND ended_at_ms IS NULL")) {
                ps.setLong(1, atMs);
                ps.setString(2, reason.word());
                ps.setString(3, sessionId);
                return ps.executeUpdate() == 1;
            }
        });
    }

    public Optional<SessionRecord> find(String sessionId) {
        return db.read("find session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE s.id = ?")) {
                ps.setString(1, sessionId);
                List<SessionRecord> found = list(ps);
                return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
            }
        });
    }

    /** The sessions that have not ended, by start time. */
    public List<Session> active() {
        return db.read("list live sessions", c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    SELECT + " WHERE s.ended_at_ms IS NULL ORDER BY s.started_at_ms, s.id")) {
                return list(ps).stream().map(SessionRecord::session).toList();
            }
        });
    }

    /** Sessions started in {@code [fromMs, toMs)}, by start time (the report's session table). */
    public List<SessionRecord> startedBetween(long fromMs, long toMs) {
        return db.read("list sessions", c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    SELECT + " WHERE s.started_at_ms >= ? AND s.started_at_ms < ? ORDER BY s.started_at_ms, s.id")) {
                ps.setLong(1, fromMs);
                ps.setLong(2, toMs);
                return list(ps);
            }
        });
    }

    /** Sessions that ran at some time in {@code [fromMs, toMs)}: started before its end, not ended before its start. */
    public List<SessionRecord> overlapping(long fromMs, long toMs) {
        return db.read("list the sessions of a period", c -> {
            try (PreparedStatement ps = c.prepareStatement(SELECT + " WHERE s.started_at_ms < ?"
                    + " AND (s.ended_at_ms IS NULL OR s.ended_at_ms >= ?) ORDER BY s.started_at_ms, s.id")) {
                ps.setLong(1, toMs);
                ps.setLong(2, fromMs);
                return list(ps);
            }
        });
    }

    /**
     * One page of one camera's sessions started in {@code [fromMs, toMs)}, newest first, each with who asked for it
     * and the node it was placed on (from its placement decision; {@code null} when none is recorded). Served by
     * the V9 indexes {@code session_camera_started} and {@code decision_session}.
     */
    public List<CameraSession> cameraHistory(String cameraId, long fromMs, long toMs, int limit, int offset) {
        return db.read("list the sessions of camera " + cameraId, c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT s.id, n.name AS node_name, s.camera_id,"
                    + " s.segment_start_ms, s.begin_ms, s.position_ms, s.rate, s.bitrate_bps, s.quality, s.source,"
                    + " s.started_at_ms, s.ended_at_ms, s.end_reason,"
                    + " (SELECT d.user_name FROM placement_decision d WHERE d.session_id = s.id"
                    + " ORDER BY d.id LIMIT 1) AS started_by,"
                    + " (SELECT d.node_name FROM placement_decision d WHERE d.session_id = s.id"
                    + " ORDER BY d.id LIMIT 1) AS placed_on"
                    + " FROM session s JOIN node n ON n.id = s.node_id WHERE s.camera_id = ?"
                    + " AND s.started_at_ms >= ? AND s.started_at_ms < ?"
                    + " ORDER BY s.started_at_ms DESC, s.id DESC LIMIT ? OFFSET ?")) {
                ps.setString(1, cameraId);
                ps.setLong(2, fromMs);
                ps.setLong(3, toMs);
                ps.setInt(4, limit);
                ps.setInt(5, offset);
                List<CameraSession> result = new ArrayList<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        result.add(new CameraSession(map(rs), rs.getString("started_by"), rs.getString("placed_on")));
                    }
                }
                return result;
            }
        });
    }

    /** A session moved: its node gave a new stream URL. */
    public void streamMoved(String sessionId, String streamUrl) {
        db.write("record the stream of session " + sessionId, Durability.FULL, c -> {
            try (PreparedStatement ps = c.prepareStatement("UPDATE session SET stream_url = ? WHERE id = ?")) {
                Sql.setNullableString(ps, 1, streamUrl);
                ps.setString(2, sessionId);
                return ps.executeUpdate();
            }
        });
    }

    /** Who asked for each live session a user placed (session id to user name); a session found on a node has none. */
    public Map<String, String> activeOwners() {
        return db.read("list the owners of live sessions", c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT id, requested_by FROM session"
                    + " WHERE ended_at_ms IS NULL AND requested_by IS NOT NULL")) {
                try (ResultSet rs = ps.executeQuery()) {
                    Map<String, String> out = new HashMap<>();
                    while (rs.next()) {
                        out.put(rs.getString(1), rs.getString(2));
                    }
                    return out;
                }
            }
        });
    }

    /** Who asked for session {@code sessionId} and where its stream is; empty when there is no such session. */
    public Optional<SessionOrigin> origin(String sessionId) {
        return db.read("find the origin of session " + sessionId, c -> {
            try (PreparedStatement ps = c.prepareStatement(
                    "SELECT requested_by, stream_url FROM session WHERE id = ?")) {
                ps.setString(1, sessionId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(new SessionOrigin(rs.getString(1), rs.getString(2)))
                            : Optional.empty();
                }
            }
        });
    }

    private static boolean exists(Connection c, String sessionId) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM session WHERE id = ?")) {
            ps.setString(1, sessionId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    private static List<SessionRecord> list(PreparedStatement ps) throws SQLException {
        List<SessionRecord> result = new ArrayList<>();
        try (ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                result.add(map(rs));
            }
        }
        return result;
    }

    private static SessionRecord map(ResultSet rs) throws SQLException {
        Session s = new Session(rs.getString("id"), rs.getString("node_name"),
                new SegmentKey(rs.getString("camera_id"), rs.getLong("segment_start_ms")),
                new Playhead(rs.getLong("begin_ms"), rs.getLong("position_ms"), rs.getDouble("rate")),
                new StreamProfile(rs.getLong("bitrate_bps"), Quality.fromWire(rs.getString("quality")),
                        StreamSource.valueOf(rs.getString("source").toUpperCase(Locale.ROOT))),
                rs.getLong("started_at_ms"));
        String reason = rs.getString("end_reason");
        return new SessionRecord(s, Sql.getNullableLong(rs, "ended_at_ms"),
                reason == null ? null : SessionEndReason.fromWord(reason));
    }

    private static String word(StreamSource source) {
        return source.name().toLowerCase(Locale.ROOT);
    }
}
