package org.voddesk.policy;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * The sessions of one migration source with each one's FD to the rest of its node (ALGORITHMS.md §3 step 2):
 * {@code FD(s) = sum over the node's other sessions x of the same camera of f(|T_s - T_x|)}, read through the
 * node's camera index, so the cost is the size of each session's camera group, not of the node. When a session
 * is moved away its share is taken out of the FD of the rest of its group, so repeated picks stay cheap.
 */
final class SourceSessions {
    private final NodeView node;
    private final List<Session> sessions;
    private final long[] times;
    private final double[] fd;
    private final boolean[] gone;
    private final SimilarityFunction f;
    private final FdVariant variant;
    private Map<Session, Integer> positions;

    SourceSessions(NodeView node, SimilarityFunction f, FdVariant variant) {
        this.node = node;
        this.f = f;
        this.variant = variant;
        this.sessions = node.sessions();
        int n = sessions.size();
        this.times = new long[n];
        for (int i = 0; i < n; i++) {
            times[i] = variant.timeOf(sessions.get(i));
        }
        this.fd = new double[n];
        this.gone = new boolean[n];
        for (int i = 0; i < n; i++) {
            Session s = sessions.get(i);
            double sum = 0;
            for (Session x : node.sessionsOf(s.cameraId())) {
                if (x != s) {
                    sum += f.between(times[i], variant.timeOf(x));
                }
            }
            fd[i] = sum;
        }
    }

    /**
     * The remaining session that profits least from this node's cache: the smallest FD; ties go to a session
     * read from IPSAN (it uses no cached segment here), then to the node's order. -1 when none is left.
     */
    int leastSimilar() {
        int best = -1;
        for (int i = 0; i < fd.length; i++) {
            if (gone[i]) {
                continue;
            }
            if (best < 0 || fd[i] < fd[best] || (fd[i] == fd[best]
                    && sessions.get(i).source() == StreamSource.IPSAN
                    && sessions.get(best).source() != StreamSource.IPSAN)) {
                best = i;
            }
        }
        return best;
    }

    Session session(int i) {
        return sessions.get(i);
    }

    double fd(int i) {
        return fd[i];
    }

    /** Marks session {@code i} as moved away and takes its share out of the FD of its camera group. */
    void remove(int i) {
        gone[i] = true;
        if (positions == null) {
            positions = new IdentityHashMap<>(sessions.size() * 2);
            for (int j = 0; j < sessions.size(); j++) {
                positions.put(sessions.get(j), j);
            }
        }
        Session moved = sessions.get(i);
        for (Session x : node.sessionsOf(moved.cameraId())) {
            int j = positions.get(x);
            if (!gone[j]) {
                fd[j] -= f.between(times[i], variant.timeOf(x));
            }
        }
    }
}
