package org.voddesk.control.state;

import java.util.function.Supplier;

/**
 * Marks the threads that are running a task of one control loop, so that a command called from there (a listener
 * on a same-thread event executor) runs at once instead of queueing behind itself. One per {@code Control}: two
 * consoles in one JVM (tests, a demo beside a real cluster) never mistake each other's loop thread for their own.
 */
public final class LoopMarker {
    private final ThreadLocal<Boolean> here = ThreadLocal.withInitial(() -> false);

    /** Whether the current thread is running a task of this loop. */
    public boolean onLoop() {
        return here.get();
    }

    /** Runs {@code task} marked as a task of this loop. */
    public void run(Runnable task) {
        call(() -> {
            task.run();
            return null;
        });
    }

    /** Runs {@code task} marked as a task of this loop and returns its result. */
    public <T> T call(Supplier<T> task) {
        boolean was = here.get();
        here.set(true);
        try {
            return task.get();
        } finally {
            here.set(was);
        }
    }
}
