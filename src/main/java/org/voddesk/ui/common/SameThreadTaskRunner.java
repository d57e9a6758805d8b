package org.voddesk.ui.common;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * Runs work and UI actions at once on the caller's thread: for view-model tests, which then see every result
 * as soon as the call returns (no sleeps, no waiting).
 */
public final class SameThreadTaskRunner implements TaskRunner {
    @Override
    public <T> CompletableFuture<T> submit(String what, Callable<T> work) {
        try {
            return CompletableFuture.completedFuture(work.call());
        } catch (Exception e) {
            return CompletableFuture.failedFuture(e);
        }
    }

    @Override
    public void onUi(Runnable action) {
        action.run();
    }
}
