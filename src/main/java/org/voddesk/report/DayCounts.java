package org.voddesk.report;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.SessionRecord;
import org.voddesk.store.DecisionRecord;

/** Counts of the day's decisions, moves and session ends. */
final class DayCounts {
    /** The name the console's own approvals are recorded under (control's {@code Principal.SYSTEM}). */
    static final String AUTOMATION = "system";

    private DayCounts() {
    }

    static RequestFigures requests(List<DecisionRecord> decisions) {
        int accepted = 0;
        Map<String, Integer> reasons = new HashMap<>();
        for (DecisionRecord d : decisions) {
            if (d.entry().placed()) {
                accepted++;
            } else {
                reasons.merge(d.entry().summary(), 1, Integer::sum);
            }
        }
        int refused = reasons.values().stream().mapToInt(Integer::intValue).sum();
        Map<String, Integer> sorted = new LinkedHashMap<>();
        reasons.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .forEach(e -> sorted.put(e.getKey(), e.getValue()));
        return new RequestFigures(accepted, refused, sorted);
    }

    static MigrationFigures migrations(List<MoveRecord> moves) {
        int byHand = 0;
        int byAutomation = 0;
        int rejected = 0;
        int expired = 0;
        int done = 0;
        int failed = 0;
        int open = 0;
        for (MoveRecord p : moves) {
            switch (p.state()) {
                case REJECTED -> rejected++;
                case EXPIRED -> expired++;
                case DONE -> done++;
                case FAILED -> failed++;
                case PENDING, APPROVED, EXECUTING -> open++;
            }
            if (passedApproval(p.state())) {
                if (AUTOMATION.equals(p.decidedBy())) {
                    byAutomation++;
                } else {
                    byHand++;
                }
            }
        }
        return new MigrationFigures(moves.size(), byHand, byAutomation, rejected, expired, done, failed, open);
    }

    private static boolean passedApproval(MoveState s) {
        return s == MoveState.APPROVED || s == MoveState.EXECUTING || s == MoveState.DONE
                || s == MoveState.FAILED;
    }

    /** Sessions that ended during the day, by end reason word, alphabetically. */
    static Map<String, Integer> ended(ReportDay day, List<SessionRecord> sessions) {
        Map<String, Integer> counts = new TreeMap<>();
        sessions.stream().filter(s -> s.endedAtMs() != null && day.contains(s.endedAtMs()))
                .forEach(s -> counts.merge(s.endReason().word(), 1, Integer::sum));
        return counts;
    }
}
