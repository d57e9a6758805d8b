package org.voddesk.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The console's {@link TaskRunner}: a bounded pool of named daemon threads ({@code voddesk-ui-1}, ...) whose
 * uncaught exceptions are logged, with results handed to the FX thread through {@link Platform#runLater}. Made
 * once at start-up and {@linkplain #close closed} when the window goes.
 */
public final class FxTaskRunner implements TaskRunner, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(FxTaskRunner.class);

    private final ExecutorService pool;

    /**
     * @param threads background threads; a few suffice (commands queue on the control loop anyway), more only
     *                let slow SSH probes and history reads overlap
     */
    public FxTaskRunner(int threads) {
        this.pool = Executors.newFixedThreadPool(threads, namedDaemons("voddesk-ui-"));
    }

    static ThreadFactory namedDaemons(String prefix) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, prefix + n.incrementAndGet());
            t.setDaemon(true);
            t.setUncaughtExceptionHandler((th, e) -> LOG.error("uncaught in {}", th.getName(), e));
            return t;
        };
    }

    @Override
    public <T> CompletableFuture<T> submit(String what, Callable<T> work) {
        CompletableFuture<T> onUi = new CompletableFuture<>();
        try {
            pool.execute(() -> {
                try {
                    T value = work.call();
                    Platform.runLater(() -> onUi.complete(value));
                } catch (Exception | Error e) {
                    LOG.error("background task failed: {}", what, e);
                    Platform.runLater(() -> onUi.completeExceptionally(e));
                }
            });
        } catch (RejectedExecutionException e) {
            LOG.debug("not run, the console is closing: {}", what);
            onUi.completeExceptionally(e);
        }
        return onUi;
    }

    @Override
    public void onUi(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }

    /** Stops taking work and gives running tasks a moment to end. */
    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
