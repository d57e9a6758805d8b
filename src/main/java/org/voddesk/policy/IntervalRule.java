package org.voddesk.policy;

import java.util.List;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * Interval caching as a dispatcher can predict it from its own view (ALGORITHMS.md §8.1): a stream reads from
 * memory when, on the same node, a session of the same {@code (camera, segment)} at the same rate started at
 * most {@code windowMs} before it (its leader); otherwise it reads from IPSAN (eq. 2, {@code k = 2}). Only
 * start times, segments and rates are used, all of which the console knows from its own dispatch.
 *
 * @param windowMs how far behind its leader a follower may start (the nodes' interval-cache window)
 */
record IntervalRule(long windowMs) {
    IntervalRule {
        if (windowMs < 0) {
            throw new IllegalArgumentException("interval window must be >= 0, got " + windowMs);
        }
    }

    /** Whether {@code leader} feeds a stream of the same segment and {@code rate} that starts at {@code startMs}. */
    boolean leads(Session leader, long segmentStartMs, double rate, long startMs) {
        return leader.segmentStartMs() == segmentStartMs && leader.rate() == rate
                && leader.startedAtMs() <= startMs && startMs - leader.startedAtMs() <= windowMs;
    }

    /** The class a stream of {@code (camera, segment)} at {@code rate} starting at {@code startMs} has on {@code node}. */
    StreamSource sourceOn(NodeView node, String cameraId, long segmentStartMs, double rate, long startMs) {
        List<Session> same = node.sessionsOf(cameraId);
        for (int i = 0, n = same.size(); i < n; i++) {
            if (leads(same.get(i), segmentStartMs, rate, startMs)) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }

    /**
     * Whether {@code s} neither follows nor leads another session on its node: moving it away changes no other
     * session's class, and it reads from IPSAN wherever it runs.
     */
    boolean isLoner(NodeView node, Session s) {
        List<Session> same = node.sessionsOf(s.cameraId());
        for (int i = 0, n = same.size(); i < n; i++) {
            Session o = same.get(i);
            if (o != s && !o.id().equals(s.id())
                    && (leads(o, s.segmentStartMs(), s.rate(), s.startedAtMs())
                    || leads(s, o.segmentStartMs(), o.rate(), o.startedAtMs()))) {
                return false;
            }
        }
        return true;
    }
}
