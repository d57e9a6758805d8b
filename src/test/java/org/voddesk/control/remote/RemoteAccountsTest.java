package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.DeskFixture.Desk;
import org.voddesk.control.remote.DeskFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * What only a desk over the wire does: it cannot claim a server without users (the first supervisor is made on the
 * server machine), and the server acts as the desk's login whatever principal the desk names.
 */
class RemoteAccountsTest {
    private DeskFixture f;

    @AfterEach
    void stop() throws Exception {
        if (f != null) {
            f.close();
        }
    }

    @Test
    void aDeskCannotMakeTheFirstSupervisorOfAServerWithoutUsers(@TempDir Path dir) throws Exception {
        f = DeskFixture.withoutUsers(Side.REMOTE, dir);
        Desk desk = f.anonymous();
        char[] password = "mallory's long password".toCharArray();

        boolean before = desk.control().accounts().hasUsers();
        CommandResult<UserRecord> first = desk.control().accounts().createFirstSupervisor("mallory", password);
        CommandResult<UserRecord> created = desk.control().accounts().createUser(Principal.SYSTEM, "mallory",
                Role.SUPERVISOR, "mallory's long password".toCharArray());

        assertThat(before).isFalse();
        assertThat(first.ok()).isFalse();
        assertThat(first.message()).isEqualTo(RemoteAccounts.FIRST_SUPERVISOR_ON_THE_SERVER)
                .contains("voddesk users add");
        assertThat(password).containsOnly('\0');
        assertThat(created.ok()).isFalse();
        assertThat(created.message()).contains("needs a login");
        assertThat(f.store.users().all()).isEmpty();
        assertThat(desk.control().accounts().hasUsers()).isFalse();
    }

    @Test
    void theServerActsAsTheDesksLoginWhateverPrincipalItNames(@TempDir Path dir) throws Exception {
        f = DeskFixture.of(Side.REMOTE, dir);
        Desk operator = f.login("operator");
        Principal claimed = new Principal("boss", Role.SUPERVISOR);

        CommandResult<UserRecord> r = operator.control().accounts().createUser(claimed, "mallory", Role.SUPERVISOR,
                "mallory's long password".toCharArray());

        assertThat(r.ok()).isFalse();
        assertThat(r.message()).contains("operator is an operator");
        assertThat(f.store.users().find("mallory")).isEmpty();
        assertThat(f.audited("user.create.refused", "operator")).isTrue();
        assertThat(f.audited("user.create.refused", "boss")).isFalse();
    }
}
