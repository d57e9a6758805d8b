package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * The control's users and roles ({@code UserAccounts}) hold the same contract in process and over the wire
 * ({@link RemoteFixture}): the same results, the same refusals in the same words, the role checked by the control
 * that runs the room.
 */
class AccountsContractTest {
    private static final String OPERATOR_REFUSED = "Only a supervisor may do this; operator is not an enabled"
            + " supervisor (operator is an operator).";
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    private void start() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
    }

    private static UserAccounts accounts(Desk d) {
        return d.control().accounts();
    }

    /** Whether {@code password} logs {@code user} in now (at the control itself). */
    private boolean logsIn(String user, String password) {
        CommandResult<Principal> in = r.local().control.login(user, password.toCharArray());
        if (in.ok()) {
            r.local().control.logout(in.value());
        }
        return in.ok();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aDeskKnowsBeforeALoginThatTheRoomHasUsers(Side side) throws Exception {
        start();
        r.local().user("boss", Role.SUPERVISOR);

        assertThat(r.anonymous(side).accounts().hasUsers()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorAddsAUserWhoThenLogsIn(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);

        CommandResult<UserRecord> added = accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR,
                ControlFixture.PASSWORD.clone());

        assertThat(added.ok()).isTrue();
        assertThat(added.message()).isEqualTo("Added operator ann.");
        assertThat(added.value().name()).isEqualTo("ann");
        assertThat(added.value().role()).isEqualTo(Role.OPERATOR);
        assertThat(added.value().disabled()).isFalse();
        assertThat(r.login(side, "ann").user().role()).isEqualTo(Role.OPERATOR);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorChangesARoleDisablesAndRemovesAUser(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR, "ann's long password".toCharArray());

        CommandResult<UserRecord> promoted = accounts(boss).setRole(boss.user(), "ann", Role.SUPERVISOR);
        CommandResult<UserRecord> disabled = accounts(boss).setDisabled(boss.user(), "ann", true);
        List<String> listed = accounts(boss).users(boss.user()).value().stream().map(UserRecord::name).toList();
        CommandResult<UserRecord> removed = accounts(boss).remove(boss.user(), "ann");

        assertThat(promoted.message()).isEqualTo("Changed user ann.");
        assertThat(promoted.value().role()).isEqualTo(Role.SUPERVISOR);
        assertThat(disabled.value().disabled()).isTrue();
        assertThat(listed).containsExactlyInAnyOrder("ann", "boss");
        assertThat(removed.ok()).isTrue();
        assertThat(removed.message()).isEqualTo("Removed user ann.");
        assertThat(accounts(boss).users(boss.user()).value()).extracting(UserRecord::name).containsExactly("boss");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedASupervisorsCommandInTheControlsWords(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);

        CommandResult<UserRecord> created = accounts(operator).createUser(operator.user(), "mallory",
                Role.SUPERVISOR, "mallory's long password".toCharArray());
        CommandResult<List<UserRecord>> listed = accounts(operator).users(operator.user());

        assertThat(created.ok()).isFalse();
        assertThat(created.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(listed.ok()).isFalse();
        assertThat(listed.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(r.local().store.users().find("mallory")).isEmpty();
        assertThat(r.audited("user.create.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aUserChangesTheirOwnPasswordButNotAnothers(Side side) throws Exception {
        start();
        Desk operator = r.desk(side, "operator", Role.OPERATOR);
        r.local().user("boss", Role.SUPERVISOR);

        CommandResult<UserRecord> own = accounts(operator).changePassword(operator.user(), "operator",
                "a new long password".toCharArray());
        CommandResult<UserRecord> other = accounts(operator).changePassword(operator.user(), "boss",
                "a new long password".toCharArray());

        assertThat(own.ok()).isTrue();
        assertThat(logsIn("operator", "a new long password")).isTrue();
        assertThat(other.ok()).isFalse();
        assertThat(logsIn("boss", new String(ControlFixture.PASSWORD))).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aShortPasswordIsRefusedAndClearedFromTheCallersArray(Side side) throws Exception {
        start();
        Desk boss = r.desk(side, "boss", Role.SUPERVISOR);
        char[] password = "short".toCharArray();

        CommandResult<UserRecord> added = accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR, password);

        assertThat(added.ok()).isFalse();
        assertThat(added.message()).isEqualTo("A password needs at least 8 characters.");
        assertThat(password).containsOnly('\0');
    }
}
