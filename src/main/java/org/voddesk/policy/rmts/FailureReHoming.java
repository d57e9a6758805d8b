package org.voddesk.policy.rmts;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Failure-time (passive) request migration of Li, Ni, Wang &amp; Chen 2015, §2.3 (ALGORITHMS.md §4): when a
 * server is declared failed, every session it served is re-homed, oldest first and with no probability draw, to
 * the least-loaded live holder of its item with a free slot; when no holder has one, one RMTS migration path
 * (chosen by {@code mp}) frees a slot on a holder. A session that cannot be re-homed ends with its reason. No
 * server ever exceeds its capacity. The console calls this as the simulator does.
 */
public final class FailureReHoming {
    private final RmtsParameters params;

    public FailureReHoming(RmtsParameters params) {
        if (params == null) {
            throw new IllegalArgumentException("RMTS parameters are required");
        }
        this.params = params;
    }

    /** Declares {@code failedServer} failed in {@code view} and re-homes or ends each of its sessions. */
    public ReHoming reHome(ReplicaView view, String failedServer) {
        List<ReplicaSession> orphans = oldestFirst(view.server(failedServer).sessions());
        ReplicaView current = view.withServer(view.server(failedServer).failed().emptied());
        List<ReHoming.ReHomed> reHomed = new ArrayList<>();
        List<ReHoming.Ended> ended = new ArrayList<>();
        for (ReplicaSession session : orphans) {
            List<ReplicaServer> holders = current.liveHolders(session.item());
            if (holders.isEmpty()) {
                ended.add(new ReHoming.Ended(session, ReHoming.EndReason.NO_LIVE_HOLDER));
                continue;
            }
            ReplicaView now = current;
            Optional<ReHoming.ReHomed> home = freeHolder(holders, session)
                    .or(() -> homeAfterMigration(now, holders, session));
            if (home.isEmpty()) {
                ended.add(new ReHoming.Ended(session, ReHoming.EndReason.NO_FREE_CAPACITY));
                continue;
            }
            current = current.withHandOvers(home.get().handOvers()).withSessionStarted(home.get().server(), session);
            reHomed.add(home.get());
        }
        return new ReHoming(failedServer, current, reHomed, ended);
    }

    /** The failed server's sessions, oldest first (ties by id, so the order is stable). */
    static List<ReplicaSession> oldestFirst(List<ReplicaSession> sessions) {
        return sessions.stream()
                .sorted(Comparator.comparingLong(ReplicaSession::startedAtMs).thenComparing(ReplicaSession::id))
                .toList();
    }

    /** The least-loaded live holder with a free slot takes the session directly. */
    static Optional<ReHoming.ReHomed> freeHolder(List<ReplicaServer> holders, ReplicaSession session) {
        return Holders.leastLoadedWithFreeSlot(holders).map(s -> new ReHoming.ReHomed(session, s.name(), List.of()));
    }

    /** Every holder is full: the best RMTS path from a holder to a live server with a free slot, if any. */
    Optional<ReHoming.ReHomed> homeAfterMigration(ReplicaView view, List<ReplicaServer> holders,
                                                  ReplicaSession session) {
        List<MigrationChain> candidates = CandidatePaths.from(view, holders, Integer.MAX_VALUE);
        return PathChoice.best(view, candidates, params.alpha(), params.gamma())
                .map(best -> new ReHoming.ReHomed(session, best.chain().origin(), best.chain().handOvers()));
    }
}
