package org.voddesk.wire.model;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.UserRecordMessage;

class AccountMessagesTest {
    @Test
    void aUserComesBackAsItWent() {
        UserRecord ann = new UserRecord("ann", Role.SUPERVISOR, 1_700_000_000_000L, 1_700_000_500_000L, true);

        assertThat(AccountMessages.user(AccountMessages.user(ann))).isEqualTo(ann);
    }

    @Test
    void everyRoleComesBackAsItWent() {
        for (Role r : Role.values()) {
            assertThat(AccountMessages.role(AccountMessages.role(r))).isEqualTo(r);
        }
    }

    @Test
    void aUserWithoutARoleIsNotRead() {
        UserRecordMessage m = UserRecordMessage.newBuilder().setName("ann").build();

        assertThatThrownBy(() -> AccountMessages.user(m)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a role must be operator or supervisor");
        assertThatThrownBy(() -> AccountMessages.role(RoleMessage.UNRECOGNIZED))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
