package org.voddesk.ui.common;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How a view model continues after a non-blocking {@code Control} command (its {@code xxxAsync} form, STYLE.md 4):
 * the command runs on the control layer's own threads (its loop, or its work executor for reads and SSH probes),
 * and the result comes back on the UI thread. The console hops with {@link #on}{@code (Platform::runLater)};
 * view-model tests use {@link #joining}, which waits for the result on the caller's thread, so a test sees it as
 * soon as the call returns (no sleeps). Control's futures never complete exceptionally (a failure is a failed
 * {@code CommandResult}), so there is no error branch; an exception thrown by an action is a bug and is logged.
 */
public final class FxHop {
    private static final Logger LOG = LoggerFactory.getLogger(FxHop.class);

    /** The UI thread's executor, or {@code null} to join on the caller's thread. */
    private final Executor fx;

    private FxHop(Executor fx) {
        this.fx = fx;
    }

    /** Continues on {@code fx} ({@code thenAcceptAsync}): {@code Platform::runLater} in the console. */
    public static FxHop on(Executor fx) {
        if (fx == null) {
            throw new IllegalArgumentException("an FX hop needs the UI thread's executor");
        }
        return new FxHop(fx);
    }

    /** Waits for each result on the caller's thread and continues there at once (view-model tests). */
    public static FxHop joining() {
        return new FxHop(null);
    }

    /**
     * The UI thread's executor, for {@code Control.subscribe(listener, executor)}; the caller's own thread for a
     * joining hop (tests).
     */
    public Executor executor() {
        return fx == null ? Runnable::run : fx;
    }

    /** Runs {@code action} with the value of {@code result} on the UI thread. */
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
}
