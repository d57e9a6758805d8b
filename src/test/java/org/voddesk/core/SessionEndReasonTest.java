package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class SessionEndReasonTest {
    @ParameterizedTest
    @EnumSource(SessionEndReason.class)
    void theDatabaseWordReadsBack(SessionEndReason reason) {
        assertThat(SessionEndReason.fromWord(reason.word())).isEqualTo(reason);
    }

    @Test
    void anUnknownWordIsRefused() {
        assertThatThrownBy(() -> SessionEndReason.fromWord("bored")).isInstanceOf(IllegalArgumentException.class);
    }
}
