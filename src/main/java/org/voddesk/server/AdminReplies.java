package org.voddesk.server;

import com.google.protobuf.ByteString;
import java.util.List;
import java.util.Optional;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.ExportSchedule;
import org.voddesk.control.api.LastExport;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.ProbeReport;
import org.voddesk.core.UserRecord;
import org.voddesk.wire.BeginReportExportReply;
import org.voddesk.wire.ExportClusterReply;
import org.voddesk.wire.FinishReportExportReply;
import org.voddesk.wire.HasUsersReply;
import org.voddesk.wire.LastExportReply;
import org.voddesk.wire.ListUsersReply;
import org.voddesk.wire.NodeListReply;
import org.voddesk.wire.NodeReply;
import org.voddesk.wire.Outcome;
import org.voddesk.wire.ProbeReply;
import org.voddesk.wire.ScheduleReply;
import org.voddesk.wire.UserReply;
import org.voddesk.wire.model.AccountMessages;
import org.voddesk.wire.model.ExportMessages;
import org.voddesk.wire.model.NodeMessages;

/**
 * The administrative facets' command results as the wire's replies (accounts, nodes, report exports): one direction,
 * no logic. Each reply carries the result's ok and message as they are, and its value whenever there is one (a
 * failed test connection's report too).
 */
final class AdminReplies {
    private AdminReplies() {
    }

    static Outcome outcome(CommandResult<?> r) {
        return Outcome.newBuilder().setOk(r.ok()).setMessage(r.message()).build();
    }

    static HasUsersReply hasUsers(CommandResult<Boolean> r) {
        return HasUsersReply.newBuilder().setOutcome(outcome(r)).setHasUsers(Boolean.TRUE.equals(r.value())).build();
    }

    static UserReply user(CommandResult<UserRecord> r) {
        UserReply.Builder b = UserReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setUser(AccountMessages.user(r.value()));
        }
        return b.build();
    }

    static ListUsersReply users(CommandResult<List<UserRecord>> r) {
        ListUsersReply.Builder b = ListUsersReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            r.value().forEach(u -> b.addUsers(AccountMessages.user(u)));
        }
        return b.build();
    }

    static NodeReply node(CommandResult<NodeConfig> r) {
        NodeReply.Builder b = NodeReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setNode(NodeMessages.node(r.value()));
        }
        return b.build();
    }

    static NodeListReply nodes(CommandResult<List<NodeConfig>> r) {
        NodeListReply.Builder b = NodeListReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            r.value().forEach(n -> b.addNodes(NodeMessages.node(n)));
        }
        return b.build();
    }

    static ExportClusterReply clusterFile(CommandResult<byte[]> r) {
        ExportClusterReply.Builder b = ExportClusterReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setContent(ByteString.copyFrom(r.value()));
        }
        return b.build();
    }

    static ProbeReply probe(CommandResult<ProbeReport> r) {
        ProbeReply.Builder b = ProbeReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setReport(NodeMessages.probe(r.value()));
        }
        return b.build();
    }

    static ScheduleReply schedule(CommandResult<ExportSchedule> r) {
        ScheduleReply.Builder b = ScheduleReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setSchedule(ExportMessages.schedule(r.value()));
        }
        return b.build();
    }

    static LastExportReply lastExport(CommandResult<Optional<LastExport>> r, ExportSchedule inForce) {
        LastExportReply.Builder b = LastExportReply.newBuilder().setOutcome(outcome(r))
                .setSchedule(ExportMessages.schedule(inForce));
        if (r.value() != null) {
            r.value().ifPresent(e -> b.setLast(ExportMessages.last(e)));
        }
        return b.build();
    }

    static BeginReportExportReply leave(CommandResult<String> r) {
        BeginReportExportReply.Builder b = BeginReportExportReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setExportId(r.value());
        }
        return b.build();
    }

    static FinishReportExportReply exported(CommandResult<java.nio.file.Path> r) {
        FinishReportExportReply.Builder b = FinishReportExportReply.newBuilder().setOutcome(outcome(r));
        if (r.value() != null) {
            b.setPath(r.value().toString());
        }
        return b.build();
    }
}
