package org.voddesk.ui.cameras;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.voddesk.ui.cameras.PlacementSummary.Candidate;

/** The placement table's verdict column says CHOSEN once for the chosen node, and why not for the others. */
class PlacementVerdictTest {
    @Test
    void chosenNodeReadsChosenOnceEvenWhenControlsVerdictSaysChosen() {
        Candidate c = new Candidate("vod-4", "6.3 %", "6.8 %", "chosen: least-loaded node, fetches the prefix", true);

        assertThat(PlacementPane.verdict(c)).isEqualTo("CHOSEN - least-loaded node, fetches the prefix");
    }

    @Test
    void chosenNodeWithAPlainReasonIsMarkedChosen() {
        Candidate c = new Candidate("vod-4", "7.0 %", "7.2 %", "holds the prefix (memory)", true);

        assertThat(PlacementPane.verdict(c)).isEqualTo("CHOSEN - holds the prefix (memory)");
    }

    @Test
    void otherNodesKeepControlsVerdict() {
        Candidate c = new Candidate("vod-1", "69 %", "70 %", "over the admission limit", false);

        assertThat(PlacementPane.verdict(c)).isEqualTo("over the admission limit");
    }
}
