package org.voddesk.policy.overload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class BroadcastViewTest {
    private static final BroadcastView VIEW = Views.view("a:10 b:10", "s:4,2,1",
            "v1:s:0:a:a,b v2:s:1:a:a v3:s:2:b:b");

    @Test
    void loadIsTheSumOfTheViewersBitRates() {
        assertThat(VIEW.load("a")).isEqualTo(6);
        assertThat(VIEW.load("b")).isEqualTo(1);
    }

    @Test
    void overloadIsLoadMinusBoundary() {
        BroadcastView v = Views.view("a:5", "s:4,2,1", "v1:s:0:a:a v2:s:1:a:a");

        assertThat(v.overload("a")).isEqualTo(1);
        assertThat(v.isOverloaded("a")).isTrue();
    }

    @Test
    void planMovesAndDowngradesViewers() {
        ReliefPlan plan = new ReliefPlan("a", 0, List.of(new ReliefAction.Move("v1", "a", "b"),
                new ReliefAction.Downgrade("v2", "a", 1, 2)), true, false, 2);

        BroadcastView after = VIEW.withPlan(plan);

        assertThat(after.load("a")).isEqualTo(1);
        assertThat(after.load("b")).isEqualTo(5);
    }

    @Test
    void aViewerMustWatchAStreamWithALadder() {
        assertThatThrownBy(() -> Views.view("a:10", "s:4", "v1:t:0:a:a")).hasMessageContaining("no quality ladder");
    }

    @Test
    void aViewerMustBeOnAnAllowedNode() {
        assertThatThrownBy(() -> Views.view("a:10 b:10", "s:4", "v1:s:0:a:b"))
                .hasMessageContaining("outside its allowed nodes");
    }

    @Test
    void aLadderMustDecrease() {
        assertThatThrownBy(() -> new QualityLadder("s", List.of(2.0, 4.0))).hasMessageContaining("decreasing");
    }
}
