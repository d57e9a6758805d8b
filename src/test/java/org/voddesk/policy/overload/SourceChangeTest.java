package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class SourceChangeTest {
    private static ReliefPlan relieve(BroadcastView v) {
        return Views.SOURCE_CHANGE.relieve(v, "a");
    }

    @Test
    void aNodeWithinItsBoundaryNeedsNoPlan() {
        ReliefPlan plan = relieve(Views.view("a:10 b:10", "s:4", "v1:s:0:a:a,b"));

        assertThat(plan.found()).isTrue();
        assertThat(plan.actions()).isEmpty();
    }

    @Test
    void theFewestViewersThatFreeTheOverloadAreMoved() {
        BroadcastView v = Views.view("a:10 b:20", "s:4 t:1",
                "v1:t:0:a:a,b v2:t:0:a:a,b v3:t:0:a:a,b v4:t:0:a:a,b v5:s:0:a:a,b v6:s:0:a:a,b");

        ReliefPlan plan = relieve(v);

        assertThat(plan.moves()).isEqualTo(1);
        assertThat(v.withPlan(plan).isOverloaded("a")).isFalse();
    }

    @Test
    void aViewerMovesOnlyToANodeInItsAllowedSet() {
        BroadcastView v = Views.view("a:4 b:20 c:20", "s:4 t:2", "v1:s:0:a:a,c v2:t:0:a:a");

        ReliefPlan plan = relieve(v);

        assertThat(plan.actions()).containsExactly(new ReliefAction.Move("v1", "a", "c"));
    }

    @Test
    void aMoveNeverPushesItsTargetOverItsBoundary() {
        BroadcastView v = Views.view("a:8 b:3", "s:4 t:2", "v1:s:0:a:a,b v2:t:0:a:a,b v3:s:0:a:a,b");

        ReliefPlan plan = relieve(v);

        assertThat(plan.actions()).containsExactly(new ReliefAction.Move("v2", "a", "b"));
    }

    @Test
    void aVariantThatOverloadsItsTargetIsRelievedThereInTurn() {
        BroadcastView v = Views.view("a:10 b:10 c:10", "s:4",
                "v1:s:0:a:a,b v2:s:0:a:a,b v3:s:0:a:a,b w1:s:0:b:b,c w2:s:0:b:b,c");

        ReliefPlan plan = relieve(v);

        assertThat(plan.moves()).isEqualTo(2);
        assertThat(plan.actions().get(0)).isEqualTo(new ReliefAction.Move("v1", "a", "b"));
        assertThat(plan.actions().get(1)).isInstanceOfSatisfying(ReliefAction.Move.class,
                m -> assertThat(m.to()).isEqualTo("c"));
        BroadcastView after = v.withPlan(plan);
        assertThat(after.nodes()).allSatisfy(n -> assertThat(after.isOverloaded(n.name())).isFalse());
    }

    @Test
    void theRecursionNeverSendsViewersBackToTheNodeAbove() {
        BroadcastView v = Views.view("a:10 b:10", "s:4",
                "v1:s:0:a:a,b v2:s:0:a:a,b v3:s:0:a:a,b w1:s:0:b:a,b w2:s:0:b:a,b");

        assertThat(relieve(v).found()).isFalse();
    }

    @Test
    void withoutEnoughRoomElsewhereNoPlanIsFound() {
        ReliefPlan plan = relieve(Views.view("a:4 b:5", "s:4", "v1:s:0:a:a,b v2:s:0:a:a,b w1:s:0:b:b"));

        assertThat(plan.found()).isFalse();
        assertThat(plan.actions()).isEmpty();
        assertThat(plan.searchCut()).isFalse();
    }

    @Test
    void aSearchStoppedAtItsVariantBoundIsFlaggedAsCut() {
        BroadcastView v = Views.view("a:10 b:10 c:10", "s:4",
                "v1:s:0:a:a,b v2:s:0:a:a,b v3:s:0:a:a,b w1:s:0:b:b,c w2:s:0:b:b,c");
        SourceChange tight = new SourceChange(new SearchBounds(1, Duration.ofSeconds(1)), Views.FIXED);

        assertThat(tight.relieve(v, "a").searchCut()).isTrue();
    }

    @Test
    void theOverloadAmountIsReported() {
        assertThat(relieve(Views.view("a:5 b:10", "s:4", "v1:s:0:a:a,b v2:s:0:a:a,b")).overloadMbps())
                .isEqualTo(3);
    }
}
