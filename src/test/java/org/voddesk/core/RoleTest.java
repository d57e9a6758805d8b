package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RoleTest {
    @Test
    void onlyASupervisorSupervises() {
        assertThat(Role.SUPERVISOR.supervises()).isTrue();
        assertThat(Role.OPERATOR.supervises()).isFalse();
    }

    @Test
    void rolesReadBackFromTheirWords() {
        assertThat(Role.fromWord("operator")).isEqualTo(Role.OPERATOR);
        assertThat(Role.fromWord(Role.SUPERVISOR.word())).isEqualTo(Role.SUPERVISOR);
    }

    @Test
    void anUnknownRoleIsRefusedNamingTheChoices() {
        assertThatThrownBy(() -> Role.fromWord("admin")).hasMessageContaining("operator or supervisor");
    }
}
