package org.voddesk.bench;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.remote.RemoteControl;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.ConsoleStart;

/**
 * {@link ConsoleFxBench}'s console as a desk ({@code console --server}): the demo nodes and {@code voddesk server}
 * each in a process of their own ({@link ServedCluster}); once the server's cluster has settled (every session
 * listed), the console opens as {@code cli.DeskConsole} opens it, a {@link RemoteControl} handed to the screens, and
 * nothing else in this JVM.
 */
final class DeskFx {
    /** Runs the console of a start; {@code serverPid} is the server's process. */
    @FunctionalInterface
    interface Runner {
        void run(ConsoleStart start, long serverPid) throws Exception;
    }

    private DeskFx() {
    }

    static void run(int nodes, int perNode, Path dir, String user, String password, Runner runner) throws Exception {
        long t0 = System.nanoTime();
        try (ServedCluster room = ServedCluster.start(nodes, perNode, dir, user, password)) {
            awaitSettled(room, user, password, nodes * perNode);
            System.out.printf("cluster of %d nodes, %d sessions each, in a process of its own; voddesk server (pid %d)"
                    + " settled in %.1f s; this JVM holds only the console%n", nodes, perNode, room.server().pid(),
                    (System.nanoTime() - t0) / 1e9);
            ExecutorService events = Executors.newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "voddesk-events");
                t.setDaemon(true);
                return t;
            });
            ConsoleStart start = new ConsoleStart("VodDesk - bench desk", null, "Connecting to the control server "
                    + room.server().address() + "...", List.of(), () -> {
                        RemoteControl c = RemoteControl.connect(room.server().address(), room.known(), false, events);
                        return new ConsoleSession(c, "control server " + room.server().address(), c.reports(), () -> {
                            c.close();
                            events.shutdownNow();
                        });
                    });
            System.out.printf("load average before (/proc/loadavg): %s%n", ProcessCpu.loadAverage());
            long cpu0 = room.server().cpuNanos();
            long w0 = System.nanoTime();
            runner.run(start, room.server().pid());
            System.out.printf("the server's process over the console's run: %.0f ms of CPU a second, RSS %d MiB%n",
                    (room.server().cpuNanos() - cpu0) / 1e6 / ((System.nanoTime() - w0) / 1e9),
                    room.server().residentMib());
            System.out.printf("load average after: %s%n", ProcessCpu.loadAverage());
        }
    }

    /** Until the server lists every session the nodes play (its first rounds done), asked by a client of no screen. */
    private static void awaitSettled(ServedCluster room, String user, String password, int sessions)
            throws InterruptedException {
        try (Commander c = new Commander(room.server().address(), room.known(), user, password)) {
            for (int i = 0; i < 1200 && c.sessionIds().size() < sessions; i++) {
                Thread.sleep(500);
            }
        }
    }
}
