package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class QualityChangeTest {
    private static ReliefPlan relieve(BroadcastView v) {
        return Views.QUALITY_CHANGE.relieve(v, "a");
    }

    @Test
    void aMoveIsPreferredToAnyQualityLoss() {
        ReliefPlan plan = relieve(Views.view("a:6 b:10", "s:4,2,1", "v1:s:0:a:a,b v2:s:0:a:a,b"));

        assertThat(plan.qualityLoss()).isZero();
        assertThat(plan.moves()).isEqualTo(1);
    }

    @Test
    void aViewerIsDowngradedWhenNoMoveFits() {
        ReliefPlan plan = relieve(Views.view("a:6 b:1", "s:4,2,1", "v1:s:0:a:a,b v2:s:0:a:a,b"));

        assertThat(plan.actions()).singleElement().isInstanceOf(ReliefAction.Downgrade.class);
    }

    @Test
    void theSmallestQualityLossThatFreesTheOverloadIsChosen() {
        ReliefPlan plan = relieve(Views.view("a:6 b:1", "s:4,2,1", "v1:s:0:a:a v2:s:0:a:a"));

        assertThat(plan.actions()).singleElement().isInstanceOfSatisfying(ReliefAction.Downgrade.class,
                d -> assertThat(d.toQuality()).isEqualTo(1));
    }

    @Test
    void aSurveillanceViewerSwitchesFromMainToSubStream() {
        ReliefPlan plan = relieve(Views.view("a:5", "cam:4,1", "v1:cam:0:a:a v2:cam:0:a:a"));

        assertThat(plan.actions()).containsExactly(new ReliefAction.Downgrade("v1", "a", 0, 1));
    }

    @Test
    void movesAndDowngradesCombineForTheLeastLoss() {
        BroadcastView v = Views.view("a:6 b:4", "s:4,2,1", "v1:s:0:a:a,b v2:s:0:a:a,b v3:s:0:a:a,b");

        ReliefPlan plan = relieve(v);

        assertThat(plan.qualityLoss()).isEqualTo(1);
        assertThat(plan.moves()).isEqualTo(1);
        assertThat(v.withPlan(plan).isOverloaded("a")).isFalse();
    }

    @Test
    void aNodeWhoseViewersAreAllAtTheLowestQualityAndCannotMoveHasNoPlan() {
        assertThat(relieve(Views.view("a:1", "s:4,2,1", "v1:s:2:a:a v2:s:2:a:a")).found()).isFalse();
    }
}
