package org.voddesk.control.loop;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.Predicate;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.Playhead;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.StreamProfile;

/**
 * Compares what a poll round saw with the sessions recorded as live. Only nodes whose reply parsed are trusted
 * (the poll's health, not the policies' view: a node whose load is not measured yet is trusted too); a garbled,
 * unreachable or failed node's sessions are neither confirmed nor declared lost. A recorded session's copy on
 * its recorded node is the one that counts; a copy elsewhere is taken as its new place only when the recorded
 * node answered without it and the copy is not known to be stale (on a node back from failure, or left on the
 * source of a move that could not stop it: {@code StaleCopies} stops those).
 */
public final class SessionReconciler {
    private SessionReconciler() {
    }

    /**
     * @param discovered sessions a node plays that were never recorded (started outside this console)
     * @param updated    recorded sessions with the position, rate and node the poll reported
     * @param lost       recorded sessions whose node answered without listing them
     */
    public record Changes(List<Session> discovered, List<Session> updated, List<Session> lost) {
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
     * @param trusted     whether a node's reply parsed this round, so its session list is taken as true
     * @param returning   nodes back from failure whose copies of sessions recorded elsewhere are stale
     * @param recorded    live sessions as recorded, by id
     * @param endedBefore whether an unrecorded id belongs to a session that already ended (it is ignored)
     */
    public static Changes reconcile(ClusterView polled, Predicate<String> trusted, Set<String> returning,
                             Map<String, Session> recorded, Predicate<String> endedBefore) {
        return reconcile(polled, trusted, (node, id) -> returning.contains(node), recorded, endedBefore);
    }

    /**
     * As above, with the copies known to be stale given one by one: {@code knownStale(node, id)} holds for every
     * copy on a node back from failure and for the copy a move could not stop on its source.
     */
    public static Changes reconcile(ClusterView polled, Predicate<String> trusted, BiPredicate<String, String> knownStale,
                             Map<String, Session> recorded, Predicate<String> endedBefore) {
        Map<String, Map<String, Session>> copies = new LinkedHashMap<>();
        List<Session> discovered = new ArrayList<>();
        Set<String> discoveredIds = new HashSet<>();
        for (NodeView n : polled.nodes()) {
            if (!trusted.test(n.name())) {
                continue;
            }
            for (Session s : n.sessions()) {
                if (recorded.containsKey(s.id())) {
                    copies.computeIfAbsent(s.id(), k -> new LinkedHashMap<>()).put(n.name(), s);
                } else if (!discoveredIds.contains(s.id()) && !endedBefore.test(s.id())) {
                    discovered.add(s);
                    discoveredIds.add(s.id());
                }
            }
        }
        List<Session> updated = new ArrayList<>();
        List<Session> lost = new ArrayList<>();
        for (Session known : recorded.values()) {
            Map<String, Session> seen = copies.getOrDefault(known.id(), Map.of());
            Session here = seen.get(known.nodeName());
            if (here != null) {
                updated.add(keepStart(here, known));
            } else if (trusted.test(known.nodeName())) {
                Session moved = movedCopy(seen, knownStale);
                if (moved != null) {
                    updated.add(keepStart(moved, known));
                } else {
                    lost.add(known);
                }
            }
        }
        return new Changes(discovered, updated, lost);
    }

    /**
     * Step: a copy on another node that may be the session's new place (none known to be stale: on a node back
     * from failure, or left on a move's source).
     */
    static Session movedCopy(Map<String, Session> copies, BiPredicate<String, String> knownStale) {
        return copies.values().stream().filter(c -> !knownStale.test(c.nodeName(), c.id())).findFirst().orElse(null);
    }

    /**
     * The polled session with the recorded start time and segment (a poll only approximates them), and the bit rate
     * the node says it streams (a sub stream's, not the main stream's the request named).
     */
    static Session keepStart(Session polled, Session known) {
        return new Session(known.id(), polled.nodeName(), new SegmentKey(known.cameraId(), known.segmentStartMs()),
                new Playhead(known.beginMs(), polled.positionMs(), polled.rate()),
                new StreamProfile(polled.bitrateBps(), known.quality(), polled.source()), known.startedAtMs());
    }
}
