package org.voddesk.demo;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import java.util.function.ToLongFunction;
import org.voddesk.core.StreamSource;

/**
 * Interval caching (ALGORITHMS.md §8.1), deciding the class of each stream in Li &amp; Chen 2014 eq. 2: a session is
 * {@link StreamSource#MEMORY} while another session of the same {@code (camera, segment)} on the same node, at the
 * same rate, runs ahead of it by at most {@value #WINDOW_MS} ms of wall-clock time (it reads what that leader
 * read moments ago); otherwise it is {@link StreamSource#IPSAN}.
 *
 * <p>The scenario's sessions all begin at a segment start, so "started at most 300 s before it" and "ahead by at
 * most 300 s" agree there; demo sessions begin anywhere, so the gap is taken between play positions: a content
 * gap {@code g} at rate {@code r} is {@code g / r} of wall-clock time. Of sessions at the very same position, the one
 * started first (then the smaller id) leads.
 */
final class StreamClasses {
    static final long WINDOW_MS = 300_000;

    private StreamClasses() {
    }

    /**
     * The class of every session, by session id.
     *
     * @param sessions     the node's sessions
     * @param positionAt   a session's current play position
     * @param segmentStart the start of the segment that holds a position
     */
    static Map<String, StreamSource> classify(List<DemoSession> sessions, ToLongFunction<DemoSession> positionAt,
                                              LongUnaryOperator segmentStart) {
        Map<String, List<DemoSession>> groups = new HashMap<>();
        Map<String, Long> positions = new HashMap<>();
        for (DemoSession s : sessions) {
            long position = positionAt.applyAsLong(s);
            positions.put(s.id(), position);
            String key = s.cameraId() + '@' + segmentStart.applyAsLong(position) + '@' + s.rate();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).add(s);
        }
        Map<String, StreamSource> classes = new HashMap<>();
        Comparator<DemoSession> leadersFirst = Comparator.<DemoSession>comparingLong(s -> -positions.get(s.id()))
                .thenComparingLong(DemoSession::startedAtMs).thenComparing(DemoSession::id);
        for (List<DemoSession> group : groups.values()) {
            group.sort(leadersFirst);
            classes.put(group.get(0).id(), StreamSource.IPSAN);
            for (int i = 1; i < group.size(); i++) {
                DemoSession follower = group.get(i);
                long gap = positions.get(group.get(i - 1).id()) - positions.get(follower.id());
                boolean cached = gap / follower.rate() <= WINDOW_MS;
                classes.put(follower.id(), cached ? StreamSource.MEMORY : StreamSource.IPSAN);
            }
        }
        return classes;
    }
}
