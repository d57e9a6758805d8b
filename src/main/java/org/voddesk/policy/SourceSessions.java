package org.voddesk.policy;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.voddesk.core.Session;
import org.voddesk.core.StreamSource;

/**
 * The sessions of one migration source with each one's FD to the rest of its node (ALGORITHMS.md §3 step 2):
 * {@code FD(s) = sum over the node's other sessions x of the same camera of f(|T_s - T_x|)}. Sessions are
 * sorted by (camera, instant) so each FD is a scan of the neighbours within {@code Tmax}; when a session is
 * moved away its contribution is subtracted from its neighbours, so repeated picks on one source stay cheap.
 */
final class SourceSessions {
    private final Session[] sessions;
    private final long[] times;
    private final double[] fd;
    private final boolean[] gone;
    private final SimilarityFunction f;

    SourceSessions(List<Session> nodeSessions, SimilarityFunction f, FdVariant variant) {
        this.f = f;
        this.sessions = nodeSessions.toArray(new Session[0]);
        // Stable sort: equal (camera, instant) keep the node's order, so every tie is broken deterministically.
        Arrays.sort(sessions, Comparator.comparing(Session::cameraId).thenComparingLong(variant::timeOf));
        int n = sessions.length;
        this.times = new long[n];
        for (int i = 0; i < n; i++) {
            times[i] = variant.timeOf(sessions[i]);
        }
        this.fd = new double[n];
        this.gone = new boolean[n];
        for (int i = 0; i < n; i++) {
            fd[i] = sumOverNeighbours(i);
        }
    }

    private double sumOverNeighbours(int i) {
        double sum = 0;
        String camera = sessions[i].cameraId();
        for (int j = i - 1; j >= 0 && sessions[j].cameraId().equals(camera)
                && SimilarityFunction.distance(times[i], times[j]) < f.tMaxMs(); j--) {
            sum += gone[j] ? 0 : f.between(times[i], times[j]);
        }
        for (int j = i + 1; j < sessions.length && sessions[j].cameraId().equals(camera)
                && SimilarityFunction.distance(times[i], times[j]) < f.tMaxMs(); j++) {
            sum += gone[j] ? 0 : f.between(times[i], times[j]);
        }
        return sum;
    }

    /**
     * The remaining session that profits least from this node's cache: the smallest FD; ties go to a session
     * read from IPSAN (it uses no cached segment here), then to the first in (camera, instant, node) order.
     * -1 when none is left.
     */
    int leastSimilar() {
        int best = -1;
        for (int i = 0; i < sessions.length; i++) {
            if (gone[i]) {
                continue;
            }
            if (best < 0 || fd[i] < fd[best] || (fd[i] == fd[best] && sessions[i].source() == StreamSource.IPSAN
                    && sessions[best].source() != StreamSource.IPSAN)) {
                best = i;
            }
        }
        return best;
    }

    Session session(int i) {
        return sessions[i];
    }

    double fd(int i) {
        return fd[i];
    }

    /** Marks session {@code i} as moved away and takes its share out of its neighbours' FD. */
    void remove(int i) {
        gone[i] = true;
        String camera = sessions[i].cameraId();
        for (int j = i - 1; j >= 0 && sessions[j].cameraId().equals(camera)
                && SimilarityFunction.distance(times[i], times[j]) < f.tMaxMs(); j--) {
            fd[j] -= f.between(times[i], times[j]);
        }
        for (int j = i + 1; j < sessions.length && sessions[j].cameraId().equals(camera)
                && SimilarityFunction.distance(times[i], times[j]) < f.tMaxMs(); j++) {
            fd[j] -= f.between(times[i], times[j]);
        }
    }
}
