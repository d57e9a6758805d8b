package org.voddesk.policy.rmts;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Last-minute request migration (Dhage &amp; Meshram 2013, as RMTS compares against it; ALGORITHMS.md §4):
 * serve on the least-loaded holder with a free slot; only when every holder is full (the request would be
 * blocked), one holder hands one of its sessions to a server that holds that session's item and has a free
 * slot (the least-loaded such server), and serves the request.
 */
public final class LastMinuteScheduler implements RequestScheduler {
    private final RmtsParameters params;

    public LastMinuteScheduler(RmtsParameters params) {
        this.params = params;
    }

    @Override
    public String name() {
        return "last-minute";
    }

    @Override
    public RequestDecision decide(ReplicaView view, String item, RandomGenerator random) {
        List<ReplicaServer> holders = view.liveHolders(item);
        if (holders.isEmpty()) {
            return Holders.noLiveHolder(item);
        }
        Optional<ReplicaServer> free = Holders.leastLoadedWithFreeSlot(holders);
        if (free.isPresent()) {
            return Holders.direct(free.get(), params, Double.NaN, Double.NaN, "least-loaded holder with a free slot");
        }
        return lastMinuteHandOver(view, holders)
                .<RequestDecision>map(chain -> new RequestDecision.Served(chain.origin(), chain.handOvers(),
                        params.delay(1), Double.NaN, Double.NaN, "blocked: hand over " + chain.path()))
                .orElseGet(() -> new RequestDecision.Refused("every holder of " + item
                        + " is full and none can hand a session to a server with a free slot", false));
    }

    /** One hand-over from a (full) holder to the least-loaded server with a free slot that can take it. */
    Optional<MigrationChain> lastMinuteHandOver(ReplicaView view, List<ReplicaServer> holders) {
        List<MigrationChain> oneHop = CandidatePaths.from(view, holders, Integer.MAX_VALUE).stream()
                .filter(c -> c.length() == 1).toList();
        MigrationChain best = null;
        for (MigrationChain c : oneHop) {
            if (best == null || view.server(c.last()).load() < view.server(best.last()).load()) {
                best = c;
            }
        }
        return Optional.ofNullable(best);
    }
}
