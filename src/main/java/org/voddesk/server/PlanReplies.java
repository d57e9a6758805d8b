package org.voddesk.server;

import java.util.List;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Page;
import org.voddesk.core.PlanRecord;
import org.voddesk.wire.OpenPlansReply;
import org.voddesk.wire.PlanDecisionReply;
import org.voddesk.wire.PlanHistoryReply;
import org.voddesk.wire.model.Plans;
import org.voddesk.wire.model.Pages;

/**
 * The results of {@code control.api.MigrationPlans} as the replies of the {@code Plans} service: one direction, no
 * logic. Each carries the result's ok and message as they are, and its value when there is one (also on a failed
 * result that has one: a plan approved whose move failed).
 */
final class PlanReplies {
    private PlanReplies() {
    }

    static OpenPlansReply open(CommandResult<List<PlanRecord>> r) {
        OpenPlansReply.Builder b = OpenPlansReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            r.value().forEach(p -> b.addPlans(Plans.toWire(p)));
        }
        return b.build();
    }

    static PlanHistoryReply history(CommandResult<Page<PlanRecord>> r) {
        PlanHistoryReply.Builder b = PlanHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        Page<PlanRecord> page = r.value();
        if (page != null) {
            page.items().forEach(p -> b.addPlans(Plans.toWire(p)));
            b.setPage(Pages.info(page));
        }
        return b.build();
    }

    static PlanDecisionReply decided(CommandResult<PlanRecord> r) {
        PlanDecisionReply.Builder b = PlanDecisionReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setPlan(Plans.toWire(r.value()));
        }
        return b.build();
    }
}
