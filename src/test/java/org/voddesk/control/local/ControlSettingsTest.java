package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.control.api.SettingProblem;

class ControlSettingsTest {
    @Test
    void defaultsAreTheSpecsFigures() {
        assertThat(SettingsRules.DEFAULT.planExpiry()).isEqualTo(Duration.ofMinutes(5));
        assertThat(SettingsRules.DEFAULT.reHomingMode()).isEqualTo(ReHomingMode.AUTOMATIC);
    }

    @Test
    void unknownPolicyIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withPlacementPolicy("fastest")))
                .hasMessageContaining("fastest").hasMessageContaining("least-load");
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withMigrationPlanner("slowest")))
                .hasMessageContaining("slowest").hasMessageContaining("rem");
    }

    @Test
    void theRecordItselfRefusesAMissingPolicyName() {
        assertThatThrownBy(() -> SettingsRules.DEFAULT.withPlacementPolicy(" "))
                .hasMessageContaining("placement policy");
    }

    @Test
    void textRoundTripsEveryKey() {
        ControlSettings s = SettingsRules.DEFAULT.withPlacementPolicy("least-load")
                .withIntervals(Duration.ofMillis(1500), Duration.ofHours(1))
                .withExpiryAndHold(Duration.ofSeconds(90), Duration.ofMinutes(2))
                .withReHoming(ReHomingMode.PROPOSE, 40);

        SettingsCodec.Decoded d = SettingsCodec.decode(SettingsCodec.encode(s), "t");

        assertThat(d.settings()).isEqualTo(s);
        assertThat(d.problems()).isEmpty();
    }

    @Test
    void missingKeysKeepTheirDefaults() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of(SettingsCodec.POLL, "2s"), "t");

        assertThat(d.settings()).isEqualTo(SettingsRules.DEFAULT.withIntervals(Duration.ofSeconds(2),
                SettingsRules.DEFAULT.planningInterval()));
    }

    @Test
    void badValueCostsOnlyItsKeyAndIsNamedWithItsValue() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of(SettingsCodec.POLL, "soon",
                SettingsCodec.PLACEMENT, "least-load"), "t");

        assertThat(d.settings()).isEqualTo(SettingsRules.DEFAULT.withPlacementPolicy("least-load"));
        assertThat(d.problems()).singleElement().satisfies(p -> {
            assertThat(p.key()).isEqualTo("poll.interval");
            assertThat(p.value()).isEqualTo("soon");
            assertThat(p.message()).contains("poll.interval", "'soon'", "default 5s");
        });
    }

    @Test
    void valueBreakingARuleIsAProblemNotAnException() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of(SettingsCodec.POLL, "10ms",
                SettingsCodec.CAPACITY, "99999999999"), "t");

        assertThat(d.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(d.problems()).extracting(SettingProblem::key)
                .containsExactly("poll.interval", "rehoming.sessions_per_node");
    }

    @Test
    void unknownKeyIsReportedAndIgnored() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of("speed", "3"), "t");

        assertThat(d.settings()).isEqualTo(SettingsRules.DEFAULT);
        assertThat(d.problems()).singleElement().satisfies(p -> assertThat(p.message()).contains("unknown setting"));
    }
}
