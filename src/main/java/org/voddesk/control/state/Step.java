package org.voddesk.control.state;

import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.voddesk.control.api.CommandResult;

/**
 * The outcome of a loop phase of a {@link CommandRunner#remote} command: the command's result, or what the next call
 * to a node needs, or an event to wait for first.
 */
public record Step<P, T>(P call, CommandResult<T> result, CompletableFuture<?> waitFor, Supplier<Step<P, T>> then) {
    public static <P, T> Step<P, T> call(P p) {
        return new Step<>(p, null, null, null);
    }

    public static <P, T> Step<P, T> done(CommandResult<T> result) {
        return new Step<>(null, result, null, null);
    }

    /**
     * Wait for {@code event} (completed on the loop thread), then run {@code then} as a later loop task; a command
     * running at once on the loop thread cannot wait, and ends with {@code orElse} instead.
     */
    public static <P, T> Step<P, T> after(CompletableFuture<?> event, Supplier<Step<P, T>> then,
                                          CommandResult<T> orElse) {
        return new Step<>(null, orElse, event, then);
    }
}
