package org.voddesk.policy.rmts;

import java.util.List;
import java.util.Optional;

/** Choices among the holders of an item that every RMTS-style scheduler shares; ties go to server order. */
final class Holders {
    private Holders() {
    }

    /** The least-loaded server of {@code servers}. */
    static Optional<ReplicaServer> leastLoaded(List<ReplicaServer> servers) {
        ReplicaServer best = null;
        for (ReplicaServer s : servers) {
            if (best == null || s.load() < best.load()) {
                best = s;
            }
        }
        return Optional.ofNullable(best);
    }

    /** The least-loaded server of {@code servers} that has a free slot. */
    static Optional<ReplicaServer> leastLoadedWithFreeSlot(List<ReplicaServer> servers) {
        return leastLoaded(servers.stream().filter(ReplicaServer::hasFreeSlot).toList());
    }

    /** The refusal when no live server holds the item. */
    static RequestDecision.Refused noLiveHolder(String item) {
        return new RequestDecision.Refused("no live server holds " + item, true);
    }

    /** A request served on {@code server} with no migration. */
    static RequestDecision.Served direct(ReplicaServer server, RmtsParameters params, double p, double r,
                                         String rule) {
        return new RequestDecision.Served(server.name(), List.of(), params.delay(0), p, r, rule);
    }
}
