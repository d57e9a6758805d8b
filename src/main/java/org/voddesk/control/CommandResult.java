package org.voddesk.control;

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
}
