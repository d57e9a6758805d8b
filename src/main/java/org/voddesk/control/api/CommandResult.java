package org.voddesk.control.api;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

/**
 * The outcome of a command of the control layer: it either did what was asked ({@link #ok()}) or did not, and
 * {@link #message()} says which in one or two sentences a user can act on. Commands never throw for what a
 * user can cause (bad input, a refused role, a node that is down, a full cluster).
 *
 * @param ok      whether the command did what was asked
 * @param message one line for a person
 * @param value   what the command produced (a session, a plan, a user), or {@code null}
 * @param <T>     the type of {@code value}
 */
public record CommandResult<T>(boolean ok, String message, T value) {
    public CommandResult {
        if (message == null || message.isBlank()) {
            throw new IllegalArgumentException("a command result needs a message");
        }
    }

    public static <T> CommandResult<T> ok(String message, T value) {
        return new CommandResult<>(true, message, value);
    }

    public static <T> CommandResult<T> failed(String message) {
        return new CommandResult<>(false, message, null);
    }

    /** Not done, but with the value that explains what happened (say the move that failed to execute). */
    public static <T> CommandResult<T> failed(String message, T value) {
        return new CommandResult<>(false, message, value);
    }

    /**
     * Waits for {@code result}: the join of a command's non-blocking form. Blocks the caller, so never on the FX
     * thread.
     * An interrupt is a failed result that says the command may still complete; a future that completes exceptionally
     * (which the API's commands never do) is a failed result that names {@code what}, its cause logged.
     */
    public static <T> CommandResult<T> await(String what, CompletableFuture<CommandResult<T>> result) {
        try {
            return result.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return failed("Interrupted while " + what + "; it may still complete.");
        } catch (ExecutionException e) {
            System.getLogger(CommandResult.class.getName())
                    .log(System.Logger.Level.ERROR, what + " failed", e.getCause());
            return internalError(what);
        }
    }

    /** The failed result of an internal error while doing {@code what}: its details are only logged. */
    public static <T> CommandResult<T> internalError(String what) {
        return failed(INTERNAL_ERROR.formatted(what));
    }

    private static final String INTERNAL_ERROR = "Internal error while %s (see the log).";
}
