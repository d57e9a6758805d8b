package org.voddesk.control.local;

import java.util.concurrent.CompletableFuture;
import org.voddesk.control.api.ClusterChart;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.HistoryQueries;
import org.voddesk.control.api.NodeChart;
import org.voddesk.control.api.Page;
import org.voddesk.control.api.Principal;
import org.voddesk.control.history.History;
import org.voddesk.control.state.CommandRunner;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;

/**
 * The in-process {@link HistoryQueries}. The history screens' read queries (Screens 1, 2, 3, 6; docs/architecture.md,
 * "History queries"): read-only, on the work executor through the store's reader, not on the loop; checked against the
 * user table; bounded; a database error is a failed result.
 */
public final class LocalHistoryQueries implements HistoryQueries {
    private final History history;
    private final CommandRunner runner;

    LocalHistoryQueries(History history, CommandRunner runner) {
        this.history = history;
        this.runner = runner;
    }

    @Override
    public CompletableFuture<CommandResult<ClusterChart>> clusterHistoryAsync(Principal by, long fromMs, long toMs) {
        return runner.workAsync("reading the cluster history", () -> history.cluster(by, fromMs, toMs));
    }

    @Override
    public CompletableFuture<CommandResult<NodeChart>> nodeHistoryAsync(Principal by, String node, long fromMs,
                                                                        long toMs) {
        return runner.workAsync("reading the history of node " + node, () -> history.node(by, node, fromMs, toMs));
    }

    @Override
    public CompletableFuture<CommandResult<Page<MoveRecord>>> migrationHistoryAsync(Principal by, long fromMs,
                                                                                        long toMs, int page,
                                                                                        int pageSize) {
        return runner.workAsync("reading the migration history",
                () -> history.migrations(by, fromMs, toMs, page, pageSize));
    }

    @Override
    public CompletableFuture<CommandResult<Page<MoveRecord>>> sessionMigrationHistoryAsync(Principal by,
                                                                                               String sessionId,
                                                                                               int page,
                                                                                               int pageSize) {
        return runner.workAsync("reading the migrations of session " + sessionId,
                () -> history.sessionMigrations(by, sessionId, page, pageSize));
    }

    @Override
    public CompletableFuture<CommandResult<Page<CameraSession>>> cameraHistoryAsync(Principal by, String camera,
                                                                                    long fromMs, long toMs, int page,
                                                                                    int pageSize) {
        return runner.workAsync("reading the history of camera " + camera,
                () -> history.camera(by, camera, fromMs, toMs, page, pageSize));
    }

    @Override
    public CompletableFuture<CommandResult<Page<AuditRecord>>> auditHistoryAsync(Principal by, long fromMs, long toMs,
                                                                                 String user, String actionPrefix,
                                                                                 int page, int pageSize) {
        return runner.workAsync("reading the audit log",
                () -> history.audit(by, fromMs, toMs, user, actionPrefix, page, pageSize));
    }
}
