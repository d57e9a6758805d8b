package org.voddesk.control.auth;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Control;
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

    @Test
    void anIssuedPrincipalKeepsTheDeskOfItsLoginAndAForgedOneHasNone() {
        Principal issued = gate.issue("op", Role.OPERATOR, "10.20.0.31");
        Principal forged = new Principal("op", Role.OPERATOR, "10.20.0.31");

        assertThat(gate.desk(issued)).isEqualTo("10.20.0.31");
        assertThat(gate.desk(forged)).isNull();
        assertThat(gate.desk(null)).isNull();
        gate.revoke(issued);
        assertThat(gate.desk(issued)).as("an ended login's refusal is still its desk's").isEqualTo("10.20.0.31");
    }

    @Test
    void aLoginWithoutASourceHasNoDeskAndOneAtThisDeskSaysSo() {
        assertThat(gate.issue("op", Role.OPERATOR, " ").desk()).isNull();
        assertThat(gate.issue("op", Role.OPERATOR).desk()).isEqualTo(Control.THIS_DESK);
        assertThat(gate.issueCommandLine("ops").desk()).isEqualTo(Control.THIS_DESK);
    }
}
