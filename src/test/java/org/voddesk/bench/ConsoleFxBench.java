package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import org.voddesk.control.api.Control;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.ui.ConsoleApp;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.ConsoleStart;

/**
 * The console's FX thread under a large cluster: the console as an operator gets it
 * ({@link ConsoleApp}: the login form, then, once logged in, the frame with every screen, Cluster in front) on
 * {@code N} demo nodes playing {@code S} sessions each, the control loop polling every 5 s, switching between the
 * Cluster and Sessions screens with their rail buttons every 15 s. The login is asked for at the form's first
 * frame. An {@link AnimationTimer} records the gap between consecutive pulses; the
 * used heap is sampled at each switch; {@link CoreShares} samples, once a second, how long the FX thread ran and how long
 * it waited for a core. Prints, for the first 30 s (first layout, first polls, JIT) and for the rest
 * apart, the distribution of the wall-clock gaps between pulses and of the FX thread's own CPU time between them
 * (robust to the machine's load, which is printed before and after), the gaps over 100 ms and the pulses with over
 * 50 ms of FX CPU with their times, and the heap at every switch (bounded: it must not climb).
 *
 * <p>By default the demo nodes' SSH servers run in the bench's own JVM, beside the console; with a fourth argument
 * {@code separate} they run in a child process ({@code voddesk demo-nodes}, {@link DemoNodesProcess}) and the
 * console reaches them through its cluster file, as it reaches other machines in a control room: this JVM then holds
 * only the console (pollers, control loop, store, UI). With {@code server} the console is a desk
 * ({@code console --server}) of {@code voddesk server}, which runs over the demo nodes, each in a process of its own
 * ({@link DeskFx}): this JVM holds the window and a {@code RemoteControl}; {@code nodes} in the lines is the server.
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.ConsoleFxBench
 * -Djmh.args="200 25 300 [separate|server]"} (nodes, sessions per node, seconds), under Xvfb ({@code DISPLAY} set: the real
 * GTK path) or headless (no {@code DISPLAY}: Monocle). {@code -Dbench.recordingsEvery=N} makes each node list its
 * recordings every N rounds instead of the console's 30 (to see their re-reads often); {@code -Dbench.loginAfter=S}
 * logs in S seconds after the form shows, as a person typing would; {@code -Dbench.relogin=S} logs out at S seconds
 * and in again 2 s later (the frame's first show a second time, on compiled code); {@code -Dbench.gapShares=true}
 * samples the threads every 100 ms and tells, for each gap over 100 ms, what they did around it;
 * {@code -Dbench.pollPool=N} polls with N threads instead of one per node; {@code -Dbench.warmUp=S} reports the first
 * S seconds apart instead of 30.
 */
public final class ConsoleFxBench {
    /** The first seconds after the window opens are reported apart: first layout, first polls, JIT. */
    private static final int WARM_UP_S = Integer.getInteger("bench.warmUp", 30);
    private static final long WARM_UP_NS = WARM_UP_S * 1_000_000_000L;
    private static final String USER = "bench";
    private static final String PASSWORD = "bench-password";
    /** The fourth argument that puts the demo nodes in a process of their own ({@link DemoNodesProcess}). */
    private static final String SEPARATE = "separate";
    /** The fourth argument that makes the console a desk of a control server in another process ({@link DeskFx}). */
    private static final String SERVER = "server";
    /**
     * -Dbench.relogin=S: logs out S seconds after the form first showed and in again 2 s later, so that the frame's
     * first show runs a second time on code the JIT has compiled (to tell cold code from the work itself).
     */
    private static final long RELOGIN_NS = Long.getLong("bench.relogin", 0) * 1_000_000_000L;
    /**
     * -Dbench.gapShares=true: {@link CoreShares} samples every 100 ms, not every second, and each wall gap over 100 ms
     * is told apart: the FX thread's and renderer's run and wait around it, and the busiest other threads.
     */
    private static final boolean GAP_SHARES = Boolean.getBoolean("bench.gapShares");
    /** -Dbench.loginAfter=S: the login comes S seconds after the form shows (a person typing), not at its first frame. */
    private static final long LOGIN_AFTER_NS = (long) (Double.parseDouble(System.getProperty("bench.loginAfter", "0"))
            * 1e9);

    private ConsoleFxBench() {
    }

    public static void main(String[] args) throws Exception {
        int nodes = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        int perNode = args.length > 1 ? Integer.parseInt(args[1]) : 25;
        int seconds = args.length > 2 ? Integer.parseInt(args[2]) : 300;
        boolean separate = args.length > 3 && args[3].equals(SEPARATE);
        if (System.getenv("DISPLAY") == null) {
            System.setProperty("glass.platform", "Monocle");
            System.setProperty("monocle.platform", "Headless");
            System.setProperty("prism.order", "sw");
            System.setProperty("headless.geometry", "1600x1000-32");
        }
        Clock clock = Clock.systemUTC();
        Path dir = Files.createTempDirectory("voddesk-fxbench");
        if (args.length > 3 && args[3].equals(SERVER)) {
            DeskFx.run(nodes, perNode, dir, USER, PASSWORD, (start, serverPid) -> run(start,
                    Duration.ofSeconds(seconds), serverPid, "the control server's process"));
            Platform.exit();
            return;
        }
        long t0 = System.nanoTime();
        DemoNodesProcess apart = separate ? DemoNodesProcess.start(nodes, perNode, dir) : null;
        DemoCluster cluster = separate ? null
                : DemoCluster.start(DemoClusterConfig.of(nodes).withSessionsPerNode(perNode), clock);
        try (apart; cluster;
             Store store = Store.open(dir.resolve("bench.db"),
                     StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS))) {
            ClusterFile file = separate ? apart.file() : DemoClusterFiles.describe(cluster, dir.resolve("keys"));
            // named, so that the cores' shares (CoreShares) tell the polls from the loop
            // -Dbench.pollPool=N: N poll threads instead of one per node (as the console has), to see what fewer
            // threads at once at a round's start do to the FX thread's wait for a core
            ExecutorService pool = Executors.newFixedThreadPool(Integer.getInteger("bench.pollPool",
                    Math.min(512, nodes)), named("bench-polls"));
            ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor(named("bench-loop"));
            ExecutorService events = Executors.newSingleThreadExecutor(named("bench-events"));
            // -Dbench.recordingsEvery=3 makes the nodes list their recordings every 3rd round instead of every 30th
            PollSettings polls = new PollSettings(PollSettings.DEFAULT.failAfter(), Integer.getInteger(
                    "bench.recordingsEvery", PollSettings.DEFAULT.recordingsEvery()),
                    PollSettings.DEFAULT.commandTimeout(), PollSettings.DEFAULT.roundTimeout());
            try (ClusterClient client = ClusterClient.open(file, SshSettings.DEFAULT, polls,
                    PassphraseProvider.NONE, pool, clock);
                 LocalControl control = LocalControl.create(client, store, StoredSettings.load(store, clock), loop, events,
                         clock)) {
                store.users().create(USER, Role.SUPERVISOR, PASSWORD.toCharArray(), clock.millis());
                control.start();
                ReportService reports = new ReportService(store, pool, ReportSettings.of("bench"),
                        new StoredAlarms(store.alarms()));
                // the console's own start: the login form first, the frame after the login (ConsoleApp)
                ConsoleStart start = new ConsoleStart("VodDesk - bench", null, "Opening the bench cluster...",
                        List.of(), () -> new ConsoleSession(control, "bench cluster of " + nodes + " nodes", reports,
                        () -> { }));
                System.out.printf("cluster of %d nodes, %d sessions each, up in %.1f s%n", nodes, perNode,
                        (System.nanoTime() - t0) / 1e9);
                if (separate) {
                    System.out.printf("the nodes run in a separate process (demo-nodes, pid %d); this JVM holds only"
                            + " the console%n", apart.pid());
                }
                System.out.printf("load average before (/proc/loadavg): %s%n", loadAverage());
                run(start, Duration.ofSeconds(seconds), separate ? apart.pid() : -1, "the demo nodes' process");
                System.out.printf("load average after: %s%n", loadAverage());
            } finally {
                loop.shutdownNow();
                events.shutdownNow();
                pool.shutdownNow();
            }
        }
        Platform.exit();
    }

    private static java.util.concurrent.ThreadFactory named(String name) {
        java.util.concurrent.atomic.AtomicInteger count = new java.util.concurrent.atomic.AtomicInteger();
        return r -> new Thread(r, name + "-" + count.incrementAndGet());
    }

    /**
     * Runs the console of {@code start} for {@code length} and prints what it measured; {@code nodesPid}, when not
     * negative, is the other process sampled beside this JVM (named {@code nodes} in the lines, being {@code what}).
     */
    static void run(ConsoleStart start, Duration length, long nodesPid, String what) throws Exception {
        long[] gaps = new long[(int) (length.toSeconds() * 200)];
        long[] cpuGaps = new long[gaps.length];
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        int[] count = {0};
        int[] warm = {-1};
        long[] heapMax = {0};
        List<String> heapLine = new java.util.ArrayList<>();
        List<String> stalls = new java.util.ArrayList<>();
        List<String> cpuStalls = new java.util.ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        CoreShares[] shares = new CoreShares[1];
        Platform.startup(() -> {
            Platform.setImplicitExit(false); // as the console's launcher: the session is released after the window closes
            Stage stage = new Stage();
            new ConsoleApp(start, code -> done.countDown()).start(stage);
            Scene scene = stage.getScene();
            long begin = System.nanoTime();
            shares[0] = CoreShares.start(nodesPid, GAP_SHARES);
            new AnimationTimer() {
                long last = -1;
                long lastCpu = -1;
                long nextSwitch = begin + 15_000_000_000L;
                boolean loggedIn;
                boolean onSessions;
                boolean relogged;

                @Override
                public void handle(long now) {
                    long cpu = mx.getCurrentThreadCpuTime();
                    if (last >= 0 && count[0] < gaps.length) {
                        cpuGaps[count[0]] = cpu - lastCpu;
                        gaps[count[0]++] = now - last;
                        if (now - last > 100_000_000L && stalls.size() < 50) {
                            stalls.add(String.format("%.1f s: %.0f ms", (now - begin) / 1e9, (now - last) / 1e6));
                            shares[0].explainGap(last, now);
                        }
                        if (cpu - lastCpu > 50_000_000L && cpuStalls.size() < 50) {
                            cpuStalls.add(String.format("%.1f s: %.0f ms", (now - begin) / 1e9, (cpu - lastCpu) / 1e6));
                        }
                        if (!loggedIn && now - begin >= (relogged ? RELOGIN_NS + 2_000_000_000L : LOGIN_AFTER_NS)) {
                            loggedIn = logIn(scene); // once the form has had its first frame, or when asked
                        }
                    }
                    last = now;
                    lastCpu = cpu;
                    if (warm[0] < 0 && now - begin >= WARM_UP_NS) {
                        warm[0] = count[0];
                    }
                    if (RELOGIN_NS > 0 && !relogged && now - begin >= RELOGIN_NS) {
                        relogged = true; // the frame goes; the form comes back and is filled 2 s later
                        ((ButtonBase) scene.lookup("#logout")).fire();
                        loggedIn = false;
                    }
                    if (now >= nextSwitch) {
                        nextSwitch += 15_000_000_000L;
                        onSessions = !onSessions;
                        if (scene.lookup(onSessions ? "#nav-sessions" : "#nav-cluster") instanceof ButtonBase rail) {
                            rail.fire(); // (no rail while logged out: -Dbench.relogin)
                        }
                        Runtime rt = Runtime.getRuntime();
                        long used = rt.totalMemory() - rt.freeMemory();
                        heapMax[0] = Math.max(heapMax[0], used);
                        heapLine.add(Long.toString(used >> 20));
                    }
                    if (now - begin >= length.toNanos()) {
                        stop();
                        stage.hide(); // the console closes its frame and session and calls back
                    }
                }
            }.start();
        });
        done.await();
        shares[0].close();
        System.out.printf("first %d s after the window opened (layout, first polls, JIT):%n", WARM_UP_S);
        report(Arrays.copyOf(gaps, Math.max(1, warm[0])), WARM_UP_S);
        System.out.printf("the rest of the run:%n");
        report(Arrays.copyOfRange(gaps, Math.max(0, warm[0]), count[0]), length.toSeconds() - WARM_UP_S);
        System.out.printf("FX thread CPU time between two pulses (its own work, whatever the machine's load), the"
                + " first %d s:%n", WARM_UP_S);
        report(Arrays.copyOf(cpuGaps, Math.max(1, warm[0])), WARM_UP_S);
        System.out.printf("FX thread CPU time between two pulses, after the first %d s:%n", WARM_UP_S);
        report(Arrays.copyOfRange(cpuGaps, Math.max(0, warm[0]), count[0]), length.toSeconds() - WARM_UP_S);
        System.out.printf("gaps > 100 ms (time after the window opened: gap): %s%n", String.join(", ", stalls));
        System.out.printf("FX thread CPU > 50 ms between two pulses (time after the window opened: CPU): %s%n",
                String.join(", ", cpuStalls));
        long[] fxFirst = shares[0].fxBetween(0, WARM_UP_S);
        long[] fxRest = shares[0].fxBetween(WARM_UP_S, Integer.MAX_VALUE);
        System.out.printf("FX thread on the cores (Linux schedstat), first %d s: ran %d ms, waited %d ms for a core;"
                + " after: ran %d ms, waited %d ms; its first seconds, with the busiest other threads%s:%n",
                WARM_UP_S, fxFirst[0], fxFirst[1], fxRest[0], fxRest[1],
                nodesPid >= 0 ? " (\"nodes\" is " + what + ")" : "");
        shares[0].firstSeconds(10).forEach(System.out::println);
        if (GAP_SHARES) {
            System.out.println("each gap over 100 ms, from the threads' samples every 100 ms around it:");
            shares[0].gapLines().forEach(System.out::println);
        }
        int after = Math.max(1, shares[0].seconds() - WARM_UP_S);
        System.out.printf("CPU after the first %d s, per second: the console's threads %d ms (FX thread %d ms)%s%n",
                WARM_UP_S, shares[0].cpuBetween("console", WARM_UP_S, Integer.MAX_VALUE) / after, fxRest[0] / after,
                nodesPid >= 0 ? String.format(", " + what + " %d ms",
                        shares[0].cpuBetween("nodes", WARM_UP_S, Integer.MAX_VALUE) / after) : "");
        System.out.printf("heap used at each screen switch (every 15 s), MB: %s; max %d MB (of -Xmx %d MB)%n",
                String.join(" ", heapLine), heapMax[0] >> 20, Runtime.getRuntime().maxMemory() >> 20);
    }

    /**
     * Fills the login form and asks for the login, as the operator does (the login waits for the session if it is
     * not open yet); returns whether the form was there.
     */
    private static boolean logIn(Scene scene) {
        if (!(scene.lookup("#login-name") instanceof TextInputControl name)) {
            return false;
        }
        name.setText(USER);
        ((TextInputControl) scene.lookup("#login-password")).setText(PASSWORD);
        ((ButtonBase) scene.lookup("#login-button")).fire();
        return true;
    }

    /** The machine's load average over 1, 5 and 15 minutes, as {@code /proc/loadavg} gives it (Linux). */
    private static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).trim().split(" ");
            return f[0] + ", " + f[1] + ", " + f[2];
        } catch (java.io.IOException | RuntimeException e) {
            return "not readable here";
        }
    }

    private static void report(long[] g, long seconds) {
        if (g.length == 0) {
            System.out.printf("  no pulses (a run of at most %d s)%n", WARM_UP_S);
            return;
        }
        Arrays.sort(g);
        long over100 = Arrays.stream(g).filter(x -> x > 100_000_000L).count();
        long over50 = Arrays.stream(g).filter(x -> x > 50_000_000L).count();
        System.out.printf("  pulses %d over %d s: gap p50 %.1f ms, p99 %.1f ms, p99.9 %.1f ms, max %.1f ms;"
                        + " gaps > 50 ms: %d, > 100 ms: %d%n", g.length, seconds, ms(g, 0.5), ms(g, 0.99),
                ms(g, 0.999), g[g.length - 1] / 1e6, over50, over100);
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) (q * sorted.length))] / 1e6;
    }
}
