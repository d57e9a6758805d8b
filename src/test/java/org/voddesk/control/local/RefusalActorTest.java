package org.voddesk.control.local;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.auth.PrincipalGate;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.Role;

/** Every refusal is audited under the identity that really called, with the reason; a claimed name is not trusted. */
class RefusalActorTest {
    private static ControlFixture f;
    private static Principal op;

    @BeforeAll
    static void start(@TempDir Path dir) throws Exception {
        f = new ControlFixture(dir, 1, SettingsRules.DEFAULT);
        f.user("boss", Role.SUPERVISOR);
        op = f.user("op", Role.OPERATOR);
    }

    @AfterAll
    static void stop() {
        f.close();
    }

    private static AuditEntry last(String action) {
        List<AuditEntry> found = f.store.audit().recent(10_000).stream().map(a -> a.entry())
                .filter(e -> e.action().equals(action)).toList();
        assertThat(found).as("audited " + action).isNotEmpty();
        return found.get(0);
    }

    @Test
    void aForgedCopyOfARealSupervisorIsAuditedAsUnauthenticatedNotUnderTheNameItClaims() {
        Principal forged = new Principal("boss", Role.SUPERVISOR);

        assertThat(f.control.plans().approve(forged, 1, null).ok()).isFalse();

        AuditEntry e = last("plan.approve.refused");
        assertThat(e.user()).isEqualTo(PrincipalGate.UNAUTHENTICATED);
        assertThat(e.detail()).contains("the principal boss was not issued");
    }

    @Test
    void aCallTheServerRefusedIsAuditedUnderItsLoginAndAForgedOneAsUnauthenticated() {
        CommandResult<Void> mine = CommandResult.await("recording", f.control.recordRefusedCallAsync(op,
                "voddesk.Control/RequestPlayback", "not a valid message of its type"));

        assertThat(mine.ok()).as(mine.message()).isTrue();
        AuditEntry e = last("call.refused");
        assertThat(e.user()).isEqualTo("op");
        assertThat(e.subject()).isEqualTo("voddesk.Control/RequestPlayback");
        assertThat(e.detail()).isEqualTo("not a valid message of its type");

        CommandResult.await("recording", f.control.recordRefusedCallAsync(new Principal("op", Role.OPERATOR),
                "voddesk.Plans/Approve", "too large"));
        assertThat(last("call.refused").user()).isEqualTo(PrincipalGate.UNAUTHENTICATED);
    }

    @Test
    void aNullPrincipalsAuditReadIsRefusedAndAudited() {
        CommandResult<?> r = f.control.history().auditHistory(null, 0, 1, null, null, 0, 10);

        assertThat(r.ok()).isFalse();
        AuditEntry e = last("audit.read.refused");
        assertThat(e.user()).isEqualTo(PrincipalGate.UNAUTHENTICATED);
        assertThat(e.detail()).isEqualTo("nobody is logged in");
    }

    @Test
    void theOpenPlansReadRefusesAForgedPrincipalAndAuditsIt() {
        assertThat(f.control.plans().open(new Principal("op", Role.OPERATOR)).ok()).isFalse();

        assertThat(last("plan.read.refused").user()).isEqualTo(PrincipalGate.UNAUTHENTICATED);
        assertThat(f.control.plans().open(op).ok()).isTrue();
    }

    @Test
    void anOperatorsRefusalIsAuditedUnderTheirOwnNameWithTheReason() {
        assertThat(f.control.accounts().users(op).ok()).isFalse();

        AuditEntry e = last("user.list.refused");
        assertThat(e.user()).isEqualTo("op");
        assertThat(e.detail()).isEqualTo("op is an operator");
    }

    @Test
    void aLoggedOutPrincipalIsAuditedUnderItsOwnNameAsEnded() {
        Principal gone = f.user("gone", Role.OPERATOR);
        f.control.logout(gone);

        assertThat(f.control.alarms().open(gone).ok()).isFalse();

        AuditEntry e = last("alarm.read.refused");
        assertThat(e.user()).isEqualTo("gone");
        assertThat(e.detail()).isEqualTo("your login ended: you logged out");
    }
}
