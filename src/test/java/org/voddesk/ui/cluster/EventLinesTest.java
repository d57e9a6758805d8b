package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.Alarm;
import org.voddesk.control.AlarmTransition;
import org.voddesk.control.ControlEvent;
import org.voddesk.control.PlanStep;
import org.voddesk.control.Severity;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.ui.common.Tone;

/** The event feed says what a plan or an alarm event means in words, never the event's class name. */
class EventLinesTest {
    private static final PlanRecord PLAN = new PlanRecord(7, new PlanDraft(PlanKind.BALANCE, "even vod-1", 2, 30, 10,
            0, 1), PlanState.APPROVED, 0, "system", 0L, null, "partial <= 2", null, List.of());

    @Test
    void aPlanApprovedByAutomationNamesThePlanAndWho() {
        FeedEntry line = EventLines.of(new ControlEvent.PlanChanged(5, PLAN, PlanStep.APPROVED, null, "system", null));

        assertThat(line.text()).isEqualTo("Plan 7 (balance) approved by system");
        assertThat(line.tone()).isEqualTo(Tone.INFO);
    }

    @Test
    void everyPlanStepIsWordedByPlanLinesAlone() {
        for (PlanStep step : PlanStep.values()) {
            ControlEvent.PlanChanged e = new ControlEvent.PlanChanged(5, PLAN, step, null, "boss", "why");

            assertThat(EventLines.of(e)).as(step.name()).isEqualTo(PlanLines.of(e));
        }
    }

    @Test
    void anOpenedAlarmNamesItsKindSourceAndMessage() {
        Alarm alarm = new Alarm(3, "report.export_failed", Severity.MAJOR, "reports", "no samples for 2026-11-30",
                5, 5, 1, null, null, null, null);

        FeedEntry line = EventLines.of(new ControlEvent.AlarmChanged(5, alarm, AlarmTransition.OPENED));

        assertThat(line.text()).isEqualTo("Alarm report.export_failed (reports) opened: no samples for 2026-11-30");
        assertThat(line.tone()).isEqualTo(Tone.WARNING);
    }
}
