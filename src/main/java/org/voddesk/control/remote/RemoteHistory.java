package org.voddesk.control.remote;

import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;
import org.voddesk.wire.AuditHistoryReply;
import org.voddesk.wire.AuditHistoryRequest;
import org.voddesk.wire.CameraHistoryReply;
import org.voddesk.wire.CameraHistoryRequest;
import org.voddesk.wire.ClusterHistoryRequest;
import org.voddesk.wire.HistoryGrpc;
import org.voddesk.wire.MigrationHistoryRequest;
import org.voddesk.wire.MoveHistoryReply;
import org.voddesk.wire.NodeHistoryRequest;
import org.voddesk.wire.PageInfo;
import org.voddesk.wire.SessionMigrationHistoryRequest;
import org.voddesk.wire.model.Audits;
import org.voddesk.wire.model.Charts;
import org.voddesk.wire.model.Moves;
import org.voddesk.wire.model.Pages;
import org.voddesk.wire.model.Sessions;

/**
 * The history queries over the wire: each the {@code History} service's call of the same name, as the login's user
 * (the principal a query names is not sent: the server uses the login's). The results are the server's control's,
 * refusals in its words; a reply that says ok without what it read cannot be read (an internal error).
 */
final class RemoteHistory implements HistoryQueries {
    private final Calls calls;

    RemoteHistory(Calls calls) {
        this.calls = calls;
    }

    @Override
    public CompletableFuture<CommandResult<ClusterChart>> clusterHistoryAsync(Principal by, long fromMs, long toMs) {
        return calls.read("reading the cluster history", HistoryGrpc.getClusterHistoryMethod(),
                ClusterHistoryRequest.newBuilder().setFromMs(fromMs).setToMs(toMs).build(),
                reply -> Calls.result(reply.getOutcome(), () -> Charts.fromWire(reply.getChart())));
    }

    @Override
    public CompletableFuture<CommandResult<NodeChart>> nodeHistoryAsync(Principal by, String node, long fromMs,
                                                                        long toMs) {
        return calls.read("reading the history of node " + node, HistoryGrpc.getNodeHistoryMethod(),
                NodeHistoryRequest.newBuilder().setNode(node).setFromMs(fromMs).setToMs(toMs).build(),
                reply -> Calls.result(reply.getOutcome(), () -> Charts.fromWire(reply.getChart())));
    }

    @Override
    public CompletableFuture<CommandResult<Page<MoveRecord>>> migrationHistoryAsync(Principal by, long fromMs,
                                                                                        long toMs, int page,
                                                                                        int pageSize) {
        return calls.read("reading the migration history", HistoryGrpc.getMigrationHistoryMethod(),
                MigrationHistoryRequest.newBuilder().setFromMs(fromMs).setToMs(toMs)
                        .setPage(Pages.request(page, pageSize)).build(),
                RemoteHistory::moves);
    }

    @Override
    public CompletableFuture<CommandResult<Page<MoveRecord>>> sessionMigrationHistoryAsync(Principal by,
                                                                                               String sessionId,
                                                                                               int page,
                                                                                               int pageSize) {
        return calls.read("reading the migrations of session " + sessionId,
                HistoryGrpc.getSessionMigrationHistoryMethod(), SessionMigrationHistoryRequest.newBuilder()
                        .setSessionId(sessionId).setPage(Pages.request(page, pageSize)).build(),
                RemoteHistory::moves);
    }

    @Override
    public CompletableFuture<CommandResult<Page<CameraSession>>> cameraHistoryAsync(Principal by, String camera,
                                                                                    long fromMs, long toMs, int page,
                                                                                    int pageSize) {
        return calls.read("reading the history of camera " + camera, HistoryGrpc.getCameraHistoryMethod(),
                CameraHistoryRequest.newBuilder().setCamera(camera).setFromMs(fromMs).setToMs(toMs)
                        .setPage(Pages.request(page, pageSize)).build(),
                (CameraHistoryReply reply) -> Calls.result(reply.getOutcome(), () -> Pages.fromWire(
                        page(reply.hasPage(), reply.getPage()),
                        reply.getSessionsList().stream().map(Sessions::fromWire).toList())));
    }

    /** A null or blank user or action prefix is none: the request leaves it unset. */
    @Override
    public CompletableFuture<CommandResult<Page<AuditRecord>>> auditHistoryAsync(Principal by, long fromMs, long toMs,
                                                                                 String user, String actionPrefix,
                                                                                 int page, int pageSize) {
        AuditHistoryRequest.Builder request = AuditHistoryRequest.newBuilder().setFromMs(fromMs).setToMs(toMs)
                .setPage(Pages.request(page, pageSize));
        if (user != null && !user.isBlank()) {
            request.setUser(user);
        }
        if (actionPrefix != null && !actionPrefix.isBlank()) {
            request.setActionPrefix(actionPrefix);
        }
        return calls.read("reading the audit log", HistoryGrpc.getAuditHistoryMethod(), request.build(),
                (AuditHistoryReply reply) -> Calls.result(reply.getOutcome(), () -> Pages.fromWire(
                        page(reply.hasPage(), reply.getPage()),
                        reply.getRecordsList().stream().map(Audits::fromWire).toList())));
    }

    private static CommandResult<Page<MoveRecord>> moves(MoveHistoryReply reply) {
        return Calls.result(reply.getOutcome(), () -> Pages.fromWire(page(reply.hasPage(), reply.getPage()),
                reply.getMovesList().stream().map(Moves::fromWire).toList()));
    }

    /** The place of a page a reply that says ok must carry. */
    private static PageInfo page(boolean present, PageInfo info) {
        if (!present) {
            throw new IllegalArgumentException("the reply carries no page");
        }
        return info;
    }
}
