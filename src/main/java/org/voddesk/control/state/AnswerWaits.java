package org.voddesk.control.state;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * Loop thread only: who waits for a session's command in flight to be answered (a user's stop waiting for the move
 * of a node's retirement, a retirement waiting for a user's stop). {@link LoopState} completes them.
 */
final class AnswerWaits {
    private final Map<String, CompletableFuture<Void>> waits = new HashMap<>();

    /** The future of the answer of {@code id}'s command; completed already when {@code busy} is false. */
    CompletableFuture<Void> when(String id, boolean busy) {
        if (!busy) {
            return CompletableFuture.completedFuture(null);
        }
        return waits.computeIfAbsent(id, k -> new CompletableFuture<>());
    }

    /** {@code id}'s command was answered: whoever waited for it is told. */
    void answered(String id) {
        CompletableFuture<Void> f = waits.remove(id);
        if (f != null) {
            f.complete(null);
        }
    }
}
