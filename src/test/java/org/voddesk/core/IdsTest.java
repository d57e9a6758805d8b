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
    void sixtyFourCharactersAreTheLongestId() {
        assertThat(Ids.isValid("x".repeat(64))).isTrue();
        assertThat(Ids.isValid("x".repeat(65))).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"cam/1", "cam:1", "cam\u00e9", "caméra", "a+b", "a\u0000b"})
    void charactersOutsideTheAllowedSetAreRefused(String id) {
        assertThat(Ids.isValid(id)).isFalse();
    }

    @org.junit.jupiter.api.Test
    void longIdsAreRefusedAndShortenedInTheMessage() {
        String longId = "x".repeat(10_000);
        assertThatThrownBy(() -> Ids.require(longId, "camera id")).message().hasSizeLessThan(120);
    }
}
