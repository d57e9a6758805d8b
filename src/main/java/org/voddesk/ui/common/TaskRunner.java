package org.voddesk.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * Work off the UI thread that is not a {@code Control} command (STYLE.md 4): opening and closing the console's
 * session, and the report service's futures hopping back ({@link #onUi}). {@code Control} commands have their own
 * non-blocking forms and come back through {@link FxHop} instead. The console injects {@link FxTaskRunner}; tests
 * inject {@link SameThreadTaskRunner}, which runs everything at once on the caller's thread so a test needs no
 * waiting.
 */
public interface TaskRunner {
    /**
     * Runs {@code work} in the background.
     *
     * @param what a few words for the log and the thread ("logging in")
     * @return completes on the UI thread with the work's value, or exceptionally with what it threw
     */
    <T> CompletableFuture<T> submit(String what, Callable<T> work);

    /** Runs {@code action} on the UI thread (later, when called from another thread). */
    void onUi(Runnable action);

    /**
     * {@link #submit} for the common case: {@code then} gets the value on the UI thread; an exception (a bug,
     * since {@code Control} commands report user errors in their result) goes to {@code failed} with a message
     * for a person, on the UI thread.
     */
    default <T> void run(String what, Callable<T> work, Consumer<? super T> then, Consumer<String> failed) {
        submit(what, work).whenComplete((value, error) -> {
            if (error == null) {
                then.accept(value);
            } else {
                Throwable cause = error.getCause() != null ? error.getCause() : error;
                failed.accept("Something went wrong while " + what + " (" + cause.getClass().getSimpleName()
                        + "); the log has the details.");
            }
        });
    }
}
