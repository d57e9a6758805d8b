package org.voddesk.core.whatif;

import java.util.List;
import org.voddesk.core.NodeSpec;

/**
 * One recorded day of a site, as a replay needs it: the nodes as they were, the users' requests in time order, the
 * sessions the day did not place, the nodes' failures, and what really happened. The store reads it from the
 * database (read-only); every node the day's requests, sessions or outages name is in {@link #nodes}.
 *
 * <p>The database keeps no recordings: the nodes are asked for them on every poll. The replay therefore lets
 * every node serve every camera, as on a shared IPSAN (ALGORITHMS.md §8.1).
 *
 * @param day      the local day
 * @param nodes    the nodes that were in service during the day (not retired before it), with their bandwidth
 *                 {@code Bord} and site, by name
 * @param requests the users' playback requests of the day, by time
 * @param standing sessions found on nodes and sessions carried over from the day before, by start
 * @param outages  the spans in which a node was failed, by start
 * @param recorded what really happened
 */
public record DayTrace(DayWindow day, List<NodeSpec> nodes, List<TraceRequest> requests,
                       List<StandingSession> standing, List<NodeOutage> outages, RecordedDay recorded) {
    public DayTrace {
        if (day == null || recorded == null) {
            throw new IllegalArgumentException("a day trace needs its day and what was recorded");
        }
        nodes = List.copyOf(nodes);
        requests = List.copyOf(requests);
        standing = List.copyOf(standing);
        outages = List.copyOf(outages);
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("a day trace needs at least one node");
        }
    }

    /** Whether the day has anything to replay: a request or a standing session. */
    public boolean hasSessions() {
        return !requests.isEmpty() || !standing.isEmpty();
    }

    /**
     * The policy in force on the day: the placement policy the day's placement decisions name ({@code placement}, the
     * setting's, when they name none) with the settings' {@code planner}.
     */
    public ReplayPolicy policyInForce(String placement, String planner) {
        return new ReplayPolicy(recorded.placementPolicy() != null ? recorded.placementPolicy() : placement, planner);
    }
}
