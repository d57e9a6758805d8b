package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsCodec;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.store.Store;

/** The setting {@code login.idle}: how long a desk's login at the control server may go without a call. */
class LoginIdleSettingTest {
    private ControlFixture f;

    @AfterEach
    void stop() {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void itDefaultsToThirtyMinutesAndIsStoredInTheConsolesNotation() {
        assertThat(SettingsRules.DEFAULT.loginIdle()).isEqualTo(Duration.ofMinutes(30));
        assertThat(SettingsCodec.encode(SettingsRules.DEFAULT)).containsEntry("login.idle", "30m");
        assertThat(SettingsCodec.decode(Map.of("login.idle", "2h"), "the database").settings().loginIdle())
                .isEqualTo(Duration.ofHours(2));
    }

    @Test
    void theRulesRefuseAnIdleTimeOutsideOneMinuteToTwelveHours() {
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withLoginIdle(Duration.ofSeconds(59))))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("login idle time must be from 1 min to 12 h, got 59 s");
        assertThatThrownBy(() -> SettingsRules.check(SettingsRules.DEFAULT.withLoginIdle(Duration.ofHours(13))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("got 13 h");
        assertThat(SettingsRules.check(SettingsRules.DEFAULT.withLoginIdle(Duration.ofMinutes(1))).loginIdle())
                .isEqualTo(SettingsRules.LOGIN_IDLE_MIN);
        assertThat(SettingsRules.check(SettingsRules.DEFAULT.withLoginIdle(Duration.ofHours(12))).loginIdle())
                .isEqualTo(SettingsRules.LOGIN_IDLE_MAX);
    }

    @Test
    void theFormRefusesAnIdleTimeOutOfRangeAsItIsTyped() {
        assertThat(SettingsCodec.problem("login.idle", "30s")).startsWith("login idle time must be from 1 min to 12 h");
        assertThat(SettingsCodec.problem("login.idle", "0m")).isNotNull();
        assertThat(SettingsCodec.problem("login.idle", "45m")).isNull();
    }

    @Test
    void aStoredValueOutOfRangeCostsOnlyThatKeyAndTheDefaultIsKept() {
        SettingsCodec.Decoded d = SettingsCodec.decode(Map.of("login.idle", "24h"), "the database");

        assertThat(d.settings().loginIdle()).isEqualTo(Duration.ofMinutes(30));
        assertThat(d.problems()).singleElement().satisfies(p -> assertThat(p.message())
                .contains("login.idle = '24h' is not valid").endsWith("the default 30m is used"));
    }

    @Test
    void aDatabaseWrittenBeforeTheKeyExistedReadsTheDefault(@TempDir Path dir) {
        ControlSettings before = SettingsRules.DEFAULT.withPlacementPolicy("least-load");
        Map<String, String> oldRows = new LinkedHashMap<>(SettingsCodec.encode(before));
        oldRows.remove("login.idle");
        try (Store store = Store.open(dir.resolve("voddesk.db"))) {
            store.settings().putAll(oldRows, 0, "sue");

            StoredSettings s = StoredSettings.load(store, Clock.systemUTC());

            assertThat(s.problems()).isEmpty();
            assertThat(s.settings()).isEqualTo(before);
            assertThat(s.settings().loginIdle()).isEqualTo(Duration.ofMinutes(30));
        }
    }

    @Test
    void aSupervisorsChangeIsStoredAndAuditedAsEverySettingsChange(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ControlSettings> r = f.control.updateSettings(boss,
                SettingsRules.DEFAULT.withLoginIdle(Duration.ofMinutes(5)));

        assertThat(r.ok()).as(r.message()).isTrue();
        assertThat(f.control.settings().loginIdle()).isEqualTo(Duration.ofMinutes(5));
        assertThat(f.store.settings().all()).containsOnly(Map.entry("login.idle", "5m"));
        assertThat(f.store.audit().recent(100)).anySatisfy(a -> {
            assertThat(a.entry().action()).isEqualTo("settings.change");
            assertThat(a.entry().user()).isEqualTo("boss");
            assertThat(a.entry().detail()).isEqualTo("login.idle: 30m -> 5m");
        });
    }

    @Test
    void aChangeOutOfRangeIsRefusedInTheControlsWords(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, null);
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ControlSettings> r = f.control.updateSettings(boss,
                SettingsRules.DEFAULT.withLoginIdle(Duration.ofHours(13)));

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("login idle time must be from 1 min to 12 h");
        assertThat(f.control.settings().loginIdle()).isEqualTo(Duration.ofMinutes(30));
    }
}
