package org.voddesk.ui.migrations;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.voddesk.core.MoveDraft;
import org.voddesk.core.MoveRecord;
import org.voddesk.core.MoveState;
import org.voddesk.core.PlanRecord;

/** The one place where the plans {@code Control} holds become rows of the screen. */
final class Plans {
    /** Most urgent first (priority 1 before 5, then the larger {@code lambda} gain), then oldest. */
    static final Comparator<MigrationRow.Plan> ORDER = Comparator
            .comparingInt(MigrationRow.Plan::priority)
            .thenComparing(Comparator.comparingDouble(MigrationRow.Plan::gain).reversed())
            .thenComparingLong(MigrationRow.Plan::createdAtMs);

    private Plans() {
    }

    /** The open plans, most urgent first. */
    static List<MigrationRow.Plan> open(List<PlanRecord> plans) {
        return plans.stream().filter(p -> !p.state().isFinal()).map(Plans::plan).sorted(ORDER).toList();
    }

    static MigrationRow.Plan plan(PlanRecord p) {
        List<MigrationRow.Move> moves = new ArrayList<>();
        for (MoveRecord m : p.moves()) {
            MoveDraft d = m.draft();
            moves.add(new MigrationRow.Move(p.id(), m.id(), moves.size() + 1, d.sessionId(), d.sourceNode(),
                    d.targetNode(), d.sourceLoadAfter(), d.targetLoadAfter(), m.state()));
        }
        return new MigrationRow.Plan(p.id(), p.draft().priority(), p.draft().kind(), p.draft().reason(), moves,
                p.draft().lambdaBefore(), p.draft().lambdaAfter(), p.draft().createdAtMs(), p.draft().expiresAtMs(),
                p.state());
    }

    /** Whether a supervisor may still decide it: a plan with a move waiting, or a waiting move. */
    static boolean decidable(MigrationRow row) {
        if (row instanceof MigrationRow.Plan p) {
            return !p.state().isFinal() && p.moves().stream().anyMatch(m -> m.state() == MoveState.PENDING);
        }
        return row instanceof MigrationRow.Move m && m.state() == MoveState.PENDING;
    }
}
