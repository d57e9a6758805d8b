package org.voddesk.sim.lichen;

import java.util.List;
import org.voddesk.core.StreamSource;

/**
 * Interval caching (ALGORITHMS.md §8.1), which decides eq. 2's class of a session: it is {@link
 * StreamSource#MEMORY} while another session of the same {@code (camera, segment)} on the same node, at the same
 * rate, started at most the window (300 s) before it (its leader, whose data is still in memory); otherwise
 * {@link StreamSource#IPSAN}. Of two sessions started at the same instant the one created first leads.
 *
 * <p>The class is a function of the node's group of sessions of that key, so the simulator re-evaluates the
 * whole group whenever it changes: a start, a rate change, a migration in or out, an end (which covers "when its
 * leader ends").
 */
final class IntervalCaching {
    private final long windowMs;

    IntervalCaching(long windowMs) {
        this.windowMs = windowMs;
    }

    /** Whether {@code leader} can feed {@code follower} from memory. */
    boolean leads(SimSession leader, SimSession follower) {
        if (leader == follower || leader.rate() != follower.rate()) {
            return false;
        }
        boolean earlier = leader.startMs < follower.startMs
                || (leader.startMs == follower.startMs && leader.seq < follower.seq);
        return earlier && follower.startMs - leader.startMs <= windowMs;
    }

    /** The class {@code session} has among {@code group} (one node's sessions of its key). */
    StreamSource classOf(SimSession session, List<SimSession> group) {
        for (int i = 0, n = group.size(); i < n; i++) {
            if (leads(group.get(i), session)) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }

    /** Re-evaluates every session of {@code group}; returns how many changed class. */
    int reclassify(List<SimSession> group) {
        int changed = 0;
        for (int i = 0, n = group.size(); i < n; i++) {
            SimSession s = group.get(i);
            if (s.classify(classOf(s, group))) {
                changed++;
            }
        }
        return changed;
    }
}
