package org.voddesk.cli;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * The child JVM of a {@link Relaunch}: it shares this process's stdin, stdout and stderr, and its exit code is
 * this process's. The two end together: Ctrl+C reaches both (one process group); a parent ended by a signal it
 * can handle (SIGTERM, SIGINT) ends the child first and waits for it; a child whose parent is gone for any other
 * reason (SIGKILL) ends itself ({@link #endWithParent}).
 */
final class ChildJvm {
    /** How long a parent that is ending waits for the child to close its session. */
    static final long GRACE_SECONDS = 15;

    private ChildJvm() {
    }

    /**
     * Runs {@code command} and returns its exit code once it has ended.
     *
     * @throws IOException when the child could not be started (nothing ran)
     */
    static int run(List<String> command) throws IOException, InterruptedException {
        ChildSlot slot = new ChildSlot();
        // In place before the child starts: a SIGTERM between the two would end this JVM and leave the child.
        Thread hook = Executors.defaultThreadFactory().newThread(slot::end);
        Runtime.getRuntime().addShutdownHook(hook);
        Process child = slot.start(new ProcessBuilder(command).inheritIO());
        int code = child.waitFor();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // this JVM is shutting down: the hook has ended the child already
        }
        return code;
    }

    /** The child JVM, started only while this JVM is not ending, and ended with it. */
    private static final class ChildSlot {
        private Process child;
        private boolean ending;

        synchronized Process start(ProcessBuilder builder) throws IOException {
            if (ending) {
                throw new IOException("this JVM is ending: no child JVM started");
            }
            child = builder.start();
            return child;
        }

        void end() {
            Process started;
            synchronized (this) {
                ending = true;
                started = child;
            }
            if (started != null) {
                ChildJvm.end(started);
            }
        }
    }

    private static void end(Process child) {
        child.destroy();
        try {
            if (!child.waitFor(GRACE_SECONDS, TimeUnit.SECONDS)) {
                child.destroyForcibly();
            }
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** In the child: ends this JVM (exit code 1) once the process {@code parentPid} has ended. */
    static void endWithParent(String parentPid) {
        try {
            ProcessHandle.of(Long.parseLong(parentPid)).ifPresentOrElse(
                    parent -> parent.onExit().thenRun(() -> System.exit(1)), () -> System.exit(1));
        } catch (NumberFormatException e) {
            // not a process id: nothing to watch (set by hand)
        }
    }
}
