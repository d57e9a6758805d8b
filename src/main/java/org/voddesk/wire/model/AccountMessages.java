package org.voddesk.wire.model;

import org.voddesk.core.Role;
import org.voddesk.core.UserRecord;
import org.voddesk.wire.RoleMessage;
import org.voddesk.wire.UserRecordMessage;

/** The users and their roles, between the control API's records and the Accounts service's messages. */
public final class AccountMessages {
    private AccountMessages() {
    }

    public static RoleMessage role(Role role) {
        return switch (role) {
            case OPERATOR -> RoleMessage.ROLE_OPERATOR;
            case SUPERVISOR -> RoleMessage.ROLE_SUPERVISOR;
        };
    }

    /**
     * @throws IllegalArgumentException when the message names no role this end knows
     */
    public static Role role(RoleMessage m) {
        return switch (m) {
            case ROLE_OPERATOR -> Role.OPERATOR;
            case ROLE_SUPERVISOR -> Role.SUPERVISOR;
            case ROLE_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException(
                    "a role must be operator or supervisor");
        };
    }

    public static UserRecordMessage user(UserRecord u) {
        return UserRecordMessage.newBuilder().setName(u.name()).setRole(role(u.role()))
                .setCreatedAtMs(u.createdAtMs()).setPasswordChangedAtMs(u.passwordChangedAtMs())
                .setDisabled(u.disabled()).build();
    }

    /**
     * @throws IllegalArgumentException when the message names no role this end knows
     */
    public static UserRecord user(UserRecordMessage m) {
        return new UserRecord(m.getName(), role(m.getRole()), m.getCreatedAtMs(), m.getPasswordChangedAtMs(),
                m.getDisabled());
    }
}
