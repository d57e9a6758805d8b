package org.voddesk.control;

import java.util.concurrent.CompletableFuture;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;
import org.voddesk.control.history.History;
import org.voddesk.control.state.CommandRunner;

/**
 * The history screens' read queries (Screens 1, 2, 3, 6; docs/architecture.md, Control, "Queries"), from
 * {@link Control#history()}: read-only, on the work executor through the store's reader, not on the loop; checked
 * against the user table; bounded; a database error is a failed result.
 */
public final class HistoryQueries {
    private final History history;
    private final CommandRunner runner;

    HistoryQueries(History history, CommandRunner runner) {
        this.history = history;
        this.runner = runner;
    }

    /**
     * Lambda and sigma in {@code [fromMs, toMs)}: per poll up to 6 hours, per quarter-hour beyond; <= 31 days. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<ClusterChart>> clusterHistoryAsync(Principal by, long fromMs, long toMs) {
        return runner.workAsync("reading the cluster history", () -> history.cluster(by, fromMs, toMs));
    }

    /**
     * {@link #clusterHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    public CommandResult<ClusterChart> clusterHistory(Principal by, long fromMs, long toMs) {
        return CommandRunner.await("reading the cluster history", clusterHistoryAsync(by, fromMs, toMs));
    }

    /**
     * One node's load for its tile, at the resolutions and bound of {@link #clusterHistory}. Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<NodeChart>> nodeHistoryAsync(Principal by, String node, long fromMs,
                                                                        long toMs) {
        return runner.workAsync("reading the history of node " + node, () -> history.node(by, node, fromMs, toMs));
    }

    /**
     * {@link #nodeHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<NodeChart> nodeHistory(Principal by, String node, long fromMs, long toMs) {
        return CommandRunner.await("reading the history of node " + node, nodeHistoryAsync(by, node, fromMs, toMs));
    }

    /**
     * Moves past pending whose last change is in the range, newest first: who decided, when, why, outcome. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<Page<MoveRecord>>> migrationHistoryAsync(Principal by, long fromMs,
                                                                                        long toMs, int page,
                                                                                        int pageSize) {
        return runner.workAsync("reading the migration history",
                () -> history.migrations(by, fromMs, toMs, page, pageSize));
    }

    /**
     * {@link #migrationHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    public CommandResult<Page<MoveRecord>> migrationHistory(Principal by, long fromMs, long toMs, int page,
                                                                int pageSize) {
        return CommandRunner.await("reading the migration history",
                migrationHistoryAsync(by, fromMs, toMs, page, pageSize));
    }

    /**
     * One session's decided moves over its life, newest first. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<Page<MoveRecord>>> sessionMigrationHistoryAsync(Principal by,
                                                                                               String sessionId,
                                                                                               int page,
                                                                                               int pageSize) {
        return runner.workAsync("reading the migrations of session " + sessionId,
                () -> history.sessionMigrations(by, sessionId, page, pageSize));
    }

    /**
     * {@link #sessionMigrationHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread.
     * Same result and role.
     */
    public CommandResult<Page<MoveRecord>> sessionMigrationHistory(Principal by, String sessionId, int page,
                                                                       int pageSize) {
        return CommandRunner.await("reading the migrations of session " + sessionId,
                sessionMigrationHistoryAsync(by, sessionId, page, pageSize));
    }

    /**
     * A camera's sessions started in the range, newest first: who asked, where it played, how it ended. Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    public CompletableFuture<CommandResult<Page<CameraSession>>> cameraHistoryAsync(Principal by, String camera,
                                                                                    long fromMs, long toMs, int page,
                                                                                    int pageSize) {
        return runner.workAsync("reading the history of camera " + camera,
                () -> history.camera(by, camera, fromMs, toMs, page, pageSize));
    }

    /**
     * {@link #cameraHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<Page<CameraSession>> cameraHistory(Principal by, String camera, long fromMs, long toMs,
                                                            int page, int pageSize) {
        return CommandRunner.await("reading the history of camera " + camera,
                cameraHistoryAsync(by, camera, fromMs, toMs, page, pageSize));
    }

    /**
     * Audit lines in the range, newest first, optionally of one user and an action prefix; supervisors only. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    public CompletableFuture<CommandResult<Page<AuditRecord>>> auditHistoryAsync(Principal by, long fromMs, long toMs,
                                                                                 String user, String actionPrefix,
                                                                                 int page, int pageSize) {
        return runner.workAsync("reading the audit log",
                () -> history.audit(by, fromMs, toMs, user, actionPrefix, page, pageSize));
    }

    /**
     * {@link #auditHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    public CommandResult<Page<AuditRecord>> auditHistory(Principal by, long fromMs, long toMs, String user,
                                                         String actionPrefix, int page, int pageSize) {
        return CommandRunner.await("reading the audit log",
                auditHistoryAsync(by, fromMs, toMs, user, actionPrefix, page, pageSize));
    }
}
