package org.voddesk.policy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class PoliciesTest {
    @Test
    void everyListedPlacementPolicyIsMadeUnderItsOwnName() {
        for (String name : Policies.placementNames()) {
            assertThat(Policies.placement(name).name()).isEqualTo(name);
        }
        assertThat(Policies.placementNames()).containsExactly("bounded-hash", "grade-hops", "least-load",
                "prefix-affinity", "prefix-spread", "similarity", "similarity-position");
    }

    @Test
    void everyListedPlannerIsMadeUnderItsOwnName() {
        for (String name : Policies.plannerNames()) {
            assertThat(Policies.planner(name).name()).isEqualTo(name);
        }
        assertThat(Policies.plannerNames()).containsExactly("balance", "gain", "rem");
    }

    @Test
    void defaultPairIsPrefixSpreadWithTheGainPlanner() {
        assertThat(Policies.placement(Policies.DEFAULT_PLACEMENT)).isInstanceOf(PrefixAffinityPolicy.class);
        assertThat(Policies.placement(Policies.DEFAULT_PLACEMENT).name()).isEqualTo("prefix-spread");
        assertThat(Policies.planner(Policies.DEFAULT_PLANNER)).isInstanceOf(GainPlanner.class);
    }

    @Test
    void unknownPlacementNameIsRefusedWithTheKnownNames() {
        assertThatThrownBy(() -> Policies.placement("round-robin"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown placement policy 'round-robin'; known: bounded-hash, grade-hops, least-load, "
                        + "prefix-affinity, prefix-spread, similarity, similarity-position");
    }

    @Test
    void unknownPlannerNameIsRefusedWithTheKnownNames() {
        assertThatThrownBy(() -> Policies.planner(null)).hasMessage("unknown migration planner 'null'; known: balance, gain, rem");
    }

    @Test
    void parametersOutsideTheirRangeAreRefused() {
        assertThatThrownBy(() -> new SimilarityParams(SimilarityFunction.DEFAULT, -1, FdVariant.BEGIN_TIME))
                .hasMessageContaining("LD");
        assertThatThrownBy(() -> new RemParams(1.5, SimilarityFunction.DEFAULT, FdVariant.BEGIN_TIME))
                .hasMessageContaining("Pmax");
        assertThatThrownBy(() -> new BoundedHashParams(0.9, 100)).hasMessageContaining("balance factor");
        assertThatThrownBy(() -> new GradeBands(50, 25, 75, 95)).hasMessageContaining("grade bands");
        assertThatThrownBy(() -> new PrefixAffinityParams(300_000, -1)).hasMessageContaining("maxExcess");
        assertThatThrownBy(() -> new BalanceParams(3, 0, 300_000)).hasMessageContaining("maxMoves");
    }
}
