package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;

/**
 * The sessions of one day as a replay sees them: the users' requests (each placement decision of the day, the first
 * one of its session, and sessions a user started with no decision recorded) and the standing sessions (found on a
 * node by a poll, or carried over from before the day). Moves change a session's node, never make a request: a moved
 * session is one request, at its first placement.
 *
 * @param requests the requests of the day, by time
 * @param standing the standing sessions, by start
 */
record TraceSessionRows(List<TraceRequest> requests, List<StandingSession> standing) {
    /** The watch time of a refused request when the day placed no session to learn it from: 10 min. */
    static final long DEFAULT_WATCH_MS = 600_000L;

    private static final String SESSION_COLUMNS = "s.id, n.name AS node_name, s.camera_id, s.segment_start_ms,"
            + " s.begin_ms, s.rate, s.bitrate_bps, s.quality, s.started_at_ms, s.ended_at_ms, s.requested_by";

    /** Reads the day's requests and standing sessions. */
    static TraceSessionRows read(Connection c, DayWindow day) throws SQLException {
        List<Decision> decisions = decisions(c, day);
        long medianWatch = medianWatchMs(decisions, day);
        List<TraceRequest> requests = new ArrayList<>();
        for (Decision d : decisions) {
            requests.add(d.request(medianWatch, day));
        }
        List<StandingSession> standing = new ArrayList<>();
        for (SessionRow s : undecidedSessions(c, day)) {
            if (s.requestedBy() == null) {
                standing.add(s.standing(s.started().nodeName(), s.started().startedAtMs(), day,
                        StandingSession.Origin.FOUND));
            } else {
                requests.add(s.request(day));
            }
        }
        for (SessionRow s : carriedOver(c, day)) {
            String node = nodeAt(c, s.started().id(), day.fromMs(), s.started().nodeName());
            StandingSession.Origin origin = s.requestedBy() == null ? StandingSession.Origin.FOUND
                    : StandingSession.Origin.CARRIED_OVER;
            standing.add(s.standing(node, day.fromMs(), day, origin));
        }
        requests.sort(Comparator.comparingLong(TraceRequest::atMs));
        standing.sort(Comparator.comparingLong(StandingSession::fromMs));
        return new TraceSessionRows(requests, standing);
    }

    /**
     * Step: the day's placement decisions, one per session (its first), refused ones included, by time. A placed
     * request streams at its session's recorded bit rate (the one its node reported, where the console recorded it;
     * a sub stream's is below the main stream's the request named), a refused one at the request's.
     */
    static List<Decision> decisions(Connection c, DayWindow day) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT d.time_ms, d.user_name, d.camera_id,"
                + " d.segment_start_ms, d.begin_ms, d.rate, d.quality,"
                + " coalesce(s.bitrate_bps, d.bitrate_bps) AS bitrate, d.client_site, d.outcome, d.node_name,"
                + " d.session_id, s.started_at_ms, s.ended_at_ms FROM placement_decision d"
                + " LEFT JOIN session s ON s.id = d.session_id WHERE d.time_ms >= ? AND d.time_ms < ?"
                + " ORDER BY d.time_ms, d.id")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            List<Decision> result = new ArrayList<>();
            Set<String> seen = new HashSet<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    boolean placed = "placed".equals(rs.getString("outcome"));
                    String sessionId = placed ? rs.getString("session_id") : null;
                    if (sessionId != null && !seen.add(sessionId)) {
                        continue;
                    }
                    PlaybackRequest request = new PlaybackRequest(rs.getString("camera_id"),
                            rs.getLong("segment_start_ms"), rs.getLong("begin_ms"), rs.getDouble("rate"),
                            Quality.fromWire(rs.getString("quality")), rs.getLong("bitrate"),
                            rs.getString("client_site"));
                    Long started = Sql.getNullableLong(rs, "started_at_ms");
                    Long ended = Sql.getNullableLong(rs, "ended_at_ms");
                    result.add(new Decision(rs.getLong("time_ms"), request, rs.getString("user_name"),
                            placed ? sessionId : null, placed ? rs.getString("node_name") : null, started, ended));
                }
            }
            return result;
        }
    }

    /**
     * Step: the median time the day's placed sessions ran (each from its start to its end, or to the day's end), the
     * watch time given to a refused request; {@link #DEFAULT_WATCH_MS} when none was placed.
     */
    static long medianWatchMs(List<Decision> decisions, DayWindow day) {
        long[] watched = decisions.stream().filter(d -> d.startedAtMs != null)
                .mapToLong(d -> d.ranMs(day)).filter(ms -> ms > 0).sorted().toArray();
        return watched.length == 0 ? DEFAULT_WATCH_MS : watched[(watched.length - 1) / 2];
    }

    /** Step: sessions started in the day that no placement decision placed: found ones, and older users' starts. */
    static List<SessionRow> undecidedSessions(Connection c, DayWindow day) throws SQLException {
        return sessions(c, "SELECT " + SESSION_COLUMNS + " FROM session s JOIN node n ON n.id = s.node_id"
                + " WHERE s.started_at_ms >= ? AND s.started_at_ms < ? AND NOT EXISTS"
                + " (SELECT 1 FROM placement_decision d WHERE d.session_id = s.id) ORDER BY s.started_at_ms, s.id",
                day.fromMs(), day.toMs());
    }

    /** Step: sessions started before the day and still playing at its start. */
    static List<SessionRow> carriedOver(Connection c, DayWindow day) throws SQLException {
        return sessions(c, "SELECT " + SESSION_COLUMNS + " FROM session s JOIN node n ON n.id = s.node_id"
                + " WHERE s.started_at_ms < ? AND (s.ended_at_ms IS NULL OR s.ended_at_ms > ?)"
                + " ORDER BY s.started_at_ms, s.id", day.fromMs(), day.fromMs());
    }

    /**
     * Step: the node a session was on at {@code atMs}: the source of its first move that finished at or after then,
     * or its recorded node when it did not move since.
     */
    static String nodeAt(Connection c, String sessionId, long atMs, String recordedNode) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT n.name FROM plan_move m"
                + " JOIN node n ON n.id = m.source_node_id WHERE m.session_id = ? AND m.state = 'done'"
                + " AND m.finished_at_ms >= ? ORDER BY m.finished_at_ms, m.id LIMIT 1")) {
            ps.setString(1, sessionId);
            ps.setLong(2, atMs);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : recordedNode;
            }
        }
    }

    private static List<SessionRow> sessions(Connection c, String sql, long a, long b) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setLong(1, a);
            ps.setLong(2, b);
            List<SessionRow> result = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    long begin = rs.getLong("begin_ms");
                    Session started = new Session(rs.getString("id"), rs.getString("node_name"),
                            new SegmentKey(rs.getString("camera_id"), rs.getLong("segment_start_ms")),
                            Playhead.atBegin(begin, rs.getDouble("rate")), new StreamProfile(rs.getLong("bitrate_bps"),
                            Quality.fromWire(rs.getString("quality")), StreamSource.IPSAN), rs.getLong("started_at_ms"));
                    result.add(new SessionRow(started, Sql.getNullableLong(rs, "ended_at_ms"),
                            rs.getString("requested_by")));
                }
            }
            return result;
        }
    }

    /** A placement decision with its session's start and end. */
    record Decision(long timeMs, PlaybackRequest request, String user, String sessionId, String node,
                    Long startedAtMs, Long endedAtMs) {
        /** How long its session ran within reach of the day: to its end, or to the day's end. */
        long ranMs(DayWindow day) {
            long end = endedAtMs != null ? endedAtMs : Math.max(day.toMs(), startedAtMs);
            return end - startedAtMs;
        }

        TraceRequest request(long medianWatchMs, DayWindow day) {
            long duration = startedAtMs == null ? medianWatchMs : Math.max(1, ranMs(day));
            return new TraceRequest(timeMs, request, duration, user, sessionId, sessionId == null ? null : node);
        }
    }

    /**
     * A session row: the session as it started (its position at its begin), when it ended and who asked for it.
     *
     * @param started     the session at its start
     * @param endedAtMs   its end, {@code null} while it plays
     * @param requestedBy its user, {@code null} for a session a poll found
     */
    record SessionRow(Session started, Long endedAtMs, String requestedBy) {
        long endOr(DayWindow day) {
            return endedAtMs != null ? endedAtMs : Math.max(day.toMs(), started.startedAtMs() + 1);
        }

        TraceRequest request(DayWindow day) {
            PlaybackRequest r = new PlaybackRequest(started.cameraId(), started.segmentStartMs(),
                    Math.max(started.beginMs(), started.segmentStartMs()), started.rate(), started.quality(),
                    started.bitrateBps(), null);
            return new TraceRequest(started.startedAtMs(), r, Math.max(1, endOr(day) - started.startedAtMs()),
                    requestedBy, started.id(), started.nodeName());
        }

        /** The session as it was at {@code fromMs} on {@code node}: its position moved on at its rate. */
        StandingSession standing(String node, long fromMs, DayWindow day, StandingSession.Origin origin) {
            long position = started.beginMs() + Math.round(started.rate() * (fromMs - started.startedAtMs()));
            Session s = started.withNode(node).withPosition(position);
            long until = Math.min(endOr(day), day.toMs());
            return new StandingSession(s, fromMs, Math.max(fromMs + 1, until), origin);
        }
    }
}
