package org.voddesk.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The UI's one way to work off the FX thread (STYLE.md 4). Most work is a non-blocking {@code Control} command
 * (its {@code xxxAsync} form), which runs on the control layer's own threads; {@link #then} continues with its
 * result on the UI thread. Blocking work that is not a command (opening and closing the console's session) runs
 * through {@link #background} on the hop's own pool of named daemon threads ({@code voddesk-ui-task-1}, ...), whose
 * uncaught exceptions are logged.
 *
 * <p>The console makes one hop at start-up ({@link #on}{@code (Platform::runLater, n)}) and {@linkplain #close
 * closes} it when the window goes. View-model tests use {@link #joining}: background work runs at once on the
 * caller's thread and each result is waited for there, so a test sees it as soon as the call returns (no sleeps).
 */
public final class FxHop implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(FxHop.class);
    static final String THREAD_PREFIX = "voddesk-ui-task-";

    /** The UI thread's executor, or {@code null} to join on the caller's thread. */
    private final Executor fx;
    /** The background pool, or {@code null} to run background work on the caller's thread. */
    private final ExecutorService pool;

    private FxHop(Executor fx, ExecutorService pool) {
        this.fx = fx;
        this.pool = pool;
    }

    /**
     * Continues on {@code fx} ({@code Platform::runLater} in the console) and runs background work on
     * {@code threads} named daemon threads.
     *
     * @param threads background threads; blocking work is rare in the screens (commands have their own threads),
     *                so one or two suffice
     */
    public static FxHop on(Executor fx, int threads) {
        if (fx == null) {
            throw new IllegalArgumentException("an FX hop needs the UI thread's executor");
        }
        if (threads < 1) {
            throw new IllegalArgumentException("an FX hop needs at least one background thread, not " + threads);
        }
        return new FxHop(fx, Executors.newFixedThreadPool(threads, namedDaemons()));
    }

    /** Runs background work and waits for each result on the caller's thread, continuing there (tests). */
    public static FxHop joining() {
        return new FxHop(null, null);
    }

    private static ThreadFactory namedDaemons() {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, THREAD_PREFIX + n.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler((th, e) -> LOG.error("uncaught in {}", th.getName(), e));
            return t;
        };
    }

    /**
     * The UI thread's executor, for {@code Control.subscribe(listener, executor)}; the caller's own thread for a
     * joining hop (tests).
     */
    public Executor executor() {
        return fx == null ? Runnable::run : fx;
    }

    /**
     * Runs blocking {@code work} on a background thread. A failure is logged with {@code what} and completes the
     * result exceptionally; continue with {@link #then(CompletableFuture, Consumer, Consumer)} to show it.
     *
     * @param what a few words for the log ("opening the console")
     * @return completes (off the UI thread) with the work's value, or exceptionally with what it threw
     */
    public <T> CompletableFuture<T> background(String what, Callable<T> work) {
        if (pool == null) {
            return call(what, work);
        }
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            pool.execute(() -> call(what, work).whenComplete((value, error) -> {
                if (error == null) {
                    result.complete(value);
                } else {
                    result.completeExceptionally(error);
                }
            }));
        } catch (RejectedExecutionException e) {
            LOG.debug("not run, the console is closing: {}", what);
            result.completeExceptionally(e);
        }
        return result;
    }

    private static <T> CompletableFuture<T> call(String what, Callable<T> work) {
        try {
            return CompletableFuture.completedFuture(work.call());
        } catch (Exception | Error e) {
            if (e instanceof ToldFailure) {
                LOG.info("{}: {}", what, e.getMessage());
            } else {
                LOG.error("background work failed: {}", what, e);
            }
            return CompletableFuture.failedFuture(e);
        }
    }

    /**
     * Runs {@code action} with the value of {@code result} on the UI thread. For {@code Control}'s futures, which
     * never complete exceptionally (a failure is a failed {@code CommandResult}); an exception here is a bug and is
     * logged.
     */
    public <T> void then(CompletableFuture<T> result, Consumer<? super T> action) {
        if (fx == null) {
            action.accept(result.join());
            return;
        }
        result.thenAcceptAsync(action, fx).exceptionally(e -> {
            LOG.error("a view model failed applying a result", e);
            return null;
        });
    }

    /**
     * Runs {@code action} with the value of {@code result} on the UI thread, or {@code failed} with what it failed
     * with (unwrapped from {@link CompletionException}), for the screen to tell the user.
     */
    public <T> void then(CompletableFuture<T> result, Consumer<? super T> action, Consumer<Throwable> failed) {
        if (fx == null) {
            T value;
            try {
                value = result.join();
            } catch (CompletionException | CancellationException e) {
                failed.accept(cause(e));
                return;
            }
            action.accept(value);
            return;
        }
        // handle, not whenComplete: its future fails only when an action throws, not when the result failed
        result.handleAsync((value, error) -> {
            if (error == null) {
                action.accept(value);
            } else {
                failed.accept(cause(error));
            }
            return null;
        }, fx).exceptionally(e -> {
            LOG.error("a view model failed applying a result", e);
            return null;
        });
    }

    private static Throwable cause(Throwable error) {
        return (error instanceof CompletionException || error instanceof ExecutionException)
                && error.getCause() != null ? error.getCause() : error;
    }

    /** Stops taking background work and gives running work a moment to end. */
    @Override
    public void close() {
        if (pool == null) {
            return;
        }
        pool.shutdownNow();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
