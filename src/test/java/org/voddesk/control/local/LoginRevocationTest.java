package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;

/**
 * A password reset, a disable, a role change or a removal ends every live login of that user at once: the next
 * command is refused with "your login ended: <why>", and nothing brings the old login back.
 */
class LoginRevocationTest {
    private static ControlFixture f;
    private static Principal boss;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
        boss = f.user("boss", Role.SUPERVISOR);
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static Principal again(String name) {
        return f.control.login(name, ControlFixture.PASSWORD.clone()).value();
    }

    private static CommandResult<?> anyCommand(Principal p) {
        return f.control.alarms().open(p);
    }

    @Test
    void aPasswordResetEndsEveryLoginOfThatUser() {
        Principal first = f.user("op1", Role.OPERATOR);
        Principal second = again("op1");

        assertThat(f.control.accounts().changePassword(boss, "op1", "a new password".toCharArray()).ok()).isTrue();

        assertThat(anyCommand(first).message()).contains("your login ended: your password was reset by boss");
        assertThat(anyCommand(second).ok()).isFalse();
        assertThat(f.control.login("op1", "a new password".toCharArray()).ok()).isTrue();
        assertThat(f.audited("user.logins.ended")).isTrue();
    }

    @Test
    void changingOnesOwnPasswordEndsTheOtherLoginsButNotThisOne() {
        Principal here = f.user("op5", Role.OPERATOR);
        Principal elsewhere = again("op5");

        assertThat(f.control.accounts().changePassword(here, "op5", "a new password".toCharArray()).ok()).isTrue();

        assertThat(anyCommand(here).ok()).isTrue();
        assertThat(anyCommand(elsewhere).message()).contains("your login ended: your password was changed");
    }

    @Test
    void aDisabledUsersLoginStaysEndedWhenTheUserIsEnabledAgain() {
        Principal op2 = f.user("op2", Role.OPERATOR);

        assertThat(f.control.accounts().setDisabled(boss, "op2", true).ok()).isTrue();
        assertThat(f.control.accounts().setDisabled(boss, "op2", false).ok()).isTrue();

        assertThat(anyCommand(op2).message()).contains("your login ended: your account was disabled by boss");
        assertThat(anyCommand(again("op2")).ok()).isTrue();
    }

    @Test
    void aRoleChangeEndsTheLoginsButSettingTheSameRoleDoesNot() {
        Principal op3 = f.user("op3", Role.OPERATOR);
        assertThat(f.control.accounts().setRole(boss, "op3", Role.OPERATOR).ok()).isTrue();
        assertThat(anyCommand(op3).ok()).isTrue();

        assertThat(f.control.accounts().setRole(boss, "op3", Role.SUPERVISOR).ok()).isTrue();

        assertThat(anyCommand(op3).message())
                .contains("your login ended: your role was changed to supervisor by boss");
        assertThat(again("op3").role()).isEqualTo(Role.SUPERVISOR);
    }

    @Test
    void aRemovedUsersLoginEndsAndTheNameCannotLogIn() {
        Principal op4 = f.user("op4", Role.OPERATOR);

        CommandResult<?> removed = f.control.accounts().remove(boss, "op4");

        assertThat(removed.ok()).as(removed.message()).isTrue();
        assertThat(anyCommand(op4).message()).contains("your login ended: your account was removed by boss");
        assertThat(f.control.login("op4", ControlFixture.PASSWORD.clone()).ok()).isFalse();
        assertThat(f.store.users().find("op4")).isEmpty();
    }

    @Test
    void onlyASupervisorRemovesAndNotTheirOwnAccount() {
        Principal op6 = f.user("op6", Role.OPERATOR);

        assertThat(f.control.accounts().remove(op6, "boss").ok()).isFalse();
        assertThat(f.control.accounts().remove(boss, "boss").message()).contains("cannot remove your own account");
        assertThat(f.store.users().find("boss")).isPresent();
        assertThat(f.audited("user.remove.refused")).isTrue();
    }
}
