package org.voddesk.control;

import org.voddesk.core.AuditRecord;
import org.voddesk.core.CameraSession;
import org.voddesk.core.ProposalRecord;
import org.voddesk.control.history.History;
import org.voddesk.control.state.CommandRunner;

/**
 * The history screens' read queries (Screens 1, 2, 3, 6; docs/architecture.md, Control, "Queries"), from
 * {@link Control#history()}: read-only, on the caller's (background) thread through the store's reader, not on the
 * loop; checked against the user table; bounded; a database error is a failed result.
 */
public final class HistoryQueries {
    private final History history;

    HistoryQueries(History history) {
        this.history = history;
    }

    /** Lambda and sigma in {@code [fromMs, toMs)}: per poll up to 6 hours, per quarter-hour beyond; <= 31 days. */
    public CommandResult<ClusterChart> clusterHistory(Principal by, long fromMs, long toMs) {
        return CommandRunner.guarded("reading the cluster history", () -> history.cluster(by, fromMs, toMs));
    }

    /** One node's load for its tile, at the resolutions and bound of {@link #clusterHistory}. */
    public CommandResult<NodeChart> nodeHistory(Principal by, String node, long fromMs, long toMs) {
        return CommandRunner.guarded("reading the history of node " + node, () -> history.node(by, node, fromMs, toMs));
    }

    /** Proposals past pending whose last change is in the range, newest first: who decided, when, why, outcome. */
    public CommandResult<Page<ProposalRecord>> migrationHistory(Principal by, long fromMs, long toMs, int page,
                                                                int pageSize) {
        return CommandRunner.guarded("reading the migration history",
                () -> history.migrations(by, fromMs, toMs, page, pageSize));
    }

    /** One session's decided proposals over its life, newest first. */
    public CommandResult<Page<ProposalRecord>> sessionMigrationHistory(Principal by, String sessionId, int page,
                                                                       int pageSize) {
        return CommandRunner.guarded("reading the migrations of session " + sessionId,
                () -> history.sessionMigrations(by, sessionId, page, pageSize));
    }

    /** A camera's sessions started in the range, newest first: who asked, where it played, how it ended. */
    public CommandResult<Page<CameraSession>> cameraHistory(Principal by, String camera, long fromMs, long toMs,
                                                            int page, int pageSize) {
        return CommandRunner.guarded("reading the history of camera " + camera,
                () -> history.camera(by, camera, fromMs, toMs, page, pageSize));
    }

    /** Audit lines in the range, newest first, optionally of one user and an action prefix; supervisors only. */
    public CommandResult<Page<AuditRecord>> auditHistory(Principal by, long fromMs, long toMs, String user,
                                                         String actionPrefix, int page, int pageSize) {
        return CommandRunner.guarded("reading the audit log",
                () -> history.audit(by, fromMs, toMs, user, actionPrefix, page, pageSize));
    }
}
