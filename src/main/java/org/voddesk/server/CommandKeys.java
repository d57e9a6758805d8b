package org.voddesk.server;

import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The idempotency keys of the commands the server has taken ({@code WireProtocol.REQUEST_ID}): a command is done once
 * per user and key, and a repeat of it (a client that sends it again after a call whose fate it did not know) gets
 * the first command's result, whether that is still running or done. Keys are kept for {@link #KEPT} after their
 * command began, in memory: a server that restarts has forgotten them.
 */
final class CommandKeys {
    /** How long a key is remembered: far longer than a client retries a command. */
    static final Duration KEPT = Duration.ofMinutes(10);

    private record Key(String user, String requestId) {
    }

    private record Taken(long atMs, CompletableFuture<?> result) {
    }

    private final Map<Key, Taken> taken = new ConcurrentHashMap<>();
    private final Clock clock;

    CommandKeys(Clock clock) {
        this.clock = clock;
    }

    /**
     * The result of the command {@code requestId} of {@code user}: {@code command}'s, started now, the first time the
     * key is seen; the first one's after that. A {@code null} key always starts the command.
     */
    @SuppressWarnings("unchecked")
    <T> CompletableFuture<T> once(String user, String requestId, Supplier<CompletableFuture<T>> command) {
        if (requestId == null) {
            return command.get();
        }
        long now = clock.millis();
        Taken t = taken.computeIfAbsent(new Key(user, requestId), k -> new Taken(now, command.get()));
        return (CompletableFuture<T>) t.result();
    }

    /** Forgets the keys older than {@link #KEPT}; returns how many. */
    int expire() {
        long before = clock.millis() - KEPT.toMillis();
        int n = taken.size();
        taken.values().removeIf(t -> t.atMs() < before);
        return n - taken.size();
    }

    int size() {
        return taken.size();
    }
}
