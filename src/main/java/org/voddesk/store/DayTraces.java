package org.voddesk.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.NodeOutage;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.RecordedDay;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;

/**
 * Reads one local day of the history as a {@link DayTrace}, for a what-if replay: the nodes, the users' requests, the
 * sessions no request of the day placed, the nodes' failures and what really happened. It only reads, in one read
 * transaction (a consistent state beside a writing console), so it works on a store opened read-only.
 *
 * <p>Where each part comes from: requests from the placement decisions of the day (the first decision of each
 * session; a refused request has no session) and from sessions a user started without a decision row; durations from
 * the sessions' start and end; standing sessions from sessions with no requester (found by a poll) and from sessions
 * started before the day and still playing at its start; outages from the nodes' {@code failed} load samples; what
 * happened from the load samples, the cluster samples, the plans and their moves ({@link RecordedDayRows}).
 */
public final class DayTraces {
    private final Database db;

    DayTraces(Database db) {
        this.db = db;
    }

    /** The trace of {@code day}; a day with no sessions is returned empty ({@link DayTrace#hasSessions()}). */
    public DayTrace read(DayWindow day) {
        return db.read("read the day " + day.date() + " for a replay", c -> {
            List<NodeSpec> nodes = nodes(c, day);
            TraceSessionRows sessions = TraceSessionRows.read(c, day);
            List<TraceRequest> requests = sessions.requests();
            List<StandingSession> standing = sessions.standing();
            List<NodeOutage> outages = outages(c, day);
            RecordedDayRows recorded = new RecordedDayRows(c, day);
            int refused = (int) requests.stream().filter(TraceRequest::refused).count();
            RecordedActions actions = recorded.actions(requests.size(), refused);
            RecordedDay what = new RecordedDay(recorded.loads(nodes), recorded.lambda(), actions, recorded.habit(),
                    recorded.samplePeriodMs(), recorded.placementPolicy());
            return new DayTrace(day, nodes, requests, standing, outages, what);
        });
    }

    /** Step: the nodes in service during the day (not retired before it), by name, as the console lists them. */
    static List<NodeSpec> nodes(Connection c, DayWindow day) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT name, bandwidth_bps, site FROM node"
                + " WHERE retired_at_ms IS NULL OR retired_at_ms >= ? ORDER BY name")) {
            ps.setLong(1, day.fromMs());
            List<NodeSpec> nodes = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    nodes.add(new NodeSpec(rs.getString(1), rs.getDouble(2), rs.getString(3)));
                }
            }
            return nodes;
        }
    }

    /**
     * Step: the spans in which a node was recorded {@code failed}: from its first failed sample to its first sample
     * after them that is not failed (the day's end when there is none). Only nodes with a failed sample in the day
     * are scanned.
     */
    static List<NodeOutage> outages(Connection c, DayWindow day) throws SQLException {
        List<NodeOutage> result = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT n.name, s.time_ms, s.health FROM load_sample s"
                + " JOIN node n ON n.id = s.node_id WHERE s.time_ms >= ? AND s.time_ms < ? AND s.node_id IN"
                + " (SELECT node_id FROM load_sample WHERE time_ms >= ? AND time_ms < ? AND health = 'failed')"
                + " ORDER BY n.name, s.time_ms")) {
            ps.setLong(1, day.fromMs());
            ps.setLong(2, day.toMs());
            ps.setLong(3, day.fromMs());
            ps.setLong(4, day.toMs());
            String node = null;
            Long failedSince = null;
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String name = rs.getString(1);
                    if (!name.equals(node)) {
                        if (failedSince != null) {
                            result.add(new NodeOutage(node, failedSince, day.toMs()));
                        }
                        node = name;
                        failedSince = null;
                    }
                    boolean failed = "failed".equals(rs.getString(3));
                    long t = rs.getLong(2);
                    if (failed && failedSince == null) {
                        failedSince = t;
                    } else if (!failed && failedSince != null) {
                        result.add(new NodeOutage(node, failedSince, t));
                        failedSince = null;
                    }
                }
            }
            if (failedSince != null) {
                result.add(new NodeOutage(node, failedSince, day.toMs()));
            }
        }
        result.sort((a, b) -> Long.compare(a.fromMs(), b.fromMs()));
        return result;
    }
}
