package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.ZoneId;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.AlarmTransition;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
import org.voddesk.core.Alarm;
import org.voddesk.core.Decision;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.Severity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.WallTimes;
import org.voddesk.ui.common.Tone;

/** The event feed says what a plan or an alarm event means in words, never the event's class name. */
class EventLinesTest {
    private static final PlanRecord PLAN = new PlanRecord(7, new PlanDraft(PlanKind.BALANCE, "even vod-1", 2, 30, 10,
            0, 1), PlanState.APPROVED, 0, new Decision("system", 0L, null), "partial <= 2", null, List.of());

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
                new Alarm.Sightings(5, 5, 1), null, null);

        FeedEntry line = EventLines.of(new ControlEvent.AlarmChanged(5, alarm, AlarmTransition.OPENED));

        assertThat(line.text()).isEqualTo("Alarm report.export_failed (reports) opened: no samples for 2026-11-30");
        assertThat(line.tone()).isEqualTo(Tone.WARNING);
    }

    @Test
    void aChangeOfTheCatalogueSaysWhoChangedItAndHowMuch() {
        assertThat(EventLines.of(new ControlEvent.CamerasChanged(5, 3, 2, 78, "boss")).text())
                .isEqualTo("boss imported cameras: 2 new, 78 updated");
        assertThat(EventLines.of(new ControlEvent.CamerasChanged(5, 1, 80, 0, "system")).text())
                .isEqualTo("The nodes listed 80 camera(s) new to the catalogue");
    }

    private static final Session SESSION = new Session("s-1", "vod-1", new SegmentKey("cam-007", 0),
            Playhead.atBegin(0, 1), new StreamProfile(2_000_000, Quality.MAIN, StreamSource.IPSAN), 0);

    @Test
    void aPlacedSessionNamesItsNodeAndUser() {
        FeedEntry line = EventLines.of(new ControlEvent.SessionStarted(5, SESSION, "ann"));

        assertThat(line.text()).isEqualTo("Playback of cam-007 on vod-1 for ann");
    }

    @Test
    void aSessionRecoveredAfterACrashSaysSoWithItsNodeAndOwner() {
        FeedEntry line = EventLines.of(new ControlEvent.SessionStarted(5, SESSION, "ann",
                ControlEvent.SessionStarted.Origin.RECOVERED));

        assertThat(line.text()).isEqualTo("Playback of cam-007 on vod-1 for ann recovered after a restart (the console"
                + " stopped before recording its start)");
        assertThat(line.tone()).isEqualTo(Tone.INFO);
    }

    @Test
    void aSessionFoundOnANodeSaysItWasNotStartedHere() {
        FeedEntry line = EventLines.of(new ControlEvent.SessionStarted(5, SESSION, "discovered",
                ControlEvent.SessionStarted.Origin.DISCOVERED));

        assertThat(line.text()).isEqualTo("Playback of cam-007 found playing on vod-1, not started by this console");
        assertThat(line.tone()).isEqualTo(Tone.MUTED);
    }

    @Test
    void aTimeStampedInAReasonReadsAsTheTablesWriteIt() {
        long at = 1_764_633_600_000L;
        String reason = "no node lists a recording of camera cam-999 at " + WallTimes.stamp(at, ZoneId.of("Asia/Tokyo"));

        FeedEntry line = EventLines.of(new ControlEvent.PlacementRejected(5, "ann", "cam-999", reason, false));

        assertThat(line.text()).isEqualTo("No node could play cam-999 for ann: no node lists a recording of camera"
                + " cam-999 at " + WallTimes.of(at, ZoneId.systemDefault()));
    }
}
