package org.voddesk.control.remote;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.voddesk.control.api.Principal;
import org.voddesk.core.Role;
import org.voddesk.wire.PrincipalMessage;
import org.voddesk.wire.RoleMessage;

/** A login's principal as the server sends it: its desk when the message has one, none when it is unset. */
class WireReadsTest {
    private static PrincipalMessage.Builder boss() {
        return PrincipalMessage.newBuilder().setName("boss").setRole(RoleMessage.ROLE_SUPERVISOR);
    }

    @Test
    void aPrincipalKeepsTheDeskTheServerSawItsLoginComeFrom() {
        assertThat(WireReads.principal(boss().setDesk("10.20.0.31").build()))
                .isEqualTo(new Principal("boss", Role.SUPERVISOR, "10.20.0.31"));
    }

    @Test
    void aPrincipalWithoutADeskHasNone() {
        assertThat(WireReads.principal(boss().build()).desk()).isNull();
    }

    @Test
    void aBlankDeskIsNotReadAsADesk() {
        assertThatThrownBy(() -> WireReads.principal(boss().setDesk(" ").build()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("desk");
    }
}
