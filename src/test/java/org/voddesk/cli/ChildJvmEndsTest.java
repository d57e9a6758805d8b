package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The parent and the child of a {@link Relaunch} end together: real JVMs, a parent that runs {@link ChildJvm} on a
 * child that waits for ever. The waits are bounds for a loaded machine, not measurements.
 */
class ChildJvmEndsTest {
    private static final long BOUND_SECONDS = 120;
    private final List<ProcessHandle> started = new ArrayList<>();

    /** A parent that runs a {@link Child} in a child JVM, as {@link Main} does. */
    static final class Parent {
        public static void main(String[] args) throws Exception {
            System.exit(ChildJvm.run(List.of(Relaunch.javaBinary(), "-cp", System.getProperty("java.class.path"),
                    "-D" + Relaunch.RELAUNCHED + "=" + ProcessHandle.current().pid(), Child.class.getName())));
        }
    }

    /** A child that waits for ever, ended only by a signal or by its parent's end. */
    static final class Child {
        public static void main(String[] args) throws Exception {
            ChildJvm.endWithParent(System.getProperty(Relaunch.RELAUNCHED));
            new java.util.concurrent.CountDownLatch(1).await();
        }
    }

    @AfterEach
    void endWhatIsLeft() {
        started.forEach(ProcessHandle::destroyForcibly);
    }

    private Process parent() throws Exception {
        Process parent = new ProcessBuilder(Relaunch.javaBinary(), "-cp", System.getProperty("java.class.path"),
                Parent.class.getName()).inheritIO().start();
        started.add(parent.toHandle());
        return parent;
    }

    private ProcessHandle childOf(Process parent) throws InterruptedException {
        for (long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(BOUND_SECONDS); System.nanoTime() < end; ) {
            var child = parent.children().findFirst();
            if (child.isPresent()) {
                started.add(child.get());
                return child.get();
            }
            Thread.sleep(50);
        }
        throw new AssertionError("the parent started no child JVM");
    }

    @Test
    void aTerminatedParentEndsItsChildFirst() throws Exception {
        Process parent = parent();
        ProcessHandle child = childOf(parent);
        parent.destroy(); // SIGTERM, as kill PID or a closing terminal sends
        assertThat(parent.waitFor(BOUND_SECONDS, TimeUnit.SECONDS)).isTrue();
        assertThat(child.isAlive()).as("the child when its parent has ended").isFalse();
    }

    @Test
    void aChildWhoseParentIsKilledEndsItself() throws Exception {
        Process parent = parent();
        ProcessHandle child = childOf(parent);
        parent.destroyForcibly(); // SIGKILL: the parent runs nothing more
        child.onExit().get(BOUND_SECONDS, TimeUnit.SECONDS);
        assertThat(child.isAlive()).isFalse();
    }
}
