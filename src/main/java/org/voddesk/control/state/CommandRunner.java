package org.voddesk.control.state;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.store.StoreException;
import org.voddesk.control.CommandResult;
import org.voddesk.control.Control;

/**
 * How {@link Control} and its facets run a command without blocking their caller: on the loop thread
 * ({@link #loopAsync}: queued behind the loop's tasks; at once when already there) or on the work executor
 * ({@link #workAsync}: reads through the store's reader, password hashing, a probe's SSH session). The future is
 * completed on that thread, never exceptionally: a database or internal error becomes a failed
 * {@link CommandResult} (the internal text is logged, not shown). The blocking forms ({@link #onLoop},
 * {@link #await}) are joins on them, for the command line and tests.
 */
public final class CommandRunner {
    private static final Logger LOG = LoggerFactory.getLogger(CommandRunner.class);
    private static final String SHUTTING_DOWN = "The console is shutting down; nothing was done.";

    private final ScheduledExecutorService loopExecutor;
    private final LoopMarker marker;
    private final Executor work;

    /** @param work runs what must not hold the loop thread nor the caller's (reads, hashing, probes) */
    public CommandRunner(ScheduledExecutorService loopExecutor, LoopMarker marker, Executor work) {
        this.loopExecutor = loopExecutor;
        this.marker = marker;
        this.work = work;
    }

    /** Whether the current thread is this loop's (a blocking command that connects over SSH refuses to run there). */
    public boolean onLoopThread() {
        return marker.onLoop();
    }

    /** Runs {@code body} on the loop thread (at once when already there); the future never completes exceptionally. */
    public <T> CompletableFuture<CommandResult<T>> loopAsync(String what, Supplier<CommandResult<T>> body) {
        if (marker.onLoop()) {
            return CompletableFuture.completedFuture(guarded(what, body));
        }
        return submit(loopExecutor, what, () -> marker.call(() -> guarded(what, body)));
    }

    /** Runs {@code body} on the work executor; the future never completes exceptionally. */
    public <T> CompletableFuture<CommandResult<T>> workAsync(String what, Supplier<CommandResult<T>> body) {
        return submit(work, what, () -> guarded(what, body));
    }

    /** The blocking form of {@link #loopAsync}: a join on it. */
    public <T> CommandResult<T> onLoop(String what, Supplier<CommandResult<T>> body) {
        return await(what, loopAsync(what, body));
    }

    private static <T> CompletableFuture<CommandResult<T>> submit(Executor on, String what,
                                                                  Supplier<CommandResult<T>> task) {
        CompletableFuture<CommandResult<T>> f = new CompletableFuture<>();
        try {
            on.execute(() -> {
                try {
                    f.complete(task.get());
                } catch (Throwable e) { // an Error too: the caller's future must complete
                    LOG.error("internal error while {}", what, e);
                    f.complete(internalError(what));
                }
            });
        } catch (RejectedExecutionException e) {
            f.complete(CommandResult.failed(SHUTTING_DOWN));
        }
        return f;
    }

    /** Waits for a command's future: the blocking form of an asynchronous command. */
    public static <T> CommandResult<T> await(String what, CompletableFuture<CommandResult<T>> result) {
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CommandResult.failed("Interrupted while " + what + "; it may still complete.");
        } catch (ExecutionException e) {
            LOG.error("{} failed", what, e.getCause());
            return internalError(what);
        }
    }

    /** Runs {@code body} here; a database or internal error becomes a failed result. */
    public static <T> CommandResult<T> guarded(String what, Supplier<CommandResult<T>> body) {
        try {
            return body.get();
        } catch (StoreException e) {
            LOG.error("database error while {}", what, e);
            return CommandResult.failed("The database failed while " + what + "; try again, and if it persists see"
                    + " the log.");
        } catch (RuntimeException e) {
            LOG.error("internal error while {}", what, e);
            return internalError(what);
        }
    }

    private static <T> CommandResult<T> internalError(String what) {
        return CommandResult.failed("Internal error while " + what + " (see the log).");
    }
}
