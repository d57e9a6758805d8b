package org.voddesk.sim.cluster;

import java.util.List;
import org.voddesk.core.StreamSource;

/**
 * Interval caching by play positions, what a node does when sessions begin anywhere in a segment (the demo nodes'
 * rule, {@code org.voddesk.demo.StreamClasses}): a session is {@link StreamSource#MEMORY} while another session
 * playing the same {@code (camera, segment)} now on the same node, at the same rate, plays ahead of it by at most the
 * window of wall-clock time (a content gap {@code g} at rate {@code r} is {@code g / r}): it reads what that
 * leader read moments ago. Of two sessions at the very same position, the one started first (then the one created first) leads.
 */
public final class PositionCaching implements StreamClassRule {
    private final long windowMs;

    public PositionCaching(long windowMs) {
        this.windowMs = windowMs;
    }

    /** Whether {@code leader} feeds {@code follower} from memory at {@code t}. */
    boolean leads(SimSession leader, SimSession follower, long t) {
        if (leader == follower || leader.rate() != follower.rate()) {
            return false;
        }
        double gap = leader.positionMs(t) - follower.positionMs(t);
        if (gap < 0) {
            return false;
        }
        if (gap == 0 && (leader.startMs > follower.startMs
                || (leader.startMs == follower.startMs && leader.seq > follower.seq))) {
            return false;
        }
        return gap / follower.rate() <= windowMs;
    }

    @Override
    public StreamSource classOf(SimSession session, List<SimSession> group, long t) {
        for (int i = 0, n = group.size(); i < n; i++) {
            if (leads(group.get(i), session, t)) {
                return StreamSource.MEMORY;
            }
        }
        return StreamSource.IPSAN;
    }
}
