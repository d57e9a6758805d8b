package org.voddesk.sim.whatif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.whatif.ReplayPolicy;

class PolicyNamesTest {
    @Test
    void aPlacementAloneRunsWithoutAPlanner() {
        assertThat(PolicyNames.parse("least-load")).isEqualTo(new ReplayPolicy("least-load", null));
    }

    @Test
    void aPairIsNamedAsSimulateNamesIt() {
        assertThat(PolicyNames.parse("similarity-rem")).isEqualTo(new ReplayPolicy("similarity", "rem"));
        assertThat(PolicyNames.parse("prefix-spread-gain")).isEqualTo(new ReplayPolicy("prefix-spread", "gain"));
    }

    @Test
    void aPairMayBeWrittenWithAPlus() {
        assertThat(PolicyNames.parse("similarity + rem")).isEqualTo(new ReplayPolicy("similarity", "rem"));
    }

    @Test
    void anUnknownNameIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> PolicyNames.parse("fastest"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("unknown policy 'fastest'").hasMessageContaining("least-load")
                .hasMessageContaining("rem");
        assertThatThrownBy(() -> PolicyNames.parse("similarity+magic")).hasMessageContaining("'similarity+magic'");
    }

    @Test
    void theStandardComparisonListsThePolicyInForceFirstAndEachPairOnce() {
        assertThat(PolicyNames.standardComparison(new ReplayPolicy("similarity", "rem"))).containsExactly(
                new ReplayPolicy("similarity", "rem"), PolicyNames.consoleDefault(), PolicyNames.LEAST_LOAD);
    }
}
