package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Turns the precomputed paths {@code omega(i)} of the holders into the candidate chains of a request
 * (ALGORITHMS.md §4): every server of the path is live, each hand-over moves a session whose item the receiver
 * holds, and the last server has a free slot and is less loaded than {@code lighterThan} (the least-loaded
 * holder with a free slot; a migration that does not move load to a lighter server is never worth disturbing
 * a viewer).
 */
final class CandidatePaths {
    private CandidatePaths() {
    }

    /**
     * The candidate chains from {@code origins}, in origin order and then in {@code omega} order.
     *
     * @param lighterThan the last server's load must be below this ({@link Integer#MAX_VALUE} for any)
     */
    static List<MigrationChain> from(ReplicaView view, List<ReplicaServer> origins, int lighterThan) {
        List<MigrationChain> result = new ArrayList<>();
        for (ReplicaServer origin : origins) {
            for (MigrationPath path : view.graph().paths(origin.name())) {
                if (lastServerCanAbsorb(view, path, lighterThan)) {
                    concrete(view, path).ifPresent(result::add);
                }
            }
        }
        return result;
    }

    /** The last server is live, has a free slot and is lighter than {@code lighterThan}. */
    static boolean lastServerCanAbsorb(ReplicaView view, MigrationPath path, int lighterThan) {
        ReplicaServer last = view.server(path.last());
        return last.hasFreeSlot() && last.load() < lighterThan;
    }

    /**
     * The hand-overs of {@code path} on this view, or empty when a server on it is down or has no session whose
     * item the next server holds.
     */
    static Optional<MigrationChain> concrete(ReplicaView view, MigrationPath path) {
        List<HandOver> handOvers = new ArrayList<>(path.length());
        List<String> servers = path.servers();
        for (int i = 0; i + 1 < servers.size(); i++) {
            ReplicaServer from = view.server(servers.get(i));
            ReplicaServer to = view.server(servers.get(i + 1));
            if (!from.isLive() || !to.isLive()) {
                return Optional.empty();
            }
            Optional<HandOver> h = handOver(view, from, to);
            if (h.isEmpty()) {
                return Optional.empty();
            }
            handOvers.add(h.get());
        }
        return Optional.of(new MigrationChain(path, handOvers));
    }

    /** A session of {@code from} whose item {@code to} holds: the item {@code from} serves most, first in order. */
    static Optional<HandOver> handOver(ReplicaView view, ReplicaServer from, ReplicaServer to) {
        String bestItem = null;
        int most = 0;
        for (String item : view.graph().sharedItems(from.name(), to.name())) {
            int n = from.sessionsOf(item);
            if (n > most) {
                most = n;
                bestItem = item;
            }
        }
        if (bestItem == null) {
            return Optional.empty();
        }
        String item = bestItem;
        return from.sessionToHandOver(item).map(s -> new HandOver(s.id(), item, from.name(), to.name()));
    }
}
