package org.voddesk.control.moves;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.voddesk.control.api.RecordingIndex;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeView;
import org.voddesk.core.Session;
import org.voddesk.policy.rmts.ReplicaCatalogue;
import org.voddesk.policy.rmts.ReplicaGraph;
import org.voddesk.policy.rmts.ReplicaServer;
import org.voddesk.policy.rmts.ReplicaSession;
import org.voddesk.policy.rmts.ReplicaView;

/**
 * Translates the console's state into the session-count view of RMTS (Li, Ni, Wang &amp; Chen 2015;
 * ALGORITHMS.md §4): servers are the working nodes plus the failed one, items are cameras, the replica catalogue
 * is the {@link RecordingIndex}, and each server's capacity {@code L} is {@link Capacity}. Two things the RMTS
 * view refuses but a live cluster can show are absorbed here rather than crashing re-homing: a node carrying
 * more sessions than its capacity gets a capacity equal to its count (full, never a target), and a session whose
 * camera its node does not list is counted on a pinned item only that node holds (it loads the node but can
 * never be handed over, since no other node could play it).
 */
final class ReplicaViews {
    private static final String PINNED = "pinned.";

    private ReplicaViews() {
    }

    /** The RMTS view of {@code view} at the moment {@code failedNode} failed with {@code orphans} on it. */
    static ReplicaView of(ClusterView view, String failedNode, List<Session> orphans, RecordingIndex holders,
                          Capacity capacity, int gamma) {
        List<NodeView> live = view.workingNodes().stream().filter(n -> !n.name().equals(failedNode)).toList();
        List<String> names = new ArrayList<>();
        live.forEach(n -> names.add(n.name()));
        names.add(failedNode);
        Map<String, Set<String>> catalogue = catalogueOf(holders, names);
        // The failed node held what its orphans play, whether or not its last listing still says so.
        orphans.forEach(s -> catalogue.computeIfAbsent(s.cameraId(), k -> new LinkedHashSet<>()).add(failedNode));
        List<ReplicaServer> servers = new ArrayList<>();
        for (NodeView n : live) {
            List<ReplicaSession> sessions = sessionsOf(n.name(), n.sessions(), catalogue);
            servers.add(new ReplicaServer(n.name(), Math.max(capacity.of(n), sessions.size()), true, sessions));
        }
        int failedCapacity = view.node(failedNode).map(capacity::of).orElse(1);
        servers.add(new ReplicaServer(failedNode, Math.max(failedCapacity, orphans.size()), false,
                sessionsOf(failedNode, orphans, catalogue)));
        return new ReplicaView(new ReplicaGraph(new ReplicaCatalogue(names, catalogue), gamma), servers);
    }

    /** Camera -> the listed nodes among {@code servers} (others, e.g. unreachable nodes, cannot take sessions). */
    static Map<String, Set<String>> catalogueOf(RecordingIndex holders, List<String> servers) {
        Set<String> known = new HashSet<>(servers);
        Map<String, Set<String>> catalogue = new HashMap<>();
        for (String camera : holders.cameras()) {
            Set<String> hs = new LinkedHashSet<>();
            holders.holders(camera).stream().filter(known::contains).forEach(hs::add);
            catalogue.put(camera, hs);
        }
        return catalogue;
    }

    /** A node's sessions as RMTS sessions; one whose camera the node does not hold plays the node's pinned item. */
    static List<ReplicaSession> sessionsOf(String node, List<Session> sessions, Map<String, Set<String>> catalogue) {
        List<ReplicaSession> result = new ArrayList<>();
        for (Session s : sessions) {
            String item = s.cameraId();
            if (!catalogue.getOrDefault(item, Set.of()).contains(node)) {
                item = pinnedItem(node, catalogue);
                catalogue.computeIfAbsent(item, k -> new LinkedHashSet<>()).add(node);
            }
            result.add(new ReplicaSession(s.id(), item, s.startedAtMs()));
        }
        return result;
    }

    /** An item name no camera uses, held by {@code node} alone. */
    static String pinnedItem(String node, Map<String, Set<String>> catalogue) {
        String item = PINNED + Integer.toHexString(node.hashCode());
        while (catalogue.containsKey(item) && !catalogue.get(item).equals(Set.of(node))) {
            item = "." + item;
        }
        return item;
    }
}
