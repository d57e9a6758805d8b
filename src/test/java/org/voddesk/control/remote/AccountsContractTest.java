package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.UserAccounts;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * The control's users and roles ({@code UserAccounts}) hold the same contract in process and over the wire: the same
 * results, the same refusals in the same words, the role checked by the control that runs the room.
 */
class AccountsContractTest {
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
    }

    private static UserAccounts accounts(Desk d) {
        return d.control().accounts();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aDeskKnowsBeforeALoginThatTheRoomHasUsers(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);

        assertThat(accounts(f.anonymous()).hasUsers()).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorAddsAUserWhoThenLogsIn(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");

        CommandResult<UserRecord> r = accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR,
                "ann's long password".toCharArray());

        assertThat(r.ok()).isTrue();
        assertThat(r.message()).isEqualTo("Added operator ann.");
        assertThat(r.value().name()).isEqualTo("ann");
        assertThat(r.value().role()).isEqualTo(Role.OPERATOR);
        assertThat(r.value().disabled()).isFalse();
        assertThat(f.login("ann", "ann's long password".toCharArray()).user().role()).isEqualTo(Role.OPERATOR);
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aSupervisorChangesARoleDisablesAndRemovesAUser(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR, "ann's long password".toCharArray());

        CommandResult<UserRecord> promoted = accounts(boss).setRole(boss.user(), "ann", Role.SUPERVISOR);
        CommandResult<UserRecord> disabled = accounts(boss).setDisabled(boss.user(), "ann", true);
        List<String> listed = accounts(boss).users(boss.user()).value().stream().map(UserRecord::name).toList();
        CommandResult<UserRecord> removed = accounts(boss).remove(boss.user(), "ann");

        assertThat(promoted.message()).isEqualTo("Changed user ann.");
        assertThat(promoted.value().role()).isEqualTo(Role.SUPERVISOR);
        assertThat(disabled.value().disabled()).isTrue();
        assertThat(listed).containsExactlyInAnyOrder("ann", "boss", "operator");
        assertThat(removed.ok()).isTrue();
        assertThat(removed.message()).isEqualTo("Removed user ann.");
        assertThat(accounts(boss).users(boss.user()).value()).extracting(UserRecord::name)
                .containsExactlyInAnyOrder("boss", "operator");
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void anOperatorIsRefusedASupervisorsCommandInTheControlsWords(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");

        CommandResult<UserRecord> r = accounts(operator).createUser(operator.user(), "mallory", Role.SUPERVISOR,
                "mallory's long password".toCharArray());
        CommandResult<List<UserRecord>> listed = accounts(operator).users(operator.user());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(listed.ok()).isFalse();
        assertThat(listed.message()).isEqualTo(OPERATOR_REFUSED);
        assertThat(f.store.users().find("mallory")).isEmpty();
        assertThat(f.audited("user.create.refused", "operator")).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aUserChangesTheirOwnPasswordButNotAnothers(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk operator = f.login("operator");

        CommandResult<UserRecord> own = accounts(operator).changePassword(operator.user(), "operator",
                "a new long password".toCharArray());
        CommandResult<UserRecord> other = accounts(operator).changePassword(operator.user(), "boss",
                "a new long password".toCharArray());

        assertThat(own.ok()).isTrue();
        assertThat(f.logsIn("operator", "a new long password".toCharArray())).isTrue();
        assertThat(other.ok()).isFalse();
        assertThat(f.logsIn("boss", DeskFixture.PASSWORD.clone())).isTrue();
    }

    @ParameterizedTest
    @EnumSource(Side.class)
    void aShortPasswordIsRefusedAndClearedFromTheCallersArray(Side side, @TempDir Path dir) throws Exception {
        f = DeskFixture.of(side, dir);
        Desk boss = f.login("boss");
        char[] password = "short".toCharArray();

        CommandResult<UserRecord> r = accounts(boss).createUser(boss.user(), "ann", Role.OPERATOR, password);

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).isEqualTo("A password needs at least 8 characters.");
        assertThat(password).containsOnly('\0');
    }

    private static final String OPERATOR_REFUSED = "Only a supervisor may do this; operator is not an enabled"
            + " supervisor (operator is an operator).";
}
