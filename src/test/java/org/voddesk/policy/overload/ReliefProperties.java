package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Relief plans against brute force on small instances. The brute force tries every plan that changes only the
 * overloaded node's viewers (each stays, moves to an allowed node, or, for Quality Change, drops to a lower
 * quality where it is) and keeps the cheapest that leaves the node and every node that received a viewer within
 * its boundary. The search may also find chains (recursion), so it must do at least as well.
 */
class ReliefProperties {
    private static final double EPS = 1e-9;

    @Property(tries = 300)
    void sourceChangeRelievesTheNodeWheneverADirectPlanExists(@ForAll("overloaded") BroadcastView view) {
        checkAgainstBruteForce(view, Views.SOURCE_CHANGE, false);
    }

    @Property(tries = 300)
    void qualityChangeRelievesTheNodeWheneverADirectPlanExists(@ForAll("overloaded") BroadcastView view) {
        checkAgainstBruteForce(view, Views.QUALITY_CHANGE, true);
    }

    @Property(tries = 300)
    void aFoundPlanNeverLeavesItsNodeOrAReceivingNodeOverloaded(@ForAll("overloaded") BroadcastView view) {
        for (OverloadRelief relief : List.of(Views.SOURCE_CHANGE, Views.QUALITY_CHANGE)) {
            ReliefPlan plan = relief.relieve(view, "n0");
            if (plan.found()) {
                BroadcastView after = view.withPlan(plan);
                assertThat(after.isOverloaded("n0")).isFalse();
                for (ReliefAction a : plan.actions()) {
                    if (a instanceof ReliefAction.Move m) {
                        assertThat(after.isOverloaded(m.to())).isFalse();
                        assertThat(view.viewers().stream().filter(v -> v.id().equals(m.viewerId())).findFirst()
                                .orElseThrow().allowed()).contains(m.to());
                    }
                }
            }
        }
    }

    private static void checkAgainstBruteForce(BroadcastView view, OverloadRelief relief, boolean downgrades) {
        int[] best = bruteForce(view, downgrades);
        ReliefPlan plan = relief.relieve(view, "n0");
        Statistics.label("direct plan exists").collect(best != null);
        if (best == null) {
            return;
        }
        assertThat(plan.found()).as("a direct plan of cost %s exists", List.of(best[0], best[1])).isTrue();
        BroadcastView after = view.withPlan(plan);
        assertThat(after.isOverloaded("n0")).isFalse();
        int cmp = plan.qualityLoss() != best[0] ? Integer.compare(plan.qualityLoss(), best[0])
                : Integer.compare(plan.moves(), best[1]);
        assertThat(cmp).as("plan (loss %d, moves %d) vs brute force (%d, %d)", plan.qualityLoss(), plan.moves(),
                best[0], best[1]).isLessThanOrEqualTo(0);
    }

    /** The cheapest direct plan as {loss, moves}, or null. */
    private static int[] bruteForce(BroadcastView view, boolean downgrades) {
        List<Viewer> own = view.viewers().stream().filter(v -> v.node().equals("n0")).toList();
        List<List<Viewer>> options = new ArrayList<>();
        for (Viewer v : own) {
            List<Viewer> o = new ArrayList<>();
            o.add(v);
            for (String t : v.allowed()) {
                if (!t.equals("n0")) {
                    o.add(v.on(t));
                }
            }
            if (downgrades) {
                for (int q = v.quality() + 1; q < view.ladder(v.stream()).qualities(); q++) {
                    o.add(v.at(q));
                }
            }
            options.add(o);
        }
        int[] best = null;
        int[] choice = new int[own.size()];
        while (true) {
            double[] load = new double[view.nodes().size()];
            for (Viewer v : view.viewers()) {
                if (!v.node().equals("n0")) {
                    load[view.index(v.node())] += view.bitrate(v);
                }
            }
            Set<String> received = new HashSet<>();
            int loss = 0;
            int moves = 0;
            for (int i = 0; i < own.size(); i++) {
                Viewer v = options.get(i).get(choice[i]);
                load[view.index(v.node())] += view.bitrate(v);
                if (!v.node().equals("n0")) {
                    received.add(v.node());
                    moves++;
                }
                loss += v.quality() - own.get(i).quality();
            }
            boolean ok = load[view.index("n0")] <= view.node("n0").boundaryMbps() + EPS;
            for (String r : received) {
                ok &= load[view.index(r)] <= view.node(r).boundaryMbps() + EPS;
            }
            if (ok && (best == null || loss < best[0] || (loss == best[0] && moves < best[1]))) {
                best = new int[] {loss, moves};
            }
            int i = 0;
            while (i < choice.length && ++choice[i] == options.get(i).size()) {
                choice[i++] = 0;
            }
            if (i == choice.length) {
                return best;
            }
        }
    }

    @Provide
    Arbitrary<BroadcastView> overloaded() {
        Arbitrary<Integer> nodes = Arbitraries.integers().between(2, 3);
        return nodes.flatMap(n -> Combinators.combine(
                Arbitraries.integers().between(3, 12).list().ofSize(n),
                Arbitraries.integers().between(1, 3).list().ofSize(2),
                Arbitraries.integers().between(0, 1000).list().ofMinSize(2).ofMaxSize(6),
                Arbitraries.integers().between(0, 1000).list().ofSize(3))
                .as((boundaries, qualities, viewerSeeds, extra) -> build(n, boundaries, qualities, viewerSeeds)))
                .filter(v -> v.isOverloaded("n0"));
    }

    private static BroadcastView build(int n, List<Integer> boundaries, List<Integer> qualities, List<Integer> seeds) {
        List<BroadcastNode> nodes = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            nodes.add(new BroadcastNode("n" + i, boundaries.get(i), boundaries.get(i)));
        }
        List<Double> rates = List.of(4.0, 2.0, 1.0);
        List<QualityLadder> ladders = List.of(new QualityLadder("s0", rates.subList(0, qualities.get(0))),
                new QualityLadder("s1", rates.subList(0, qualities.get(1))));
        List<Viewer> viewers = new ArrayList<>();
        for (int k = 0; k < seeds.size(); k++) {
            int seed = seeds.get(k);
            // Most viewers on n0 so that it is often overloaded; allowed sets random around their node.
            int node = seed % 3 == 0 ? 1 + seed % (n - 1) : 0;
            int stream = (seed / 3) % 2;
            int quality = (seed / 7) % qualities.get(stream);
            Set<String> allowed = new HashSet<>();
            allowed.add("n" + node);
            for (int t = 0; t < n; t++) {
                if (((seed / 11) >> t & 1) == 1) {
                    allowed.add("n" + t);
                }
            }
            viewers.add(new Viewer("v" + k, "s" + stream, quality, "n" + node, allowed));
        }
        return new BroadcastView(nodes, ladders, viewers);
    }

    @Property(tries = 50)
    void planSearchIsDeterministic(@ForAll("overloaded") BroadcastView view) {
        Assume.that(view.viewers().size() > 2);
        assertThat(Views.QUALITY_CHANGE.relieve(view, "n0")).isEqualTo(Views.QUALITY_CHANGE.relieve(view, "n0"));
    }
}
