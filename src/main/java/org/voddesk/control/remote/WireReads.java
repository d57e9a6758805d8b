package org.voddesk.control.remote;

import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.wire.PrincipalMessage;

/** The wire's messages as the control API's records: one direction, no logic. */
final class WireReads {
    private WireReads() {
    }

    /**
     * @throws IllegalArgumentException when the message has no name or no role this client knows
     */
    static Principal principal(PrincipalMessage m) {
        Role role = switch (m.getRole()) {
            case ROLE_OPERATOR -> Role.OPERATOR;
            case ROLE_SUPERVISOR -> Role.SUPERVISOR;
            case ROLE_UNSPECIFIED, UNRECOGNIZED -> throw new IllegalArgumentException(
                    "the server sent a principal without a role this client knows");
        };
        return new Principal(m.getName(), role);
    }
}
