package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;

/** The setting {@code alarm.overload_after}: how long a node stays overloaded before its alarm opens. */
class OverloadAlarmSettingTest {
    @Test
    void itDefaultsToFiveMinutesAndIsStoredInTheConsolesNotation() {
        assertThat(SettingsRules.DEFAULT.overloadAlarmAfter()).isEqualTo(Duration.ofMinutes(5));
        assertThat(SettingsCodec.encode(SettingsRules.DEFAULT)).containsEntry("alarm.overload_after", "5m");
        assertThat(SettingsCodec.decode(Map.of("alarm.overload_after", "90s"), "the database").settings()
                .overloadAlarmAfter()).isEqualTo(Duration.ofSeconds(90));
    }

    @Test
    void aValueOutsideTenSecondsToADayIsRefusedAndTheDefaultKept() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of("alarm.overload_after", "5s"), "the database");
        assertThat(d.settings().overloadAlarmAfter()).isEqualTo(Duration.ofMinutes(5));
        assertThat(d.problems()).singleElement().satisfies(p -> assertThat(p.key()).isEqualTo("alarm.overload_after"));
        assertThatThrownBy(() -> SettingsRules.DEFAULT.withOverloadAlarmAfter(Duration.ofHours(25)))
                .hasMessageContaining("at most");
    }
}
