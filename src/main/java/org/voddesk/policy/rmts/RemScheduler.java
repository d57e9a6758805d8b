package org.voddesk.policy.rmts;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Random early migration as RMTS compares against it (Zhao &amp; Kuo 2005; ALGORITHMS.md §4). The request goes
 * to the least-loaded holder; when that holder's load is between {@code Min_th = 0.7L} and
 * {@code Max_th = 0.9L} it first hands one of its sessions away with a probability rising linearly from 0 to 1
 * (always above {@code Max_th}). The hand-over is a single hop, to the least-loaded live server holding the
 * moved session's item, and only if that server has a free slot and is less loaded than the holder.
 */
public final class RemScheduler implements RequestScheduler {
    private final RmtsParameters params;
    private final double minFraction;
    private final double maxFraction;

    /**
     * @param minFraction {@code Min_th / L} (0.7)
     * @param maxFraction {@code Max_th / L} (0.9)
     */
    public RemScheduler(RmtsParameters params, double minFraction, double maxFraction) {
        if (!(minFraction >= 0 && minFraction < maxFraction && maxFraction <= 1)) {
            throw new IllegalArgumentException("need 0 <= Min_th < Max_th <= L, got " + minFraction + ", "
                    + maxFraction);
        }
        this.params = params;
        this.minFraction = minFraction;
        this.maxFraction = maxFraction;
    }

    /** REM with the thresholds of ALGORITHMS.md §4: 0.7L and 0.9L. */
    public RemScheduler(RmtsParameters params) {
        this(params, 0.7, 0.9);
    }

    @Override
    public String name() {
        return "rem";
    }

    @Override
    public RequestDecision decide(ReplicaView view, String item, RandomGenerator random) {
        List<ReplicaServer> holders = view.liveHolders(item);
        if (holders.isEmpty()) {
            return Holders.noLiveHolder(item);
        }
        ReplicaServer target = Holders.leastLoaded(holders).orElseThrow();
        double p = migrationProbability(target);
        if (p == 0) {
            return Holders.direct(target, params, p, Double.NaN, "least-loaded holder below Min_th");
        }
        double r = random.nextDouble();
        Optional<MigrationChain> move = r < p ? earlyHandOver(view, target) : Optional.empty();
        if (move.isPresent()) {
            return new RequestDecision.Served(target.name(), move.get().handOvers(), params.delay(1), p, r,
                    "early migration " + move.get().path());
        }
        if (target.hasFreeSlot()) {
            return Holders.direct(target, params, p, r, r < p ? "no lighter server takes a session" : "no draw");
        }
        return new RequestDecision.Refused("every holder of " + item
                + " is full and no lighter server holds one of its sessions' items", false);
    }

    /** The linear REM probability of a holder, from its load and capacity. */
    double migrationProbability(ReplicaServer holder) {
        return MigrationProbability.rem(holder.load(), minFraction * holder.capacity(),
                maxFraction * holder.capacity());
    }

    /**
     * One hand-over from {@code source}: to the least-loaded live server with a free slot that holds one of its
     * sessions' items and is less loaded than the source.
     */
    Optional<MigrationChain> earlyHandOver(ReplicaView view, ReplicaServer source) {
        MigrationChain best = null;
        for (MigrationChain c : CandidatePaths.from(view, List.of(source), source.load())) {
            if (c.length() == 1 && (best == null
                    || view.server(c.last()).load() < view.server(best.last()).load())) {
                best = c;
            }
        }
        return Optional.ofNullable(best);
    }
}
