package org.voddesk.control;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;

/**
 * Compares what a poll round saw with the sessions recorded as live. Only nodes whose reply parsed ({@code OK})
 * are trusted: a degraded, unreachable or failed node's sessions are neither confirmed nor declared lost.
 */
final class SessionReconciler {
    private SessionReconciler() {
    }

    /**
     * @param discovered sessions a node plays that were never recorded (started outside this console)
     * @param updated    recorded sessions with the position, rate and node the poll reported
     * @param lost       recorded sessions whose node answered without listing them
     */
    record Changes(List<Session> discovered, List<Session> updated, List<Session> lost) {
        /**
         * These changes less any for {@code ids}: sessions a command started, stopped, moved or re-rated after the
         * poll began, which the poll may have seen before the command reached the node (the next poll, begun after
         * the command, reconciles them).
         */
        Changes without(Set<String> ids) {
            if (ids.isEmpty()) {
                return this;
            }
            Predicate<Session> keep = x -> !ids.contains(x.id());
            return new Changes(discovered.stream().filter(keep).toList(), updated.stream().filter(keep).toList(),
                    lost.stream().filter(keep).toList());
        }
    }

    /**
     * @param recorded    live sessions as recorded, by id
     * @param endedBefore whether an unrecorded id belongs to a session that already ended (it is ignored)
     */
    static Changes reconcile(ClusterView polled, Map<String, Session> recorded, Predicate<String> endedBefore) {
        Map<String, Session> seen = new HashMap<>();
        List<Session> discovered = new ArrayList<>();
        for (NodeView n : polled.nodes()) {
            if (n.health() != NodeHealth.OK) {
                continue;
            }
            for (Session s : n.sessions()) {
                Session known = recorded.get(s.id());
                // During a make-before-break move both nodes may list it: the recorded node's report wins.
                if (known != null && seen.containsKey(s.id()) && !known.nodeName().equals(s.nodeName())) {
                    continue;
                }
                if (known == null && !seen.containsKey(s.id()) && !endedBefore.test(s.id())) {
                    discovered.add(s);
                }
                seen.put(s.id(), s);
            }
        }
        List<Session> updated = new ArrayList<>();
        List<Session> lost = new ArrayList<>();
        for (Session known : recorded.values()) {
            Session s = seen.get(known.id());
            if (s != null) {
                updated.add(keepStart(s, known));
            } else if (polled.node(known.nodeName()).map(n -> n.health() == NodeHealth.OK).orElse(false)) {
                lost.add(known);
            }
        }
        discovered.removeIf(s -> recorded.containsKey(s.id()));
        return new Changes(discovered, updated, lost);
    }

    /** The polled session with the recorded start time and segment (a poll only approximates them). */
    static Session keepStart(Session polled, Session known) {
        return new Session(known.id(), polled.nodeName(), known.cameraId(), known.segmentStartMs(), known.beginMs(),
                polled.positionMs(), polled.rate(), known.bitrateBps(), known.quality(), polled.source(),
                known.startedAtMs());
    }
}
