package org.voddesk.control.local;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.voddesk.control.loop.PollSource;
import org.voddesk.node.PollRound;
import org.voddesk.node.Poller;

/**
 * Poll rounds through the real poller. {@link #hold} makes the next round stop mid-flight: the nodes have been
 * polled, but the round is kept back (on a thread of its own, never the loop's) until {@link #release}.
 * {@link #failNext} makes the next round's poll fail.
 */
final class HeldPolls implements PollSource {
    private final Poller poller;
    private final ExecutorService holder = Executors.newSingleThreadExecutor();
    private final AtomicInteger started = new AtomicInteger();
    private volatile CountDownLatch polled = new CountDownLatch(0);
    private volatile CountDownLatch release = new CountDownLatch(0);
    private volatile boolean armed;
    private volatile boolean fail;
    private volatile CountDownLatch startedLatch = new CountDownLatch(0);

    HeldPolls(Poller poller) {
        this.poller = poller;
    }

    /** The next round is held after its nodes answered, until {@link #release}. */
    void hold() {
        polled = new CountDownLatch(1);
        release = new CountDownLatch(1);
        armed = true;
    }

    void failNext() {
        fail = true;
    }

    /** A latch that counts down on each of the next {@code n} round starts. */
    CountDownLatch expectStarts(int n) {
        startedLatch = new CountDownLatch(n);
        return startedLatch;
    }

    /** Waits until the held round's nodes have answered (the round is then mid-flight). */
    boolean awaitPolled() throws InterruptedException {
        return polled.await(30, TimeUnit.SECONDS);
    }

    void release() {
        release.countDown();
    }

    /** Releases the held round and waits until it has been handed to the loop (its fold is queued there). */
    void releaseAndHandOver() throws Exception {
        release();
        holder.submit(() -> { }).get(30, TimeUnit.SECONDS);
    }

    int started() {
        return started.get();
    }

    @Override
    public CompletableFuture<PollRound> start() {
        started.incrementAndGet();
        startedLatch.countDown();
        if (fail) {
            fail = false;
            return CompletableFuture.failedFuture(new IllegalStateException("poll failed (test)"));
        }
        CompletableFuture<PollRound> poll = poller.pollAsync();
        if (!armed) {
            return poll;
        }
        armed = false;
        CountDownLatch p = polled;
        CountDownLatch r = release;
        return poll.thenApplyAsync(round -> {
            p.countDown();
            try {
                r.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return round;
        }, holder);
    }

    void close() {
        release();
        holder.shutdownNow();
    }
}
