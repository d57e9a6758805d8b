package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.PrefixFixtures.node;
import static org.voddesk.policy.PrefixFixtures.started;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;

class MigrationPlanTest {
    private static final PlanBands BANDS = PlanBands.DEFAULT;

    @Test
    void priorityBandsFollowTheRelativeFallOfLambda() {
        assertThat(BANDS.priority(10, 3.9, false)).isEqualTo(2);   // 61%
        assertThat(BANDS.priority(10, 5.9, false)).isEqualTo(3);   // 41%
        assertThat(BANDS.priority(10, 7.4, false)).isEqualTo(4);   // 26%
        assertThat(BANDS.priority(10, 8.9, false)).isEqualTo(5);   // 11%
        assertThat(BANDS.priority(10, 9.1, false)).isEqualTo(PlanBands.NONE);
        assertThat(BANDS.priority(10, 9.9, true)).isEqualTo(1);
        assertThat(BANDS.priority(0, 0, false)).isEqualTo(PlanBands.NONE);
    }

    @Test
    void aRoundsMovesBecomeOnePlanInTheirOrder() {
        Session s1 = started("a", "cam-1", 0, 1);
        Session s2 = started("a", "cam-2", 0, 1);
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), s1, s2), node("b", 50, Set.of()),
                node("c", 51, Set.of()));
        List<MigrationMove> moves = new GainPlanner(GainParams.DEFAULT).plan(view, new SplittableRandom(1));

        MigrationPlan plan = MigrationPlan.of(view, moves, BANDS).orElseThrow();

        assertThat(plan.moves()).containsExactlyElementsOf(moves);
        assertThat(plan.lambdaBefore()).isEqualTo(moves.get(0).lambdaBefore());
        assertThat(plan.lambdaAfter()).isEqualTo(moves.get(moves.size() - 1).lambdaAfter());
        assertThat(plan.priority()).isEqualTo(BANDS.priority(plan.lambdaBefore(), plan.lambdaAfter(), false));
        assertThat(plan.reason()).contains(moves.size() + " moves").contains("predicted to bring λ from ");
    }

    @Test
    void aPlanThatRelievesAnOverloadedNodeHasPriorityOne() {
        Session s = started("a", "cam-1", 0, 1);
        ClusterView view = Fixtures.cluster(node("a", 97, Set.of(), s), node("b", 96, Set.of()));
        MigrationMove move = new MigrationMove(s, new MoveGrounds("a", "b", MigrationDraw.UNDRAWN,
                SessionSimilarity.UNKNOWN, new LoadForecast(94.2, 98.8, 0.25, 5.29), "test"));

        assertThat(MigrationPlan.of(view, List.of(move), BANDS).orElseThrow().priority()).isEqualTo(1);
    }

    @Test
    void aPlanBelowBandFiveIsNotProposed() {
        Session s = started("a", "cam-1", 0, 1);
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), s), node("b", 50, Set.of()));
        MigrationMove small = new MigrationMove(s, new MoveGrounds("a", "b", MigrationDraw.UNDRAWN,
                SessionSimilarity.UNKNOWN, new LoadForecast(59.9, 50.1, 25, 24), "test"));

        assertThat(MigrationPlan.of(view, List.of(small), BANDS)).isEmpty();
        assertThat(MigrationPlan.of(view, List.of(), BANDS)).isEmpty();
    }

    @Test
    void aPlanExpiresWhenTheStateItWasComputedOnMoves() {
        Session s1 = started("a", "cam-1", 0, 1);
        Session s2 = started("a", "cam-2", 0, 1);
        ClusterView view = Fixtures.cluster(node("a", 60, Set.of(), s1, s2), node("b", 50, Set.of()));
        Optional<MigrationPlan> made = MigrationPlan.of(view,
                new GainPlanner(GainParams.DEFAULT).plan(view, new SplittableRandom(1)), BANDS);
        MigrationPlan plan = made.orElseThrow();

        assertThat(plan.stillPays(view, BANDS)).isTrue();
        // the loads evened out by themselves: the gain is gone
        assertThat(plan.stillPays(Fixtures.cluster(node("a", 55, Set.of(), s1, s2), node("b", 54, Set.of())), BANDS))
                .isFalse();
        // the moved session ended
        ClusterView ended = Fixtures.cluster(node("a", 60, Set.of(), plan.moves().get(0).session() == s1 ? s2 : s1),
                node("b", 50, Set.of()));
        assertThat(plan.stillPays(ended, BANDS)).isFalse();
        assertThat(plan.relativeFall()).isCloseTo((plan.lambdaBefore() - plan.lambdaAfter()) / plan.lambdaBefore(),
                within(1e-12));
    }
}
