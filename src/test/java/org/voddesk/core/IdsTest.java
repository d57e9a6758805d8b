package org.voddesk.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class IdsTest {
    @ParameterizedTest
    @ValueSource(strings = {"cam-007", "a", "A.b_c-9"})
    void wellFormedIdsAreAccepted(String id) {
        assertThat(Ids.require(id, "camera id")).isEqualTo(id);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "; rm -rf /", "$(id)", "a'b", "a b", "cam\n1"})
    void idsWithShellSyntaxOrBlanksAreRefused(String id) {
        assertThatThrownBy(() -> Ids.require(id, "camera id"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("camera id must match");
    }

    @org.junit.jupiter.api.Test
    void longIdsAreRefusedAndShortenedInTheMessage() {
        String longId = "x".repeat(10_000);
        assertThatThrownBy(() -> Ids.require(longId, "camera id")).message().hasSizeLessThan(120);
    }
}
