package org.voddesk.policy.rmts;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * The reference without migration (ALGORITHMS.md §8.2): serve on the least-loaded holder with a free slot,
 * else refuse.
 */
public final class NoMigrationScheduler implements RequestScheduler {
    private final RmtsParameters params;

    public NoMigrationScheduler(RmtsParameters params) {
        this.params = params;
    }

    @Override
    public String name() {
        return "no-migration";
    }

    @Override
    public RequestDecision decide(ReplicaView view, String item, RandomGenerator random) {
        List<ReplicaServer> holders = view.liveHolders(item);
        if (holders.isEmpty()) {
            return Holders.noLiveHolder(item);
        }
        Optional<ReplicaServer> free = Holders.leastLoadedWithFreeSlot(holders);
        return free.<RequestDecision>map(s -> Holders.direct(s, params, Double.NaN, Double.NaN,
                        "least-loaded holder with a free slot"))
                .orElseGet(() -> new RequestDecision.Refused("every holder of " + item + " is full", false));
    }
}
