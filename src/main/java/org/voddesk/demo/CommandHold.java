package org.voddesk.demo;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * A demo node's command held mid-flight ({@link DemoCluster#holdNextCommand}): it is received and waits, unanswered,
 * until {@link #release} (at most {@link #LIMIT}, so a forgotten hold never keeps a thread), then runs and answers
 * as usual. For tests that must act while a command is known to be in flight.
 */
public final class CommandHold {
    /** The longest a held command waits for its release. */
    public static final Duration LIMIT = Duration.ofSeconds(60);

    private final CountDownLatch reached = new CountDownLatch(1);
    private final CountDownLatch released = new CountDownLatch(1);

    /** Waits until the held command has reached the node; false when {@code timeout} passed first. */
    public boolean awaitReached(Duration timeout) throws InterruptedException {
        return reached.await(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    /** Lets the held command run and answer. */
    public void release() {
        released.countDown();
    }

    /** On the node's command thread: marks the command reached and waits for the release. */
    void hold() {
        reached.countDown();
        try {
            released.await(LIMIT.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
