package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;

/** Logins, user management and settings: supervisors only, every action audited. */
class AccountsTest {
    private ControlFixture f;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void firstSupervisorCanBeMadeOnlyOnce() {
        assertThat(f.control.accounts().hasUsers()).isFalse();
        assertThat(f.control.accounts().createFirstSupervisor("boss", "long enough".toCharArray()).ok()).isTrue();
        assertThat(f.control.accounts().createFirstSupervisor("eve", "long enough".toCharArray()).ok()).isFalse();
    }

    @Test
    void loginGivesThePrincipalWithItsRole() {
        f.control.accounts().createFirstSupervisor("boss", "long enough".toCharArray());

        CommandResult<Principal> ok = f.control.login("boss", "long enough".toCharArray());
        CommandResult<Principal> wrong = f.control.login("boss", "not it at all".toCharArray());

        assertThat(ok.value()).isEqualTo(new Principal("boss", Role.SUPERVISOR));
        assertThat(wrong.ok()).isFalse();
        assertThat(wrong.message()).contains("Wrong user name or password");
        assertThat(f.audited("login")).isTrue();
        assertThat(f.audited("login.fail")).isTrue();
    }

    @Test
    void aWrongPasswordSaysWhatToDoWithoutRevealingWhetherTheUserExists() {
        f.control.accounts().createFirstSupervisor("boss", "long enough".toCharArray());

        String wrongPassword = f.control.login("boss", "not it at all".toCharArray()).message();
        String noSuchUser = f.control.login("nobody", "not it at all".toCharArray()).message();

        assertThat(wrongPassword).contains("Check both and try again")
                .contains("a supervisor can reset your password in Settings > Users and roles");
        assertThat(noSuchUser).isEqualTo(wrongPassword);
    }

    @Test
    void operatorCannotManageUsersOrSettings() {
        Principal op = f.user("op", Role.OPERATOR);

        assertThat(f.control.accounts().createUser(op, "eve", Role.SUPERVISOR, "long enough".toCharArray()).ok()).isFalse();
        assertThat(f.control.updateSettings(op, SettingsRules.DEFAULT).ok()).isFalse();
        assertThat(f.store.users().find("eve")).isEmpty();
        assertThat(f.audited("user.create.refused")).isTrue();
    }

    @Test
    void supervisorAddsAndDisablesAnOperator() {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        assertThat(f.control.accounts().createUser(boss, "op", Role.OPERATOR, "long enough".toCharArray()).ok()).isTrue();
        assertThat(f.control.accounts().setDisabled(boss, "op", true).ok()).isTrue();

        assertThat(f.control.login("op", "long enough".toCharArray()).ok()).isFalse();
        assertThat(f.audited("user.disable")).isTrue();
    }

    @Test
    void noUserMayBeNamedSystemInAnySpelling() {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<?> r = f.control.accounts().createUser(boss, "SyStem", Role.OPERATOR, "long enough".toCharArray());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("reserved").contains("console's own actions");
        assertThat(f.store.users().all()).noneMatch(u -> u.name().equalsIgnoreCase("system"));
    }

    @Test
    void theFirstSupervisorMayNotBeNamedSystem() {
        assertThat(f.control.accounts().createFirstSupervisor("system", "long enough".toCharArray()).ok()).isFalse();
        assertThat(f.control.accounts().hasUsers()).isFalse();
    }

    @Test
    void shortPasswordIsRefusedWithTheRule() {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        assertThat(f.control.accounts().createUser(boss, "op", Role.OPERATOR, "short".toCharArray()).message())
                .contains("at least 8");
    }

    @Test
    void supervisorChangesSettingsWhichTakeEffect() {
        Principal boss = f.user("boss", Role.SUPERVISOR);

        CommandResult<ControlSettings> r = f.control.updateSettings(boss,
                SettingsRules.DEFAULT.withPlacementPolicy("least-load"));

        assertThat(r.ok()).isTrue();
        assertThat(f.control.settings().placementPolicy()).isEqualTo("least-load");
        assertThat(f.audited("settings.change")).isTrue();
    }
}
