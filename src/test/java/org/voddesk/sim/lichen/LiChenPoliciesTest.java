package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.policy.BalancePlanner;
import org.voddesk.policy.PrefixAffinityPolicy;
import org.voddesk.policy.RemPlanner;
import org.voddesk.policy.SimilarityPolicy;
import org.voddesk.sim.cluster.PolicySetup;

class LiChenPoliciesTest {
    @Test
    void theIssuesComparisonComesFirstThenOurPolicy() {
        assertThat(List.copyOf(LiChenPolicies.standard().keySet())).startsWith("least-load", "similarity",
                "similarity-rem", "bounded-hash", "prefix-affinity-balance");
    }

    @Test
    void thePapersAlgorithmIsSimilarityPlacementWithRemPlanning() {
        PolicySetup setup = LiChenPolicies.standard().get("similarity-rem").get();

        assertThat(setup.placement()).isInstanceOf(SimilarityPolicy.class);
        assertThat(setup.planner()).isInstanceOf(RemPlanner.class);
    }

    @Test
    void ourPolicyIsPrefixAffinityWithTheBalancePlanner() {
        PolicySetup setup = LiChenPolicies.standard().get("prefix-affinity-balance").get();

        assertThat(setup.placement()).isInstanceOf(PrefixAffinityPolicy.class);
        assertThat(setup.planner()).isInstanceOf(BalancePlanner.class);
    }

    @Test
    void aPlacementPolicyAloneHasNoPlanner() {
        assertThat(LiChenPolicies.standard().get("least-load").get().planner()).isNull();
    }

    @Test
    void everyRunGetsFreshPolicyInstances() {
        var supplier = LiChenPolicies.standard().get("bounded-hash");

        assertThat(supplier.get().placement()).isNotSameAs(supplier.get().placement());
    }
}
