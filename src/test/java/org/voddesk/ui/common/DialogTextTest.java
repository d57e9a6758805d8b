package org.voddesk.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** An error dialog's header says what failed (the notice's first clause); its body keeps the rest. */
class DialogTextTest {
    @Test
    void theHeaderIsTheFirstClauseAndTheBodyTheRest() {
        DialogText d = DialogText.of("Plan 12 expired: the cluster changed since it was made. The next planning"
                + " pass proposes again if a move is still needed.");

        assertThat(d.header()).isEqualTo("Plan 12 expired");
        assertThat(d.body()).isEqualTo("The cluster changed since it was made. The next planning pass proposes"
                + " again if a move is still needed.");
    }

    @Test
    void aClauseDoesNotEndInsideParenthesesOrAfterAnAbbreviation() {
        DialogText d = DialogText.of("Only a supervisor may decide migrations, e.g. approve (operator ann: read-only)."
                + " Ask a supervisor.");

        assertThat(d.header()).isEqualTo("Only a supervisor may decide migrations, e.g. approve (operator ann: read-only)");
        assertThat(d.body()).isEqualTo("Ask a supervisor.");
    }

    @Test
    void aOneClauseNoticeIsAllHeader() {
        DialogText d = DialogText.of("Select a plan or a move first.");

        assertThat(d.header()).isEqualTo("Select a plan or a move first.");
        assertThat(d.body()).isEmpty();
    }
}
