package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.moves.PlanAutomation;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;

/** Which setting lets a plan run without a supervisor (ALGORITHMS.md §7), for every kind and priority. */
class PlanAutomationTest {
    private static PlanDraft plan(PlanKind kind, int priority) {
        return new PlanDraft(kind, "test", priority, 10, 5, 0, 1);
    }

    private static ControlSettings level(AutomationLevel level, int max) {
        return SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans().withAutomation(level, max));
    }

    @Test
    void manualLetsNoBalancingPlanRun() {
        for (int p = 1; p <= 5; p++) {
            assertThat(PlanAutomation.allows(plan(PlanKind.BALANCE, p), SettingsRules.DEFAULT)).isNull();
        }
        assertThat(SettingsRules.DEFAULT.plans().automation()).isEqualTo(AutomationLevel.MANUAL);
    }

    @Test
    void partialRunsOnlyPlansWithinItsThreshold() {
        ControlSettings partial = level(AutomationLevel.PARTIAL, 3);
        for (int p = 1; p <= 3; p++) {
            assertThat(PlanAutomation.allows(plan(PlanKind.BALANCE, p), partial)).isEqualTo("partial <= 3");
        }
        assertThat(PlanAutomation.allows(plan(PlanKind.BALANCE, 4), partial)).isNull();
        assertThat(PlanAutomation.allows(plan(PlanKind.BALANCE, 5), partial)).isNull();
    }

    @Test
    void automaticRunsEveryBalancingPlan() {
        assertThat(PlanAutomation.allows(plan(PlanKind.BALANCE, 5), level(AutomationLevel.AUTOMATIC, 1)))
                .isEqualTo("automatic");
    }

    @Test
    void reHomingFollowsOnlyItsOwnSwitch() {
        ControlSettings propose = level(AutomationLevel.AUTOMATIC, 5).withReHoming(ReHomingMode.PROPOSE, 0);
        assertThat(PlanAutomation.allows(plan(PlanKind.RE_HOMING, 1), propose)).isNull();
        assertThat(PlanAutomation.allows(plan(PlanKind.RE_HOMING, 1), SettingsRules.DEFAULT))
                .isEqualTo("re-homing automatic");
    }

    @Test
    void reliefRunsByItsOwnSwitchOrByTheLevel() {
        ControlSettings manual = SettingsRules.DEFAULT;
        assertThat(PlanAutomation.allows(plan(PlanKind.RELIEF, 1), manual)).isNull();
        assertThat(PlanAutomation.allows(plan(PlanKind.RELIEF, 1),
                manual.withPlans(manual.plans().withRelief(ReHomingMode.AUTOMATIC)))).isEqualTo("relief automatic");
        assertThat(PlanAutomation.allows(plan(PlanKind.RELIEF, 1), level(AutomationLevel.PARTIAL, 1)))
                .isEqualTo("partial <= 1");
    }
}
