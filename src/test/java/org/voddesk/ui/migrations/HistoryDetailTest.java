package org.voddesk.ui.migrations;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.core.Decision;
import org.voddesk.core.Execution;
import org.voddesk.core.LoadForecast;
import org.voddesk.core.MigrationDraw;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveGrounds;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanDraft;
import org.voddesk.core.PlanKind;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.PlanState;
import org.voddesk.core.SessionSimilarity;

/** The history's "Note / result" carries a supervisor's rejection note wherever it is stored. */
class HistoryDetailTest {
    private static final java.time.ZoneId UTC = java.time.ZoneOffset.UTC;

    private static MoveRecord move(long id, MoveState state, String by, String note) {
        MoveDraft d = new MoveDraft("s-" + id, new MoveGrounds("vod-1", "vod-2", new MigrationDraw(0.5, 0.1),
                new SessionSimilarity(0.5, 0.5), new LoadForecast(50, 50, 10, 5), "balance"), 1_000, 61_000);
        return new MoveRecord(id, d, state, 2_000, new Decision(by, by == null ? null : 2_000L, note),
                Execution.NONE);
    }

    private static PlanRecord plan(PlanState state, String by, String note, String outcome,
                                   List<MoveRecord> moves) {
        PlanDraft d = new PlanDraft(PlanKind.BALANCE, "vod-1 is heavy", 3, 10, 5, 1_000, 61_000);
        return new PlanRecord(7, d, state, 3_000, new Decision(by, 2_000L, note), null, outcome, moves);
    }

    @Test
    void aMoveRejectedAfterTheApprovalOfAnotherShowsItsNote() {
        PlanRecord p = plan(PlanState.DONE, "boss", "move 1", "1 of 2 move(s) done",
                List.of(move(1, MoveState.DONE, "boss", null),
                        move(2, MoveState.REJECTED, "boss", "camera under investigation")));

        assertThat(HistoryDetail.of(p, UTC)).isEqualTo(
                "move 1; move 2 rejected by boss: camera under investigation; 1 of 2 move(s) done");
    }

    @Test
    void aWholePlanRejectionShowsItsNoteOnce() {
        PlanRecord p = plan(PlanState.REJECTED, "boss", "night shift", null,
                List.of(move(1, MoveState.REJECTED, "boss", "night shift"),
                        move(2, MoveState.REJECTED, "boss", "night shift")));

        assertThat(HistoryDetail.of(p, UTC)).isEqualTo("night shift");
    }

    @Test
    void aPlanWithoutNotesShowsItsOutcome() {
        PlanRecord p = plan(PlanState.EXPIRED, null, null, "expired before a decision",
                List.of(move(1, MoveState.EXPIRED, null, null)));

        assertThat(HistoryDetail.of(p, UTC)).isEqualTo("expired before a decision");
    }

    @Test
    void anOutcomesStampedTimeReadsAsTheTablesWriteIt() {
        PlanRecord p = plan(PlanState.DONE, "boss", null, "moved at recording time 2026-11-28 08:00:00 +01:00",
                List.of(move(1, MoveState.DONE, "boss", null)));

        assertThat(HistoryDetail.of(p, UTC)).isEqualTo("moved at recording time 2026-11-28 07:00:00");
    }
}
