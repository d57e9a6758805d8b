package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.core.Decision;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.WallTimes;

/** A plan's line of {@code voddesk run}: its number, kind, state and priority, then its reason as stored. */
class EventLineTest {
    private static final long T = 1_764_633_600_000L; // 2025-12-02T00:00:00Z

    @Test
    void aProposedPlanPrintsItsReasonWithTheConsolesGreekLetters() {
        String reason = "1 move predicted to bring λ from 4 to 0.64 (84% less); first: a is 4 above b";
        PlanRecord plan = new PlanRecord(7, new PlanDraft(PlanKind.BALANCE, reason, 3, 4, 0.64, T, T + 300_000),
                PlanState.PENDING, T, Decision.NONE, null, null, List.of());

        String line = EventLine.format(new ControlEvent.PlanChanged(T, plan, PlanStep.PROPOSED, null, "system", null));

        assertThat(line).isEqualTo("2025-12-02T00:00:00Z PlanChanged plan=\"#7:balance:pending:priority-3 " + reason
                + "\" step=PROPOSED moveId=null by=system detail=null");
    }

    @Test
    void aTimeStampedInATextIsWrittenAsTheLinesOwnTimeIs() {
        String reason = "no node lists a recording of camera cam-999 at "
                + WallTimes.stamp(T - 3_600_000, ZoneId.of("Europe/Berlin"));

        String line = EventLine.format(new ControlEvent.PlacementRejected(T, "ann", "cam-999", reason, false));

        assertThat(line).isEqualTo("2025-12-02T00:00:00Z PlacementRejected user=ann cameraId=cam-999 reason=\"no node"
                + " lists a recording of camera cam-999 at 2025-12-01T23:00:00Z\" lackOfCapacity=false");
    }
}
