package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.PrefixFixtures.node;
import static org.voddesk.policy.PrefixFixtures.started;

import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Session;

class BalancePlannerTest {
    private final BalancePlanner planner = new BalancePlanner();

    private List<MigrationMove> plan(ClusterView view) {
        return planner.plan(view, new SplittableRandom(1));
    }

    @Test
    void nodesWithinTheMinimumGapAreLeftAlone() {
        ClusterView view = Fixtures.cluster(node("a", 53, Set.of(), started("a", "cam-1", 0, 1)),
                node("b", 50, Set.of()));

        assertThat(plan(view)).isEmpty();
    }

    @Test
    void aLonerMovesFromTheMostToTheLeastLoadedNode() {
        Session s = started("a", "cam-1", 0, 1);
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), s), node("b", 50, Set.of()),
                node("c", 55, Set.of()));

        List<MigrationMove> p = plan(view);

        assertThat(p).hasSize(1);
        assertThat(p.get(0).session()).isSameAs(s);
        assertThat(p.get(0).sourceNode()).isEqualTo("a");
        assertThat(p.get(0).targetNode()).isEqualTo("b");
        assertThat(p.get(0).sourceLoadAfter()).isCloseTo(57.2, within(1e-9));
        assertThat(p.get(0).targetLoadAfter()).isCloseTo(52.8, within(1e-9));
        assertThat(p.get(0).lambdaAfter()).isLessThan(p.get(0).lambdaBefore());
    }

    @Test
    void aLeaderOrAFollowerIsNeverMoved() {
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), started("a", "cam-1", 100_000, 1),
                started("a", "cam-1", 50_000, 1)), node("b", 50, Set.of()));

        assertThat(plan(view)).isEmpty();
    }

    @Test
    void theSessionThatBestClosesTheGapIsChosen() {
        Session slow = started("a", "cam-1", 0, 1);
        Session fast = started("a", "cam-2", 0, 3);
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), slow, fast), node("b", 50, Set.of()));

        List<MigrationMove> p = plan(view);

        // 3x costs 8.4 on each side (gap 10 -> 6.8), 1x costs 2.8 (gap 10 -> 4.4): the 1x move leaves them closer
        assertThat(p.get(0).session()).isSameAs(slow);
    }

    @Test
    void aMoveThatWouldOvershootIsNotMade() {
        ClusterView view = Fixtures.cluster(node("a", 54, Set.of(), started("a", "cam-2", 0, 3)),
                node("b", 50, Set.of()));

        assertThat(plan(view)).isEmpty();
    }

    @Test
    void aPassStopsAfterMaxMoves() {
        Session[] many = new Session[10];
        for (int i = 0; i < many.length; i++) {
            many[i] = started("a", "cam-" + (i + 1), 0, 1);
        }
        BalancePlanner two = new BalancePlanner(new BalanceParams(1, 2, 300_000));
        ClusterView view = Fixtures.cluster(node("a", 90, Set.of(), many), node("b", 10, Set.of()));

        assertThat(two.plan(view, new SplittableRandom(1))).hasSize(2);
    }

    @Test
    void aNodeThatDoesNotAcceptWorkNeitherGivesNorReceives() {
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), started("a", "cam-1", 0, 1)),
                node("b", 10, Set.of()).withHealth(NodeHealth.UNREACHABLE), node("c", 58, Set.of()));

        assertThat(plan(view)).isEmpty();
    }

    @Test
    void theSameViewGivesTheSamePlanWhateverTheRandomSource() {
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), started("a", "cam-1", 0, 1),
                started("a", "cam-2", 0, 2)), node("b", 50, Set.of()));

        assertThat(planner.plan(view, new SplittableRandom(1)))
                .isEqualTo(planner.plan(view, new SplittableRandom(2)));
    }
}
