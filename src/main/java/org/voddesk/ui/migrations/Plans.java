package org.voddesk.ui.migrations;

import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;
import org.voddesk.core.ProposalDraft;
import org.voddesk.core.ProposalRecord;
import org.voddesk.core.ProposalState;

/**
 * The one place where what {@code Control} holds becomes plan rows. Today a proposal is a plan of one move with
 * no priority; when plans land (issue 13) this reads their moves and priority instead, and the screen stays.
 */
final class Plans {
    /** Most urgent first (priority, then the larger {@code lambda} gain), then oldest. */
    static final Comparator<MigrationRow.Plan> ORDER = Comparator
            .comparingInt((MigrationRow.Plan p) -> -p.priority().orElse(0))
            .thenComparing(Comparator.comparingDouble(MigrationRow.Plan::gain).reversed())
            .thenComparingLong(MigrationRow.Plan::createdAtMs);

    private Plans() {
    }

    /** The plans whose life is not over (pending, approved, executing), most urgent first. */
    static List<MigrationRow.Plan> open(List<ProposalRecord> proposals) {
        return proposals.stream().filter(p -> !p.state().isFinal()).map(Plans::plan).sorted(ORDER).toList();
    }

    static MigrationRow.Plan plan(ProposalRecord p) {
        ProposalDraft d = p.draft();
        MigrationRow.Move move = new MigrationRow.Move(p.id(), 1, d.sessionId(), d.sourceNode(), d.targetNode(),
                d.sourceLoadAfter(), d.targetLoadAfter(), p.state());
        return new MigrationRow.Plan(p.id(), OptionalInt.empty(), d.reason(), List.of(move), d.lambdaBefore(),
                d.lambdaAfter(), d.createdAtMs(), d.expiresAtMs(), p.state(), p.dependsOn());
    }

    /** Whether a supervisor may still decide it. */
    static boolean decidable(MigrationRow row) {
        return row != null && row.state() == ProposalState.PENDING;
    }
}
