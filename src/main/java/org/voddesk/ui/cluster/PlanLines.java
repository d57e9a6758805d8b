package org.voddesk.ui.cluster;

import java.util.Locale;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.PlanRecord;
import org.voddesk.ui.common.Tone;

/** Words for the event feed's migration plan lines: one per {@link ControlEvent.PlanChanged}. */
final class PlanLines {
    private PlanLines() {
    }

    static FeedEntry of(ControlEvent.PlanChanged e) {
        PlanRecord plan = e.plan();
        String name = "Plan " + plan.id() + " (" + kind(plan) + ")";
        String why = e.detail() == null || e.detail().isBlank() ? "" : ": " + e.detail();
        return switch (e.step()) {
            case PROPOSED -> new FeedEntry(e.timeMs(), Tone.INFO, name + " proposed: " + moves(plan) + ", λ "
                    + String.format(Locale.ROOT, "%.1f → %.1f", plan.draft().lambdaBefore(), plan.draft().lambdaAfter()));
            case APPROVED -> new FeedEntry(e.timeMs(), Tone.INFO, name + " approved by " + e.by() + why);
            case REJECTED -> new FeedEntry(e.timeMs(), Tone.MUTED, name + " rejected by " + e.by() + why);
            case MOVE_STARTED -> new FeedEntry(e.timeMs(), Tone.MUTED, name + ": moving " + move(e));
            case MOVE_SUCCEEDED -> new FeedEntry(e.timeMs(), Tone.INFO, name + ": moved " + move(e));
            case MOVE_FAILED -> new FeedEntry(e.timeMs(), Tone.WARNING, name + ": move of " + move(e) + " failed"
                    + why);
            case CANCELLED -> new FeedEntry(e.timeMs(), Tone.WARNING, name + ": remaining moves cancelled" + why);
            case EXPIRED -> new FeedEntry(e.timeMs(), Tone.MUTED, name + " expired" + why);
            case DONE -> new FeedEntry(e.timeMs(), Tone.INFO, name + " done" + why);
            case FAILED -> new FeedEntry(e.timeMs(), Tone.WARNING, name + " failed" + why);
        };
    }

    private static String kind(PlanRecord plan) {
        return plan.draft().kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static String moves(PlanRecord plan) {
        return plan.moves().size() == 1 ? "1 move" : plan.moves().size() + " moves";
    }

    /** "session s-1 vod-1 -> vod-2", or the move's number when the plan does not list it. */
    private static String move(ControlEvent.PlanChanged e) {
        if (e.moveId() == null) {
            return "a session";
        }
        return e.plan().move(e.moveId()).map(m -> {
            MoveDraft d = m.draft();
            return "session " + d.sessionId() + " " + d.sourceNode() + " -> " + d.targetNode();
        }).orElse("move " + e.moveId());
    }
}
