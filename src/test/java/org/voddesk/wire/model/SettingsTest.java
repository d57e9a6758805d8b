package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.AutomationLevel;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.ReHomingMode;
import org.voddesk.wire.AutomationLevelData;
import org.voddesk.wire.ReHomingModeData;
import org.voddesk.wire.SettingsData;

/** The settings have no nullable component: every part is required, so there is no null round trip. */
class SettingsTest {
    private static ControlSettings roundTrip(ControlSettings s) throws Exception {
        return Settings.fromWire(SettingsData.parseFrom(Settings.toWire(s).toByteArray()));
    }

    @Test
    void defaultSettingsComeBackAsTheyWent() throws Exception {
        assertThat(roundTrip(SettingsRules.DEFAULT)).isEqualTo(SettingsRules.DEFAULT);
    }

    @Test
    void changedSettingsComeBackToTheNanosecond() throws Exception {
        ControlSettings s = SettingsRules.DEFAULT.withPlacementPolicy("least-load")
                .withMigrationPlanner("rem")
                .withIntervals(Duration.ofMillis(1_500), Duration.ZERO)
                .withExpiryAndHold(Duration.ofMinutes(7).plusNanos(1), Duration.ofSeconds(30))
                .withReHoming(ReHomingMode.PROPOSE, 12)
                .withDefaultBitrate(6_000_000)
                .withOverloadAlarmAfter(Duration.ofHours(24))
                .withPlans(SettingsRules.DEFAULT.plans().withAutomation(AutomationLevel.PARTIAL, 3)
                        .withRelief(ReHomingMode.AUTOMATIC).withPlanner(0.01, 0.05, 9))
                .withLoginIdle(Duration.ofHours(12).minusNanos(1));

        assertThat(roundTrip(s)).isEqualTo(s);
    }

    @Test
    void unspecifiedAutomationLevelIsRefusedByName() {
        SettingsData valid = Settings.toWire(SettingsRules.DEFAULT);
        SettingsData m = valid.toBuilder().setPlans(valid.getPlans().toBuilder()
                .setAutomation(AutomationLevelData.AUTOMATION_LEVEL_UNSPECIFIED)).build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("automation level").hasMessageContaining("AUTOMATION_LEVEL_UNSPECIFIED");
    }

    @Test
    void unspecifiedReliefModeIsRefusedByName() {
        SettingsData valid = Settings.toWire(SettingsRules.DEFAULT);
        SettingsData m = valid.toBuilder().setPlans(valid.getPlans().toBuilder()
                .setRelief(ReHomingModeData.RE_HOMING_MODE_UNSPECIFIED)).build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("overload relief mode");
    }

    @Test
    void missingPollIntervalIsRefusedByName() {
        SettingsData valid = Settings.toWire(SettingsRules.DEFAULT);
        SettingsData m = valid.toBuilder().setIntervals(valid.getIntervals().toBuilder().clearPoll()).build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("poll interval");
    }

    @Test
    void aChangedLoginIdleTimeComesBackAsItWent() throws Exception {
        ControlSettings s = SettingsRules.DEFAULT.withLoginIdle(Duration.ofMinutes(7));

        assertThat(roundTrip(s).loginIdle()).isEqualTo(Duration.ofMinutes(7));
        assertThat(Settings.toWire(s).getLogins().getIdle().getSeconds()).isEqualTo(420);
    }

    @Test
    void missingLoginsAreRefusedByName() {
        SettingsData m = Settings.toWire(SettingsRules.DEFAULT).toBuilder().clearLogins().build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("logins");
    }

    @Test
    void missingLoginIdleTimeIsRefusedByName() {
        SettingsData valid = Settings.toWire(SettingsRules.DEFAULT);
        SettingsData m = valid.toBuilder().setLogins(valid.getLogins().toBuilder().clearIdle()).build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("login idle time");
    }

    @Test
    void tooShortPollIntervalIsRefusedByTheSettingsOwnCheck() {
        SettingsData valid = Settings.toWire(SettingsRules.DEFAULT);
        SettingsData m = valid.toBuilder().setIntervals(valid.getIntervals().toBuilder()
                .setPoll(com.google.protobuf.Duration.newBuilder().setNanos(1_000))).build();

        assertThatThrownBy(() -> Settings.fromWire(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("poll interval must be at least");
    }
}
