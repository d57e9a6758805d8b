package org.voddesk.sim.cluster;

import java.util.List;
import org.voddesk.core.StreamSource;

/**
 * How a simulated node decides eq. 2's class of a session (ALGORITHMS.md §8.1, interval caching): {@link
 * StreamSource#MEMORY} while a leader of the same {@code (camera, segment)} and rate on the same node feeds it,
 * otherwise {@link StreamSource#IPSAN}. The class is a function of the node's group of sessions of that key, so the
 * node re-evaluates the whole group whenever it changes: a start, a rate change, a migration in or out, an end.
 */
public interface StreamClassRule {
    /** The class {@code session} has among {@code group} (one node's sessions of its key) at simulated time {@code t}. */
    StreamSource classOf(SimSession session, List<SimSession> group, long t);

    /** Re-evaluates every session of {@code group} at {@code t}; returns how many changed class. */
    default int reclassify(List<SimSession> group, long t) {
        int changed = 0;
        for (int i = 0, n = group.size(); i < n; i++) {
            SimSession s = group.get(i);
            if (s.classify(classOf(s, group, t))) {
                changed++;
            }
        }
        return changed;
    }
}
