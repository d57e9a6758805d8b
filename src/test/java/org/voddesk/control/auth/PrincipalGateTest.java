package org.voddesk.control.auth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;

class PrincipalGateTest {
    private final PrincipalGate gate = new PrincipalGate(null); // no call below reaches the user table

    @Test
    void anEndedLoginKeepsItsReasonUntilTheBoundOfEndedLoginsAndIsRefusedAfterIt() {
        Principal first = gate.issue("op", Role.OPERATOR);
        gate.revoke(first);
        assertThat(gate.why(first, false)).isEqualTo("your login ended: you logged out");

        for (int i = 0; i < PrincipalGate.MAX_ENDED; i++) {
            gate.revoke(gate.issue("op", Role.OPERATOR));
        }

        assertThat(gate.why(first, false)).as("forgotten, still refused")
                .isEqualTo("the principal op was not issued by this console (log in)");
        assertThat(gate.actor(first)).isEqualTo(PrincipalGate.UNAUTHENTICATED);
    }
}
