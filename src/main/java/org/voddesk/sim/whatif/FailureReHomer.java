package org.voddesk.sim.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.voddesk.policy.rmts.FailureReHoming;
import org.voddesk.policy.rmts.ReHoming;
import org.voddesk.policy.rmts.ReplicaCatalogue;
import org.voddesk.policy.rmts.ReplicaGraph;
import org.voddesk.policy.rmts.ReplicaServer;
import org.voddesk.policy.rmts.ReplicaSession;
import org.voddesk.policy.rmts.ReplicaView;
import org.voddesk.policy.rmts.RmtsParameters;
import org.voddesk.sim.cluster.SimNode;
import org.voddesk.sim.cluster.SimSession;

/**
 * Failure re-homing in a replay, by the console's rule ({@link FailureReHoming}, ALGORITHMS.md §4): the failed node's
 * sessions, oldest first, go to the least-loaded working node with a free slot (capacity in sessions from each
 * node's {@code Bord}); a session no node can take ends. Every node serves every camera in a replay (a shared IPSAN),
 * so the whole storage is one item every server holds.
 */
final class FailureReHomer {
    /** The one item of a shared IPSAN: every node holds every camera. */
    static final String SHARED = "ipsan";

    private final FailureReHoming reHoming = new FailureReHoming(RmtsParameters.DEFAULT);
    private final long capacityBitrateBps;

    FailureReHomer(long capacityBitrateBps) {
        this.capacityBitrateBps = capacityBitrateBps;
    }

    /** What becomes of each session of a failed node: re-homed to a node, handed over to make room, or ended. */
    record Outcome(List<Transfer> transfers, List<String> ended) {
    }

    /** One session moves from one node to another (a re-homed orphan, or a hand-over that makes room for one). */
    record Transfer(String sessionId, String from, String to) {
    }

    /** Step: the capacity of a node in sessions, {@code floor(Bord / (2 * VBR))}, at least 1. */
    int capacityOf(SimNode node) {
        return (int) Math.max(1, Math.floor(node.spec.bandwidthBps() / (2.0 * capacityBitrateBps)));
    }

    /** Re-homes the sessions of node {@code failed} of {@code cluster} (which is still up, with its sessions). */
    Outcome reHome(ReplayCluster cluster, int failed) {
        List<String> names = new ArrayList<>();
        List<ReplicaServer> servers = new ArrayList<>();
        for (int i = 0; i < cluster.size(); i++) {
            SimNode n = cluster.node(i);
            if (!n.isUp() && i != failed) {
                continue;
            }
            List<ReplicaSession> sessions = new ArrayList<>();
            for (SimSession s : n.sessions()) {
                sessions.add(new ReplicaSession(s.id, SHARED, s.startMs));
            }
            names.add(n.spec.name());
            servers.add(new ReplicaServer(n.spec.name(), Math.max(capacityOf(n), sessions.size()), true, sessions));
        }
        ReplicaCatalogue catalogue = new ReplicaCatalogue(names, Map.of(SHARED, names));
        ReplicaView view = new ReplicaView(new ReplicaGraph(catalogue, RmtsParameters.DEFAULT.gamma()), servers);
        ReHoming result = reHoming.reHome(view, cluster.node(failed).spec.name());
        List<Transfer> transfers = new ArrayList<>();
        String from = cluster.node(failed).spec.name();
        for (ReHoming.ReHomed r : result.reHomed()) {
            for (int i = r.handOvers().size() - 1; i >= 0; i--) {
                var h = r.handOvers().get(i);
                transfers.add(new Transfer(h.sessionId(), h.from(), h.to()));
            }
            transfers.add(new Transfer(r.session().id(), from, r.server()));
        }
        return new Outcome(transfers, result.ended().stream().map(e -> e.session().id()).toList());
    }
}
