package org.voddesk.control.state;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.store.StoreException;
import org.voddesk.control.CommandResult;
import org.voddesk.control.Control;

/**
 * How {@link Control} and its facets run a command: on the loop thread ({@link #onLoop}, waiting for its turn; at
 * once when already there), or on the caller's thread ({@link #guarded}); either way a database or internal error
 * becomes a failed {@link CommandResult} that says what failed and where to look, never an exception into the UI.
 * The error's own text goes to the log only: it is for whoever reads the log, not for the user.
 */
public final class CommandRunner {
    private static final Logger LOG = LoggerFactory.getLogger(CommandRunner.class);

    private final ScheduledExecutorService loopExecutor;
    private final LoopMarker marker;

    public CommandRunner(ScheduledExecutorService loopExecutor, LoopMarker marker) {
        this.loopExecutor = loopExecutor;
        this.marker = marker;
    }

    /** Whether the current thread is this loop's (a command that connects over SSH refuses to run there). */
    public boolean onLoopThread() {
        return marker.onLoop();
    }

    public <T> CommandResult<T> onLoop(String what, Supplier<CommandResult<T>> body) {
        if (marker.onLoop()) {
            return guarded(what, body);
        }
        Future<CommandResult<T>> f;
        try {
            f = loopExecutor.submit(() -> marker.call(() -> guarded(what, body)));
        } catch (RejectedExecutionException e) {
            return CommandResult.failed("The console is shutting down; nothing was done.");
        }
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return CommandResult.failed("Interrupted while " + what + "; it may still complete.");
        } catch (ExecutionException e) {
            LOG.error("{} failed", what, e.getCause());
            return CommandResult.failed("Internal error while " + what + " (see the log).");
        }
    }

    public static <T> CommandResult<T> guarded(String what, Supplier<CommandResult<T>> body) {
        try {
            return body.get();
        } catch (StoreException e) {
            LOG.error("database error while {}", what, e);
            return CommandResult.failed("The database failed while " + what + "; try again, and if it persists see"
                    + " the log.");
        } catch (RuntimeException e) {
            LOG.error("internal error while {}", what, e);
            return CommandResult.failed("Internal error while " + what + " (see the log).");
        }
    }
}
