package org.voddesk.server;

import io.grpc.stub.StreamObserver;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.wire.AuditHistoryReply;
import org.voddesk.wire.AuditHistoryRequest;
import org.voddesk.wire.CameraHistoryReply;
import org.voddesk.wire.CameraHistoryRequest;
import org.voddesk.wire.ClusterHistoryReply;
import org.voddesk.wire.ClusterHistoryRequest;
import org.voddesk.wire.HistoryGrpc;
import org.voddesk.wire.MigrationHistoryRequest;
import org.voddesk.wire.MoveHistoryReply;
import org.voddesk.wire.NodeHistoryReply;
import org.voddesk.wire.NodeHistoryRequest;
import org.voddesk.wire.SessionMigrationHistoryRequest;

/**
 * The wire's {@code History} service over the control's {@link HistoryQueries}: each call is the query of the same
 * name, asked as the principal of the call's login, and answered with what the control read or the words of its
 * refusal ({@link HistoryReplies}). Reads: no idempotency key.
 */
final class HistoryService extends HistoryGrpc.HistoryImplBase {
    private final HistoryQueries history;
    private final Answers answers;

    HistoryService(HistoryQueries history, Answers answers) {
        this.history = history;
        this.answers = answers;
    }

    @Override
    public void clusterHistory(ClusterHistoryRequest request, StreamObserver<ClusterHistoryReply> reply) {
        answers.read("reading the cluster history", history.clusterHistoryAsync(Answers.principal(),
                request.getFromMs(), request.getToMs()), HistoryReplies::cluster, reply);
    }

    @Override
    public void nodeHistory(NodeHistoryRequest request, StreamObserver<NodeHistoryReply> reply) {
        answers.read("reading the history of a node", history.nodeHistoryAsync(Answers.principal(),
                request.getNode(), request.getFromMs(), request.getToMs()), HistoryReplies::node, reply);
    }

    @Override
    public void migrationHistory(MigrationHistoryRequest request, StreamObserver<MoveHistoryReply> reply) {
        answers.read("reading the migration history", history.migrationHistoryAsync(Answers.principal(),
                request.getFromMs(), request.getToMs(), request.getPage().getPage(), request.getPage().getPageSize()),
                HistoryReplies::moves, reply);
    }

    @Override
    public void sessionMigrationHistory(SessionMigrationHistoryRequest request,
                                        StreamObserver<MoveHistoryReply> reply) {
        answers.read("reading the migrations of a session", history.sessionMigrationHistoryAsync(
                Answers.principal(), request.getSessionId(), request.getPage().getPage(),
                request.getPage().getPageSize()), HistoryReplies::moves, reply);
    }

    @Override
    public void cameraHistory(CameraHistoryRequest request, StreamObserver<CameraHistoryReply> reply) {
        answers.read("reading the history of a camera", history.cameraHistoryAsync(Answers.principal(),
                request.getCamera(), request.getFromMs(), request.getToMs(), request.getPage().getPage(),
                request.getPage().getPageSize()), HistoryReplies::cameraSessions, reply);
    }

    /** An unset user or action prefix is none (every user, every action), as a blank one is. */
    @Override
    public void auditHistory(AuditHistoryRequest request, StreamObserver<AuditHistoryReply> reply) {
        answers.read("reading the audit log", history.auditHistoryAsync(Answers.principal(), request.getFromMs(),
                request.getToMs(), request.hasUser() ? request.getUser() : null,
                request.hasActionPrefix() ? request.getActionPrefix() : null, request.getPage().getPage(),
                request.getPage().getPageSize()), HistoryReplies::audit, reply);
    }
}
