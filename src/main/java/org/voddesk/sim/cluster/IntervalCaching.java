package org.voddesk.sim.cluster;

import java.util.List;
import org.voddesk.core.StreamSource;

/**
 * Interval caching by start times (ALGORITHMS.md §8.1), the {@code li-chen-2014} scenario's rule: a session is {@link
 * StreamSource#MEMORY} while another session of the same {@code (camera, segment)} on the same node, at the same
 * rate, started at most the window (300 s) before it (its leader, whose data is still in memory); otherwise {@link
 * StreamSource#IPSAN}. Of two sessions started at the same instant the one created first leads. The scenario's
 * sessions all begin at a segment start, where this rule and {@link PositionCaching} agree.
 */
public final class IntervalCaching implements StreamClassRule {
    private final long windowMs;

    public IntervalCaching(long windowMs) {
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

    @Override
    public StreamSource classOf(SimSession session, List<SimSession> group, long t) {
        for (int i = 0, n = group.size(); i < n; i++) {
            if (leads(group.get(i), session)) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }
}
