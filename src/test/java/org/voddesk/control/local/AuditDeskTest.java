package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.control.state.Audit;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;

/** Every audit line of a principal's doing names the desk its login came from; a forged one's names none. */
class AuditDeskTest {
    private static ControlFixture f;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
        f.user("boss", Role.SUPERVISOR);
        f.user("op", Role.OPERATOR);
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static AuditEntry last(String action, String subject) {
        List<AuditEntry> found = f.store.audit().recent(10_000).stream().map(a -> a.entry())
                .filter(e -> e.action().equals(action) && (subject == null || subject.equals(e.subject()))).toList();
        assertThat(found).as("audited " + action + " " + subject).isNotEmpty();
        return found.get(0);
    }

    private static Principal loginFrom(String name, String source) {
        return f.control.loginAsync(name, ControlFixture.PASSWORD.clone(), source).join().value();
    }

    @Test
    void aLoginFromADeskIssuesAPrincipalOfThatDeskAndItsLineNamesIt() {
        Principal boss = loginFrom("boss", "10.20.0.31");

        assertThat(boss.desk()).isEqualTo("10.20.0.31");
        assertThat(last("login", null).desk()).isEqualTo("10.20.0.31");
    }

    @Test
    void aCommandOfThatLoginIsAuditedAtItsDesk() {
        Principal boss = loginFrom("boss", "10.20.0.32");

        assertThat(f.control.accounts().createUser(boss, "ann", Role.OPERATOR, "ann's password".toCharArray())
                .ok()).isTrue();

        AuditEntry e = last("user.create", "user ann");
        assertThat(e.user()).isEqualTo("boss");
        assertThat(e.desk()).isEqualTo("10.20.0.32");
    }

    @Test
    void aRefusalOfAnIssuedLoginIsAuditedAtItsDesk() {
        Principal op = loginFrom("op", "10.20.0.33");

        assertThat(f.control.accounts().users(op).ok()).isFalse();

        AuditEntry e = last("user.list.refused", null);
        assertThat(e.user()).isEqualTo("op");
        assertThat(e.desk()).isEqualTo("10.20.0.33");
    }

    @Test
    void aLoginInProcessIsAtThisDeskAndSoIsItsLogout() {
        Principal op = f.control.login("op", ControlFixture.PASSWORD.clone()).value();
        assertThat(op.desk()).isEqualTo(Control.THIS_DESK);

        f.control.logout(op);

        assertThat(last("logout", null).desk()).isEqualTo(Control.THIS_DESK);
    }

    @Test
    void aForgedPrincipalIsAuditedAtNoDeskWhateverDeskItClaims() {
        Principal forged = new Principal("boss", Role.SUPERVISOR, "10.20.0.31");

        assertThat(f.control.accounts().users(forged).ok()).isFalse();

        AuditEntry e = last("user.list.refused", null);
        assertThat(e.user()).isEqualTo(PrincipalGate.UNAUTHENTICATED);
        assertThat(e.desk()).isNull();
    }

    @Test
    void aFailedLoginIsAuditedAtTheDeskItCameFrom() {
        assertThat(f.control.loginAsync("op", "not the password".toCharArray(), "10.20.0.34").join().ok())
                .isFalse();

        assertThat(last("login.fail", null).desk()).isEqualTo("10.20.0.34");
    }

    @Test
    void theLoopsOwnLinesHaveNoDesk() {
        new Audit(f.store).log(f.clock.millis(), Principal.SYSTEM, "retention.run", "samples", "a test");

        AuditEntry e = last("retention.run", "samples");
        assertThat(e.user()).isEqualTo("system");
        assertThat(e.desk()).isNull();
    }

    @Test
    void theCommandLinesPrincipalIsAtThisDesk() {
        Principal cli = f.cli("ops");

        assertThat(cli.desk()).isEqualTo(Control.THIS_DESK);
        assertThat(last("principal.command_line", null).desk()).isEqualTo(Control.THIS_DESK);
    }
}
