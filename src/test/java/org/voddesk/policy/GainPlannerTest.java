package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.voddesk.policy.PrefixFixtures.node;
import static org.voddesk.policy.PrefixFixtures.started;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.voddesk.core.ClusterView;
import org.voddesk.core.Session;

class GainPlannerTest {
    private static List<MigrationMove> plan(GainParams params, ClusterView view) {
        return new GainPlanner(params).plan(view, new SplittableRandom(1));
    }

    private static Session[] loners(String node, int count) {
        Session[] s = new Session[count];
        for (int i = 0; i < count; i++) {
            s[i] = started(node, "cam-" + (i + 1), 0, 1);
        }
        return s;
    }

    @Test
    void aMoveIsProposedOnlyWhenItsGainIsWorthIt() {
        // a 54, b 50: lambda 4; moving a 1x loner (2.8 on Bord 100) leaves 51.2 / 52.8, lambda 0.64: gain 3.36
        ClusterView view = Fixtures.cluster(node("a", 54, Set.of(), loners("a", 1)), node("b", 50, Set.of()));

        assertThat(plan(GainParams.DEFAULT.withGains(4, 4), view)).isEmpty();
        List<MigrationMove> p = plan(GainParams.DEFAULT.withGains(3, 3), view);
        assertThat(p).hasSize(1);
        assertThat(p.get(0).lambdaBefore() - p.get(0).lambdaAfter()).isCloseTo(3.36, within(1e-9));
    }

    @Test
    void aMovesReasonWritesLambdaAsTheConsoleDoes() {
        ClusterView view = Fixtures.cluster(node("a", 54, Set.of(), loners("a", 1)), node("b", 50, Set.of()));

        List<MigrationMove> p = plan(GainParams.DEFAULT.withGains(3, 3), view);

        assertThat(p).singleElement().satisfies(m -> assertThat(m.reason()).isEqualTo("a is 4 above b; moving this"
                + " session (it leads and follows no other, so no cache is lost) lowers λ by 3.36"));
    }

    @Test
    void aPlansMovesAreInOrderEachPredictedAfterTheOnesBefore() {
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), loners("a", 6)), node("b", 50, Set.of()),
                node("c", 52, Set.of()));

        List<MigrationMove> p = plan(GainParams.DEFAULT.withGains(1, 1), view);

        assertThat(p).hasSizeGreaterThan(2);
        assertThat(p.get(0).targetNode()).isEqualTo("b");
        for (int i = 1; i < p.size(); i++) {
            assertThat(p.get(i).lambdaBefore()).isCloseTo(p.get(i - 1).lambdaAfter(), within(1e-9));
            assertThat(p.get(i).lambdaAfter()).isLessThan(p.get(i).lambdaBefore());
        }
        assertThat(p.stream().map(m -> m.session().id()).distinct()).hasSameSizeAs(p);
    }

    @Test
    void aRoundWhoseMovesTogetherFallShortOfThePlanGainProposesNothing() {
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), loners("a", 6)), node("b", 50, Set.of()));
        double total = 0;
        List<MigrationMove> all = plan(GainParams.DEFAULT.withGains(1, 1), view);
        total = all.get(0).lambdaBefore() - all.get(all.size() - 1).lambdaAfter();

        assertThat(plan(GainParams.DEFAULT.withGains(1, total + 0.01), view)).isEmpty();
        assertThat(plan(GainParams.DEFAULT.withGains(1, total - 0.01), view)).hasSameSizeAs(all);
    }

    @Test
    void anOverloadedNodeIsRelievedEvenBelowTheGainPerMove() {
        ClusterView view = Fixtures.cluster(node("a", 97, Set.of(), loners("a", 1)), node("b", 92, Set.of()));

        assertThat(plan(GainParams.DEFAULT.withGains(50, 50), view)).hasSize(1);
    }

    @Test
    void aLeaderOrAFollowerIsNeverMoved() {
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), started("a", "cam-1", 100_000, 1),
                started("a", "cam-1", 50_000, 1)), node("b", 50, Set.of()));

        assertThat(plan(GainParams.DEFAULT, view)).isEmpty();
    }

    @Test
    void aPlanHasAtMostMaxMoves() {
        List<Session> many = new ArrayList<>(List.of(loners("a", 20)));
        ClusterView view = Fixtures.cluster(node("a", 90, Set.of(), many.toArray(Session[]::new)),
                node("b", 30, Set.of()));

        assertThat(plan(GainParams.DEFAULT.withMaxMoves(4), view)).hasSize(4);
    }

    @Test
    void badParametersAreRefusedNamingThem() {
        assertThatThrownBy(() -> GainParams.DEFAULT.withGains(0, 1)).hasMessageContaining("gain per move");
        assertThatThrownBy(() -> GainParams.DEFAULT.withGains(2, 1)).hasMessageContaining("gain per plan");
        assertThatThrownBy(() -> GainParams.DEFAULT.withMaxMoves(0)).hasMessageContaining("moves per plan");
        assertThatThrownBy(() -> new PlanBands(0.2, 0.4, 0.25, 0.1)).hasMessageContaining("band5 <= band4");
        assertThatThrownBy(() -> GainParams.DEFAULT.withBand(1, 2)).hasMessageContaining("hysteresis band");
        assertThatThrownBy(() -> GainParams.DEFAULT.withBand(1, -1)).hasMessageContaining("hysteresis band");
        assertThatThrownBy(() -> GainParams.DEFAULT.withBand(Double.NaN, 0)).hasMessageContaining("hysteresis band");
    }

    @Test
    void belowTheTriggerLambdaARoundProposesNothing() {
        // a 70, b 50: lambda 100
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), loners("a", 6)), node("b", 50, Set.of()));

        assertThat(plan(GainParams.DEFAULT.withGains(1, 1).withBand(101, 0), view)).isEmpty();
        assertThat(plan(GainParams.DEFAULT.withGains(1, 1).withBand(100, 0), view)).isNotEmpty();
    }

    @Test
    void anOverloadIsRelievedWhateverTheTrigger() {
        ClusterView view = Fixtures.cluster(node("a", 97, Set.of(), loners("a", 1)), node("b", 92, Set.of()));

        assertThat(plan(GainParams.DEFAULT.withBand(1000, 0), view)).hasSize(1);
    }

    @Test
    void aPlanStopsOnceItsPredictedLambdaReachesTheTarget() {
        ClusterView view = Fixtures.cluster(node("a", 70, Set.of(), loners("a", 6)), node("b", 50, Set.of()));
        List<MigrationMove> all = plan(GainParams.DEFAULT.withGains(1, 1), view);
        double target = all.get(0).lambdaAfter();

        List<MigrationMove> banded = plan(GainParams.DEFAULT.withGains(1, 1).withBand(target, target), view);

        assertThat(all).hasSizeGreaterThan(1);
        assertThat(banded).hasSize(1);
        assertThat(banded.get(0).lambdaAfter()).isLessThanOrEqualTo(target);
    }
}
