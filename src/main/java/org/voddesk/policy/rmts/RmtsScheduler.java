package org.voddesk.policy.rmts;

import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * RMTS, request-migration task scheduling (Li, Ni, Wang &amp; Chen 2015, §2.4; ALGORITHMS.md §4).
 * <ol>
 *   <li>If a holder's load is below {@code Lth}, serve on the least-loaded such holder.</li>
 *   <li>Otherwise take the candidate paths from the holders ({@link CandidatePaths}); with none, serve on the
 *       least-loaded holder with a free slot or refuse. Else choose the best path by {@code mp} (eq. 3-4) and
 *       compute its probability {@code p} (eq. 1-2) from its origin's load.</li>
 *   <li>Draw {@code r}: if {@code r < p}, migrate along the path and serve on the freed origin; else serve on
 *       the least-loaded holder with a free slot, and only when there is none migrate anyway (the request
 *       would be blocked).</li>
 * </ol>
 * <p>{@link #onBlock} is our variant {@code rmts-on-block}: the same steps without the early (drawn) migration. While
 * a holder has a free slot it serves the request directly; only a request that would be blocked migrates, along
 * the best path of fewer than {@code Gamma} hand-overs. It exists because, on the sparse ring of {@code rmts-2015},
 * the early migrations of eq. 1-2 cost about 2000 hand-overs in 6 h and buy about 0.1 point of {@code mu}
 * (docs/benchmarks.md, "rmts-2015: migrating only on a block").
 */
public final class RmtsScheduler implements RequestScheduler {
    private final RmtsParameters params;
    private final boolean earlyMigration;

    /** RMTS as ALGORITHMS.md §4 specifies it, early migration by eq. 1-2 included. */
    public RmtsScheduler(RmtsParameters params) {
        this(params, true);
    }

    private RmtsScheduler(RmtsParameters params, boolean earlyMigration) {
        if (params == null) {
            throw new IllegalArgumentException("RMTS parameters are required");
        }
        this.params = params;
        this.earlyMigration = earlyMigration;
    }

    /** The variant {@code rmts-on-block}: migrates only when no holder has a free slot. */
    public static RmtsScheduler onBlock(RmtsParameters params) {
        return new RmtsScheduler(params, false);
    }

    @Override
    public String name() {
        return earlyMigration ? "rmts" : "rmts-on-block";
    }

    @Override
    public RequestDecision decide(ReplicaView view, String item, RandomGenerator random) {
        List<ReplicaServer> holders = view.liveHolders(item);
        if (holders.isEmpty()) {
            return Holders.noLiveHolder(item);
        }
        Optional<ReplicaServer> light = leastLoadedBelowThreshold(holders);
        if (light.isPresent()) {
            return Holders.direct(light.get(), params, Double.NaN, Double.NaN, "a holder is below Lth");
        }
        Optional<ReplicaServer> free = Holders.leastLoadedWithFreeSlot(holders);
        if (!earlyMigration && free.isPresent()) {
            return Holders.direct(free.get(), params, Double.NaN, Double.NaN,
                    "a holder has a free slot: rmts-on-block migrates only when the request would be blocked");
        }
        Optional<PathChoice.Scored> best = bestPath(view, holders, free);
        if (best.isEmpty()) {
            return free.<RequestDecision>map(s -> Holders.direct(s, params, Double.NaN, Double.NaN,
                            "no migration path reaches a lighter server"))
                    .orElseGet(() -> new RequestDecision.Refused("every holder of " + item
                            + " is full and no path of fewer than " + params.gamma()
                            + " hand-overs reaches free capacity", false));
        }
        MigrationChain chain = best.get().chain();
        double p = migrationProbability(view, chain);
        return decideByDraw(chain, p, random.nextDouble(), free);
    }

    /** Step 1: the least-loaded holder whose load is below {@code Lth}. */
    Optional<ReplicaServer> leastLoadedBelowThreshold(List<ReplicaServer> holders) {
        return Holders.leastLoaded(holders.stream().filter(s -> s.load() < params.threshold(s.capacity())).toList());
    }

    /**
     * Step 1, paths: the candidate chains from every holder whose last server is lighter than the least-loaded
     * holder with a free slot (any server with a free slot when no holder has one), and the best by {@code mp}.
     */
    Optional<PathChoice.Scored> bestPath(ReplicaView view, List<ReplicaServer> holders,
                                         Optional<ReplicaServer> free) {
        int lighterThan = free.map(ReplicaServer::load).orElse(Integer.MAX_VALUE);
        List<MigrationChain> candidates = CandidatePaths.from(view, holders, lighterThan);
        return PathChoice.best(view, candidates, params.alpha(), params.gamma());
    }

    /** Eq. 1-2 for the chosen path, from its origin's load and capacity. */
    double migrationProbability(ReplicaView view, MigrationChain chain) {
        ReplicaServer origin = view.server(chain.origin());
        return MigrationProbability.rmts(origin.load(), params.threshold(origin.capacity()), params.b(),
                chain.length());
    }

    /** Step 2: migrate when the draw falls below {@code p}, or when no holder has a free slot. */
    RequestDecision decideByDraw(MigrationChain chain, double p, double r, Optional<ReplicaServer> free) {
        if (r < p) {
            return migrate(chain, p, r, "drawn " + fmt(r) + " < p " + fmt(p));
        }
        if (free.isPresent()) {
            return Holders.direct(free.get(), params, p, r, "drawn " + fmt(r) + " >= p " + fmt(p));
        }
        return migrate(chain, p, r, "every holder is full: migrate rather than block");
    }

    private RequestDecision.Served migrate(MigrationChain chain, double p, double r, String rule) {
        return new RequestDecision.Served(chain.origin(), chain.handOvers(), params.delay(chain.length()), p, r,
                "migrate " + chain.path() + ": " + rule);
    }

    private static String fmt(double x) {
        return String.format(java.util.Locale.ROOT, "%.4f", x);
    }
}
