package org.voddesk.server;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.api.ReportExports;
import org.voddesk.control.api.ReportFile;

/**
 * The report exports a desk writes itself: the control's {@link ReportExports#exportAsync} runs here as on the desk,
 * and its {@code write} is the desk's. {@link #begin} gives the desk leave to write once the control has checked
 * the role (an export it refuses ends there, audited, with nothing written); {@link #finish} passes on what the desk
 * wrote, or why it could not, and the control audits it. A desk that does not finish within {@link #WAIT} has its
 * export recorded as failed.
 */
final class DeskWrites {
    /** How long a desk may take to write a report after leave was given. */
    static final Duration WAIT = Duration.ofMinutes(5);
    static final String LEAVE = "Allowed: write the file now.";

    /** An export waiting for the desk's file. */
    private record Pending(String user, CompletableFuture<Path> written,
                           CompletableFuture<CommandResult<Path>> result) {
    }

    private final Map<String, Pending> pending = new ConcurrentHashMap<>();
    private final ReportExports exports;
    private final Duration wait;

    DeskWrites(ReportExports exports) {
        this(exports, WAIT);
    }

    DeskWrites(ReportExports exports, Duration wait) {
        this.exports = exports;
        this.wait = wait;
    }

    /**
     * Starts the control's export of {@code file} by {@code by}; completes with the id the desk finishes it with once
     * the desk may write, or with the control's result when it ended before (a refusal).
     */
    CompletableFuture<CommandResult<String>> begin(Principal by, ReportFile file) {
        String id = UUID.randomUUID().toString();
        CompletableFuture<Path> written = new CompletableFuture<>();
        CompletableFuture<CommandResult<Path>> result = new CompletableFuture<>();
        CompletableFuture<CommandResult<String>> leave = new CompletableFuture<>();
        exports.exportAsync(by, file, () -> {
            pending.put(id, new Pending(by.name(), written, result));
            CompletableFuture.delayedExecutor(wait.toMillis(), TimeUnit.MILLISECONDS).execute(() ->
                    written.completeExceptionally(new IOException("the desk did not say within " + wait.toSeconds()
                            + " s whether it wrote the file")));
            leave.complete(CommandResult.ok(LEAVE, id));
            return written;
        }).whenComplete((r, e) -> {
            pending.remove(id);
            if (e != null) {
                result.completeExceptionally(e);
                leave.completeExceptionally(e);
            } else {
                result.complete(r);
                leave.complete(CommandResult.failed(r.message()));
            }
        });
        return leave;
    }

    /**
     * Passes on what the desk wrote for export {@code id} ({@code path}, or {@code failure}: why not); completes with
     * the control's result. An id that {@code by} did not begin, or that ended, is a failed result.
     */
    CompletableFuture<CommandResult<Path>> finish(Principal by, String id, Path path, String failure) {
        Pending p = pending.get(id);
        if (p == null || !p.user().equals(by.name())) {
            return CompletableFuture.completedFuture(CommandResult.failed("No report export " + id + " is waiting"
                    + " for its file (it ended, or was never begun); nothing was recorded."));
        }
        if (path != null) {
            p.written().complete(path);
        } else {
            p.written().completeExceptionally(new IOException(failure));
        }
        return p.result();
    }

    /** How many exports wait for their desk. */
    int waiting() {
        return pending.size();
    }
}
