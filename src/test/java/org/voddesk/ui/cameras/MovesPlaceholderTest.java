package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The empty moves list tells a person with no session picked to pick one, and one with a session that it never moved. */
class MovesPlaceholderTest {
    @Test
    void withNoSessionSelectedItAsksToSelectOne() {
        assertThat(SessionsPane.movesPlaceholder(false, "No session selected."))
                .isEqualTo("Select a session to see its moves.");
    }

    @Test
    void aSelectedSessionWithoutMovesHasNotMoved() {
        assertThat(SessionsPane.movesPlaceholder(true, "Nothing recorded yet.")).isEqualTo("This session has not moved.");
    }

    @Test
    void aReadInProgressOrFailedSaysSo() {
        assertThat(SessionsPane.movesPlaceholder(true, "Loading...")).isEqualTo("Loading...");
    }
}
