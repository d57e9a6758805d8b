package org.voddesk.report;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.SessionRecord;

/**
 * Where each session of the day ran, from the sessions (their last node) and their finished moves: the nodes a
 * session ran on during the day, and the moves in and out of each node.
 */
final class SessionPaths {
    private final Map<String, Set<String>> servedBy = new HashMap<>();
    private final Map<String, Integer> movesIn = new HashMap<>();
    private final Map<String, Integer> movesOut = new HashMap<>();
    private final List<MoveRecord> movesOfDay = new ArrayList<>();

    SessionPaths(ReportDay day, List<SessionRecord> sessions, List<MoveRecord> moves) {
        Map<String, List<MoveRecord>> bySession = new HashMap<>();
        for (MoveRecord m : moves) {
            bySession.computeIfAbsent(m.draft().sessionId(), k -> new ArrayList<>()).add(m);
            if (day.contains(m.finishedAtMs())) {
                movesOfDay.add(m);
                movesIn.merge(m.draft().targetNode(), 1, Integer::sum);
                movesOut.merge(m.draft().sourceNode(), 1, Integer::sum);
            }
        }
        for (SessionRecord s : sessions) {
            List<MoveRecord> path = bySession.getOrDefault(s.session().id(), List.of());
            String node = path.isEmpty() ? s.session().nodeName() : path.get(0).draft().sourceNode();
            long since = s.session().startedAtMs();
            for (MoveRecord m : path) {
                serve(day, s.session().id(), node, since, m.finishedAtMs());
                node = m.draft().targetNode();
                since = m.finishedAtMs();
            }
            serve(day, s.session().id(), node, since, s.endedAtMs() == null ? Long.MAX_VALUE : s.endedAtMs());
        }
    }

    private void serve(ReportDay day, String session, String node, long fromMs, long toMs) {
        if (fromMs < day.toMs() && toMs > day.fromMs()) {
            servedBy.computeIfAbsent(node, k -> new HashSet<>()).add(session);
        }
    }

    int sessionsServed(String node) {
        return servedBy.getOrDefault(node, Set.of()).size();
    }

    int movesIn(String node) {
        return movesIn.getOrDefault(node, 0);
    }

    int movesOut(String node) {
        return movesOut.getOrDefault(node, 0);
    }

    /** The moves finished during the day, in the order they finished. */
    List<MoveRecord> movesOfDay() {
        return movesOfDay;
    }

    /**
     * Sessions moved off a failed node during the day. A re-homing move is recorded as a move whose reason
     * the failure handler writes as "{@code <failed node> failed: re-home ...}" (RMTS hand-overs that make room
     * read "{@code failed: hand ...}" and are ordinary moves of live sessions); the schema keeps no other mark.
     */
    int reHomed() {
        return (int) movesOfDay.stream()
                .filter(m -> m.draft().reason().startsWith(m.draft().sourceNode() + " failed: re-home "))
                .map(m -> m.draft().sessionId()).distinct().count();
    }
}
