package org.voddesk.wire.model;

import java.util.List;
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
import org.voddesk.core.Playhead;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionSimilarity;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;

/** Realistic records for the translators' round trips. */
final class Records {
    private Records() {
    }

    static Session session() {
        return new Session("s-42", "vod-2", new SegmentKey("cam-17", 1_764_000_000_000L),
                new Playhead(1_764_000_060_000L, 1_764_000_075_500L, 2.5),
                new StreamProfile(4_000_000, Quality.SUB, StreamSource.IPSAN), 1_764_000_100_000L);
    }

    static MoveRecord move(long id, MoveState state, Decision decision, Execution execution, Long dependsOn) {
        MoveGrounds grounds = new MoveGrounds("vod-1", "vod-3", new MigrationDraw(0.75, 0.31),
                new SessionSimilarity(0.2, 0.85), new LoadForecast(61.5, 48.25, 0.42, 0.17), "vod-1 over 80%");
        return new MoveRecord(id, new MoveDraft("s-" + id, grounds, 1_000, 301_000), state, 2_000, decision,
                execution, dependsOn);
    }

    /** A move whose similarity is unknown (NaN), as a planner without one records it. */
    static MoveRecord undrawnMove(long id) {
        MoveGrounds grounds = new MoveGrounds("vod-2", "vod-1", MigrationDraw.UNDRAWN.recorded(), SessionSimilarity.UNKNOWN,
                new LoadForecast(0, 12, 1, 0.5), "re-home to vod-1");
        return new MoveRecord(id, new MoveDraft("s-" + id, grounds, 1_000, 2_000), MoveState.PENDING, 1_000,
                Decision.NONE, Execution.NONE, null);
    }

    static PlanRecord plan(Decision decision, String automation, String outcome, List<MoveRecord> moves) {
        return new PlanRecord(7, new PlanDraft(PlanKind.RE_HOMING, "vod-4 came back", 2, 0.42, 0.17, 1_000, 301_000),
                PlanState.APPROVED, 3_000, decision, automation, outcome, moves);
    }
}
