package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Principal;
import org.voddesk.control.local.ControlFixture;
import org.voddesk.control.remote.RemoteFixture.Desk;
import org.voddesk.control.remote.RemoteFixture.Side;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;

/**
 * What only a desk over the wire does: it cannot claim a server without users (the first supervisor is made on the
 * server machine), and the server acts as the desk's login whatever principal the desk names.
 */
class RemoteAccountsTest {
    @TempDir
    Path dir;
    private RemoteFixture r;

    @AfterEach
    void stop() {
        if (r != null) {
            r.close();
        }
    }

    @Test
    void aDeskCannotMakeTheFirstSupervisorOfAServerWithoutUsers() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
        Control desk = r.connect();
        char[] password = "mallory's long password".toCharArray();

        boolean before = desk.accounts().hasUsers();
        CommandResult<UserRecord> first = desk.accounts().createFirstSupervisor("mallory", password);
        CommandResult<UserRecord> created = desk.accounts().createUser(Principal.SYSTEM, "mallory",
                Role.SUPERVISOR, "mallory's long password".toCharArray());

        assertThat(before).isFalse();
        assertThat(first.ok()).isFalse();
        assertThat(first.message()).isEqualTo(RemoteAccounts.FIRST_SUPERVISOR_ON_THE_SERVER)
                .contains("voddesk users add");
        assertThat(password).containsOnly('\0');
        assertThat(created.ok()).isFalse();
        assertThat(created.message()).contains("needs a login");
        assertThat(r.local().store.users().all()).isEmpty();
        assertThat(desk.accounts().hasUsers()).isFalse();
    }

    @Test
    void theServerActsAsTheDesksLoginWhateverPrincipalItNames() throws Exception {
        r = new RemoteFixture(new ControlFixture(dir, 1, SettingsRules.DEFAULT));
        Desk operator = r.desk(Side.OVER_THE_WIRE, "operator", Role.OPERATOR);
        r.local().user("boss", Role.SUPERVISOR);
        Principal claimed = new Principal("boss", Role.SUPERVISOR);

        CommandResult<UserRecord> created = operator.control().accounts().createUser(claimed, "mallory",
                Role.SUPERVISOR, "mallory's long password".toCharArray());

        assertThat(created.ok()).isFalse();
        assertThat(created.message()).contains("operator is an operator");
        assertThat(r.local().store.users().find("mallory")).isEmpty();
        assertThat(r.audited("user.create.refused", "operator")).isTrue();
        assertThat(r.audited("user.create.refused", "boss")).isFalse();
    }
}
