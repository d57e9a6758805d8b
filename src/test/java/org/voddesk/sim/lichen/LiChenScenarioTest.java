package org.voddesk.sim.lichen;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.sim.ScenarioOptions;

class LiChenScenarioTest {
    private final LiChenScenario scenario = new LiChenScenario(LiChenParameters.SPEC, LiChenPolicies.standard());

    @Test
    void thePapersPoliciesAreOffered() {
        assertThatCode(() -> scenario.validate(List.of("least-load", "similarity", "similarity-rem"),
                List.of(100.0, 600.0), ScenarioOptions.NONE)).doesNotThrowAnyException();
    }

    @Test
    void anUnknownPolicyIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> scenario.validate(List.of("least-load", "magic"), List.of(100.0), ScenarioOptions.NONE))
                .hasMessageContaining("unknown policy magic").hasMessageContaining("similarity-rem");
    }

    @Test
    void aLoadIsAWholePositiveNumberOfStreams() {
        assertThatThrownBy(() -> scenario.validate(List.of("least-load"), List.of(12.5), ScenarioOptions.NONE))
                .hasMessageContaining("whole number");
        assertThatThrownBy(() -> scenario.validate(List.of("least-load"), List.of(0.0), ScenarioOptions.NONE))
                .hasMessageContaining("whole number");
    }

    @Test
    void optionsOfOtherScenariosAreRefused() {
        assertThatThrownBy(() -> scenario.validate(List.of("least-load"), List.of(100.0),
                new ScenarioOptions(0.5, null, false))).hasMessageContaining("--alpha");
    }

    @Test
    void aPlanningIntervalOffTheReportPeriodIsRefused() {
        assertThatThrownBy(() -> scenario.validate(List.of("least-load"), List.of(100.0),
                new ScenarioOptions(null, null, false, 12_000L))).hasMessageContaining("--plan-every")
                .hasMessageContaining("multiple of the 5 s report period");
        assertThatCode(() -> scenario.validate(List.of("least-load"), List.of(100.0),
                new ScenarioOptions(null, null, false, 30_000L))).doesNotThrowAnyException();
    }
}
