package org.voddesk.ui.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.PlanStep;
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
import org.voddesk.ui.common.Tone;

/** The event feed describes each step of a migration plan in words. */
class PlanLinesTest {
    private static final long T = 1_000_000L;
    private static final PlanRecord PLAN = new PlanRecord(12, new PlanDraft(PlanKind.BALANCE,
            "vod-1 carries twice the mean load", 3, 1.25, 0.9, T, T + 60_000), PlanState.PENDING, T, Decision.NONE,
            null, null, List.of(new MoveRecord(45, new MoveDraft("s-7", new MoveGrounds("vod-1", "vod-2",
                    new MigrationDraw(0.5, 0.2), new SessionSimilarity(0, 0), new LoadForecast(0.4, 0.3, 1.25, 0.9),
                    "balance"), T, T + 60_000), MoveState.PENDING, T, Decision.NONE,
                    Execution.NONE)));

    private static FeedEntry line(PlanStep step, Long move, String by, String detail) {
        return EventLines.of(new ControlEvent.PlanChanged(T, PLAN, step, move, by, detail));
    }

    @Test
    void aProposedPlanNamesItsMovesAndPredictedLambda() {
        assertThat(line(PlanStep.PROPOSED, null, "system", null).text())
                .isEqualTo("Plan 12 (balance) proposed: 1 move, λ 1.3 → 0.9");
    }

    @Test
    void theFeedLeavesOutAMovesOwnMoveChangeWhichThePlanLinesCover() {
        assertThat(EventFeed.shown(new ControlEvent.MoveChanged(T, PLAN.moves().get(0), "system"))).isFalse();
        assertThat(EventFeed.shown(new ControlEvent.PlanChanged(T, PLAN, PlanStep.PROPOSED, null, "system", null)))
                .isTrue();
    }

    @Test
    void anApprovalNamesWhoApproved() {
        assertThat(line(PlanStep.APPROVED, null, "sam", null).text()).isEqualTo("Plan 12 (balance) approved by sam");
    }

    @Test
    void aFailedMoveNamesTheSessionItsNodesAndWhyAsAWarning() {
        FeedEntry e = line(PlanStep.MOVE_FAILED, 45L, "system", "vod-2 refused");
        assertThat(e.text()).isEqualTo("Plan 12 (balance): move of session s-7 vod-1 -> vod-2 failed: vod-2 refused");
        assertThat(e.tone()).isEqualTo(Tone.WARNING);
    }
}
