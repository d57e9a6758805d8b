package org.voddesk.control.api;

import java.util.concurrent.CompletableFuture;
import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.MoveRecord;

/**
 * The history screens' read queries, from {@link Control#history()}: the cluster's and a node's load charts, the
 * migrations (moves), a camera's sessions and the audit log. Read-only, bounded (a page at a time), checked against
 * the user table; a database error is a failed result.
 */
public interface HistoryQueries {
    /**
     * Lambda and sigma in {@code [fromMs, toMs)}: per poll up to 6 hours, per quarter-hour beyond; <= 31 days. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<ClusterChart>> clusterHistoryAsync(Principal by, long fromMs, long toMs);

    /**
     * {@link #clusterHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    default CommandResult<ClusterChart> clusterHistory(Principal by, long fromMs, long toMs) {
        return CommandResult.await("reading the cluster history", clusterHistoryAsync(by, fromMs, toMs));
    }

    /**
     * One node's load for its tile, at the resolutions and bound of {@link #clusterHistory}. Any thread; returns at
     * once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is
     * a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<NodeChart>> nodeHistoryAsync(Principal by, String node, long fromMs,
                                                                        long toMs);

    /**
     * {@link #nodeHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<NodeChart> nodeHistory(Principal by, String node, long fromMs, long toMs) {
        return CommandResult.await("reading the history of node " + node, nodeHistoryAsync(by, node, fromMs, toMs));
    }

    /**
     * Moves past pending whose last change is in the range, newest first: who decided, when, why, outcome. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Page<MoveRecord>>> migrationHistoryAsync(Principal by, long fromMs,
                                                                                        long toMs, int page,
                                                                                        int pageSize);

    /**
     * {@link #migrationHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same
     * result and role.
     */
    default CommandResult<Page<MoveRecord>> migrationHistory(Principal by, long fromMs, long toMs, int page,
                                                                int pageSize) {
        return CommandResult.await("reading the migration history",
                migrationHistoryAsync(by, fromMs, toMs, page, pageSize));
    }

    /**
     * One session's decided moves over its life, newest first. Any thread; returns at once. Never completes
     * exceptionally: a refusal (audited {@code <action>.refused} under the caller) or an error is a failed result whose
     * message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Page<MoveRecord>>> sessionMigrationHistoryAsync(Principal by,
                                                                                               String sessionId,
                                                                                               int page,
                                                                                               int pageSize);

    /**
     * {@link #sessionMigrationHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread.
     * Same result and role.
     */
    default CommandResult<Page<MoveRecord>> sessionMigrationHistory(Principal by, String sessionId, int page,
                                                                       int pageSize) {
        return CommandResult.await("reading the migrations of session " + sessionId,
                sessionMigrationHistoryAsync(by, sessionId, page, pageSize));
    }

    /**
     * A camera's sessions started in the range, newest first: who asked, where it played, how it ended. Any thread;
     * returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the caller) or
     * an error is a failed result whose message says why. Role: any logged-in, enabled user.
     */
    CompletableFuture<CommandResult<Page<CameraSession>>> cameraHistoryAsync(Principal by, String camera,
                                                                                    long fromMs, long toMs, int page,
                                                                                    int pageSize);

    /**
     * {@link #cameraHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<Page<CameraSession>> cameraHistory(Principal by, String camera, long fromMs, long toMs,
                                                            int page, int pageSize) {
        return CommandResult.await("reading the history of camera " + camera,
                cameraHistoryAsync(by, camera, fromMs, toMs, page, pageSize));
    }

    /**
     * Audit lines in the range, newest first, optionally of one user and an action prefix; supervisors only. Any
     * thread; returns at once. Never completes exceptionally: a refusal (audited {@code <action>.refused} under the
     * caller) or an error is a failed result whose message says why. Role: an enabled supervisor.
     */
    CompletableFuture<CommandResult<Page<AuditRecord>>> auditHistoryAsync(Principal by, long fromMs, long toMs,
                                                                                 String user, String actionPrefix,
                                                                                 int page, int pageSize);

    /**
     * {@link #auditHistoryAsync}, joined: blocks the caller until it completes, so never on the FX thread. Same result
     * and role.
     */
    default CommandResult<Page<AuditRecord>> auditHistory(Principal by, long fromMs, long toMs, String user,
                                                         String actionPrefix, int page, int pageSize) {
        return CommandResult.await("reading the audit log",
                auditHistoryAsync(by, fromMs, toMs, user, actionPrefix, page, pageSize));
    }
}
