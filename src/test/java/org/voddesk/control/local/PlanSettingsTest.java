package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.GainMapping;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.PlanSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.api.SettingProblem;
import org.voddesk.core.Role;
import org.voddesk.policy.GainParams;

/** The plan settings: automation level, relief switch and the gain planner's parameters, validated and stored. */
class PlanSettingsTest {
    @Test
    void defaultsAreManualAndTheGainPlannersOwn() {
        PlanSettings d = SettingsRules.DEFAULT.plans();
        assertThat(d.automation()).isEqualTo(AutomationLevel.MANUAL);
        assertThat(d.relief()).isEqualTo(ReHomingMode.PROPOSE);
        assertThat(GainMapping.params(d)).isEqualTo(GainParams.DEFAULT);
    }

    @Test
    void everyPlanKeyRoundTripsAsText() {
        ControlSettings s = SettingsRules.DEFAULT.withPlans(SettingsRules.DEFAULT.plans()
                .withAutomation(AutomationLevel.PARTIAL, 4).withRelief(ReHomingMode.AUTOMATIC)
                .withPlanner(0.75, 2.5, 20));

        Map<String, String> text = SettingsCodec.encode(s);
        SettingsCodec.Decoded d = SettingsCodec.decode(text, "t");

        assertThat(text).containsEntry("automation.level", "partial").containsEntry("automation.partial_max_priority",
                "4").containsEntry("relief.mode", "automatic").containsEntry("planner.min_move_gain", "0.75")
                .containsEntry("planner.min_plan_gain", "2.5").containsEntry("planner.max_moves", "20");
        assertThat(d.problems()).isEmpty();
        assertThat(d.settings()).isEqualTo(s);
    }

    @Test
    void gainsThatHoldTogetherAreReadInAnyKeyOrder() {
        // a gain per move above the default gain per plan holds once the stored gain per plan is read
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of("planner.min_move_gain", "1",
                "planner.min_plan_gain", "2"), "t");

        assertThat(d.problems()).isEmpty();
        assertThat(d.settings().plans().minMoveGain()).isEqualTo(1.0);
        assertThat(d.settings().plans().minPlanGain()).isEqualTo(2.0);
    }

    @Test
    void badPlanValuesCostOnlyTheirKeyWithTheRuleNamed() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of("automation.level", "sometimes",
                "automation.partial_max_priority", "7", "planner.min_move_gain", "-1", "planner.max_moves", "lots",
                "planner.min_plan_gain", "NaN"), "t");

        assertThat(d.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(d.problems()).extracting(SettingProblem::key).containsExactlyInAnyOrder("automation.level",
                "automation.partial_max_priority", "planner.min_move_gain", "planner.max_moves",
                "planner.min_plan_gain");
        assertThat(d.problems()).filteredOn(p -> p.key().equals("automation.level")).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("manual, partial or automatic", "default manual"));
        assertThat(d.problems()).filteredOn(p -> p.key().equals("planner.min_move_gain")).singleElement()
                .satisfies(p -> assertThat(p.message()).contains("positive number"));
    }

    @Test
    void planSettingsRefuseWhatTheRulesForbid() {
        PlanSettings d = SettingsRules.DEFAULT.plans();
        assertThatThrownBy(() -> d.withAutomation(AutomationLevel.PARTIAL, 0)).hasMessageContaining("1-5");
        assertThatThrownBy(() -> d.withAutomation(null, 2)).hasMessageContaining("automation level");
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withPlans(d.withPlanner(0.5, 0.2, 10))))
                .hasMessageContaining(">= the minimum gain per move");
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withPlans(d.withPlanner(0.3, 0.3, 0))))
                .hasMessageContaining("1..100");
    }

    @Test
    void aSupervisorsChangeOfTheLevelIsStoredAuditedAndReadBack(@TempDir Path dir) throws Exception {
        try (ControlFixture f = new ControlFixture(dir, 2, null)) {
            Principal boss = f.user("boss", Role.SUPERVISOR);
            ControlSettings next = f.control.settings().withPlans(f.control.settings().plans()
                    .withAutomation(AutomationLevel.PARTIAL, 3));

            CommandResult<ControlSettings> r = f.control.updateSettings(boss, next);

            assertThat(r.ok()).as(r.message()).isTrue();
            assertThat(f.store.settings().all()).containsEntry("automation.level", "partial")
                    .containsEntry("automation.partial_max_priority", "3");
            assertThat(f.store.audit().recent(10)).extracting(a -> a.entry())
                    .filteredOn(e -> e.action().equals("settings.change")).singleElement()
                    .satisfies(e -> assertThat(e.detail()).contains("automation.level: manual -> partial"));
            assertThat(StoredSettings.load(f.store, f.clock).settings().plans().levelText()).isEqualTo("partial <= 3");
        }
    }
}
