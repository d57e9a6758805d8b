package org.voddesk.ui.migrations;

import java.time.ZoneId;
import java.util.LinkedHashSet;
import java.util.Set;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;
import org.voddesk.core.WallTimes;

/**
 * The "Note / result" of a decided plan in the Migrations history: the plan's own decision note, each rejected
 * move's note as the supervisor wrote it (stored with the move: a move rejected on its own, or after others of its
 * plan were approved, leaves the plan's note to the approval), and the outcome, its stamped times written as the
 * tables write a time in the screen's zone.
 */
final class HistoryDetail {
    private HistoryDetail() {
    }

    static String of(PlanRecord p, ZoneId zone) {
        Set<String> parts = new LinkedHashSet<>();
        String planNote = blankToNull(p.decisionNote());
        if (planNote != null) {
            parts.add(planNote);
        }
        for (int i = 0; i < p.moves().size(); i++) {
            MoveRecord m = p.moves().get(i);
            String note = blankToNull(m.decisionNote());
            if (m.state() == MoveState.REJECTED && note != null && !note.equals(planNote)
                    && !note.startsWith("follows move ")) {
                parts.add("move " + (i + 1) + " rejected by " + m.decidedBy() + ": " + note);
            }
        }
        String outcome = blankToNull(WallTimes.localized(p.outcome(), zone));
        if (outcome != null) {
            parts.add(outcome);
        }
        return String.join("; ", parts);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.strip();
    }
}
