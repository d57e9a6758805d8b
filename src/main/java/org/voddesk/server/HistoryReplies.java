package org.voddesk.server;

import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.Page;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;
import org.voddesk.wire.AuditHistoryReply;
import org.voddesk.wire.CameraHistoryReply;
import org.voddesk.wire.ClusterHistoryReply;
import org.voddesk.wire.MoveHistoryReply;
import org.voddesk.wire.NodeHistoryReply;
import org.voddesk.wire.model.Audits;
import org.voddesk.wire.model.Charts;
import org.voddesk.wire.model.Moves;
import org.voddesk.wire.model.Pages;
import org.voddesk.wire.model.Sessions;

/**
 * The history's results as the {@code History} service's replies: the control's outcome, and what it read when it
 * read something (a refusal carries only the outcome).
 */
final class HistoryReplies {
    private HistoryReplies() {
    }

    static ClusterHistoryReply cluster(CommandResult<ClusterChart> r) {
        ClusterHistoryReply.Builder b = ClusterHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setChart(Charts.toWire(r.value()));
        }
        return b.build();
    }

    static NodeHistoryReply node(CommandResult<NodeChart> r) {
        NodeHistoryReply.Builder b = NodeHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setChart(Charts.toWire(r.value()));
        }
        return b.build();
    }

    static MoveHistoryReply moves(CommandResult<Page<MoveRecord>> r) {
        MoveHistoryReply.Builder b = MoveHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setPage(Pages.info(r.value()));
            r.value().items().forEach(m -> b.addMoves(Moves.toWire(m)));
        }
        return b.build();
    }

    static CameraHistoryReply cameraSessions(CommandResult<Page<CameraSession>> r) {
        CameraHistoryReply.Builder b = CameraHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setPage(Pages.info(r.value()));
            r.value().items().forEach(s -> b.addSessions(Sessions.toWire(s)));
        }
        return b.build();
    }

    static AuditHistoryReply audit(CommandResult<Page<AuditRecord>> r) {
        AuditHistoryReply.Builder b = AuditHistoryReply.newBuilder().setOutcome(WireReplies.outcome(r));
        if (r.value() != null) {
            b.setPage(Pages.info(r.value()));
            r.value().items().forEach(a -> b.addRecords(Audits.toWire(a)));
        }
        return b.build();
    }
}
