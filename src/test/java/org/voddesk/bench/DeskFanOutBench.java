package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.PlaybackStarted;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.store.Store;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * Several desks on one control server: 200 demo nodes playing 25 sessions each (5,000) in a process of their own
 * ({@link DemoNodesProcess}), a control server over them, and {@code N} headless consoles ({@link Desk}: a
 * {@code RemoteControl} over TLS on 127.0.0.1, each with its own login and event stream).
 *
 * <p>{@code apart} (the default): the server is {@code voddesk server} in a process of its own ({@link ServerProcess});
 * each console reaches it through a {@link CountingRelay}. It measures the server's CPU and the bytes a second sent to
 * each console with 0, 1, 2, 5 and 10 consoles ({@link Scaling}), then, with all {@code N}, changes made at one desk
 * and seen at the others ({@link FanOut}), and the playback requests' acknowledgements at their desk.
 *
 * <p>{@code inprocess}: the server runs in this JVM over a {@code LocalControl} wired as {@code ControlLatencyBench}
 * wires it; with the {@code N} consoles connected (directly, no relay), playback requests alternate between the
 * control in process and a remote desk, to compare their acknowledgements; then the same {@link FanOut}.
 *
 * <p>Usage: {@code DeskFanOutBench [consoles] [changes] [window seconds] [apart|inprocess]} (default 10 300 40 apart);
 * run with {@code mvn -q -B -o exec:exec@jmh -Dbench.main=org.voddesk.bench.DeskFanOutBench -Djmh.args="10 300 40"}.
 */
public final class DeskFanOutBench {
    private static final int NODES = 200;
    private static final int PER_NODE = 25;
    private static final String PASSWORD = "desk-password";
    private static final Duration PACE = Duration.ofMillis(400);
    private static final Duration SETTLE = Duration.ofSeconds(10);

    private DeskFanOutBench() {
    }

    public static void main(String[] args) throws Exception {
        int consoles = args.length > 0 ? Integer.parseInt(args[0]) : 10;
        int changes = args.length > 1 ? Integer.parseInt(args[1]) : 300;
        Duration window = Duration.ofSeconds(args.length > 2 ? Integer.parseInt(args[2]) : 40);
        boolean apart = args.length <= 3 || !args[3].equals("inprocess");
        Path dir = Files.createTempDirectory("voddesk-desks");
        Path db = dir.resolve("server.db");
        Clock clock = Clock.systemUTC();
        System.out.printf("load average at the start: %s%n", ProcessCpu.loadAverage());
        ServedCluster.supervisors(db, java.util.stream.IntStream.rangeClosed(1, consoles + 1)
                .mapToObj(DeskFanOutBench::name).toList(), PASSWORD);
        long t0 = System.nanoTime();
        try (DemoNodesProcess nodes = DemoNodesProcess.start(NODES, PER_NODE, dir)) {
            System.out.printf("%d demo nodes up in %.1f s (pid %d)%n", NODES, (System.nanoTime() - t0) / 1e9,
                    nodes.pid());
            if (apart) {
                try (ServerProcess server = ServerProcess.start(dir.resolve(DemoNodesProcess.CLUSTER_FILE), db, dir, serverOptions())) {
                    System.out.printf("voddesk server pid %d listening on %s%n", server.pid(), server.address());
                    apart(server, new KnownServers(dir.resolve("known_servers")), consoles, changes, window);
                }
            } else {
                inProcess(nodes, db, dir, consoles, changes, clock);
            }
        }
        System.out.printf("load average at the end: %s%n", ProcessCpu.loadAverage());
        System.exit(0);
    }

    /** -Dbench.serverJvm="...": more JVM options for the server's process (a flight recording), split at spaces. */
    private static List<String> serverOptions() {
        String more = System.getProperty("bench.serverJvm", "").trim();
        return more.isEmpty() ? List.of() : List.of(more.split(" +"));
    }

    static String name(int i) {
        return "desk-" + i;
    }

    private static void apart(ServerProcess server, KnownServers known, int consoles, int changes, Duration window)
            throws Exception {
        long t0 = System.nanoTime();
        List<Desk> desks = new ArrayList<>();
        try (Desk first = Desk.open(name(1), PASSWORD.toCharArray(), server.address(), server.fingerprint(), known,
                true)) {
            awaitSettled(first);
        }
        System.out.printf("the server's cluster settled %.1f s after it listened%n", (System.nanoTime() - t0) / 1e9);
        if (!known.fingerprintsOf(server.address()).contains(server.fingerprint())) {
            known.accept(server.address(), server.fingerprint()); // the commander's connection, without a relay
        }
        try (Commander commander = new Commander(server.address(), known, name(consoles + 1), PASSWORD)) {
            Scaling scaling = new Scaling(server::cpuNanos, server::residentMib, commander);
            System.out.println("warm-up window, not counted:");
            System.out.println(scaling.window(desks, window, true));
            System.out.println(Scaling.head());
            for (int n : new int[] {0, 1, 2, 5, 10}) {
                if (n > consoles) {
                    break;
                }
                while (desks.size() < n) {
                    desks.add(Desk.open(name(desks.size() + 1), PASSWORD.toCharArray(), server.address(),
                            server.fingerprint(), known, true));
                }
                Thread.sleep(SETTLE.toMillis());
                System.out.println(scaling.window(desks, window, false));
                System.out.println(scaling.window(desks, window, true));
            }
            while (desks.size() < consoles) {
                desks.add(Desk.open(name(desks.size() + 1), PASSWORD.toCharArray(), server.address(),
                        server.fingerprint(), known, true));
            }
            fanOut(desks, changes, server::cpuNanos);
            FanOutReport.streams(desks);
            desks.forEach(Desk::close);
            desks.clear();
            Thread.sleep(SETTLE.toMillis());
            System.out.println("again with no console:");
            System.out.println(scaling.window(desks, window, false));
            System.out.println(scaling.window(desks, window, true));
            System.out.printf("server RSS at the end: %d MiB; its GC log: %s%n", server.residentMib(),
                    server.gcLog());
        } finally {
            desks.forEach(Desk::close);
        }
    }

    private static void inProcess(DemoNodesProcess nodes, Path db, Path dir, int consoles, int changes, Clock clock)
            throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(NODES);
        ExecutorService commands = Executors.newFixedThreadPool(16);
        ExecutorService work = Executors.newFixedThreadPool(4);
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
        ExecutorService events = Executors.newSingleThreadExecutor();
        List<Desk> desks = new ArrayList<>();
        try (Store store = Store.open(db);
             ClusterClient client = ClusterClient.open(nodes.file(), SshSettings.DEFAULT, PollSettings.DEFAULT,
                     PassphraseProvider.NONE, pool, commands, clock);
             LocalControl control = LocalControl.create(client, store, StoredSettings.of(SettingsRules.DEFAULT), loop,
                     work, events, clock);
             ControlServer server = ControlServer.start(control, new ReportService(store, work,
                     ReportSettings.of("bench"), AlarmSource.NOT_RECORDED), ServerIdentity.besideDatabase(db, clock),
                     ServerSettings.on(new ServerAddress("127.0.0.1", 0), "bench"), clock)) {
            control.start();
            KnownServers known = new KnownServers(dir.resolve("known_servers"));
            for (int i = 1; i <= consoles; i++) {
                desks.add(Desk.open(name(i), PASSWORD.toCharArray(), server.address(), server.fingerprint(), known,
                        false));
            }
            awaitSettled(desks.get(0));
            Principal local = control.loginAsync(name(consoles + 1), PASSWORD.toCharArray(), "bench").join().value();
            acknowledgements(control, local, desks.get(0), changes / 3, clock);
            fanOut(desks, changes, null);
            FanOutReport.streams(desks);
            desks.forEach(Desk::close);
            desks.clear();
        } finally {
            desks.forEach(Desk::close);
            loop.shutdownNow();
            events.shutdownNow();
            work.shutdownNow();
            commands.shutdownNow();
            pool.shutdownNow();
        }
    }

    /** Playback requests alternating between the control in process and {@code desk}, one every 400 ms. */
    private static void acknowledgements(LocalControl control, Principal local, Desk desk, int each, Clock clock)
            throws InterruptedException {
        long[] inProcess = new long[each];
        long[] remote = new long[each];
        for (int i = 0; i < 2 * each; i++) {
            boolean here = i % 2 == 0;
            String camera = String.format(Locale.ROOT, "cam-%03d", 1 + i % 80);
            long begin = clock.millis() - Duration.ofHours(2).toMillis() - i * 1_000L;
            long sent = System.nanoTime();
            CommandResult<PlaybackStarted> r = here
                    ? control.requestPlaybackAsync(local, camera, begin, 1, Quality.MAIN).join()
                    : desk.control().requestPlaybackAsync(desk.user(), camera, begin, 1, Quality.MAIN).join();
            (here ? inProcess : remote)[i / 2] = System.nanoTime() - sent;
            if (!r.ok()) {
                System.out.println("  not started: " + r.message());
            }
            Thread.sleep(PACE.toMillis());
        }
        System.out.printf("load average after the acknowledgements: %s%n", ProcessCpu.loadAverage());
        line("playback request -> acknowledged, in process", inProcess);
        line("playback request -> acknowledged, from a remote desk (TLS on 127.0.0.1)", remote);
    }

    private static void fanOut(List<Desk> desks, int changes, java.util.function.LongSupplier serverCpu)
            throws InterruptedException {
        String load = ProcessCpu.loadAverage();
        long[] bytes0 = desks.stream().mapToLong(Desk::bytesIn).toArray();
        long cpu0 = serverCpu == null ? 0 : serverCpu.getAsLong();
        long t0 = System.nanoTime();
        FanOut fanOut = new FanOut(desks);
        List<FanOut.Change> made = fanOut.run(changes, PACE, Duration.ofSeconds(3));
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("%d changes at %d desks, one every %d ms, over %.0f s; load average %s -> %s%n", made.size(),
                desks.size(), PACE.toMillis(), seconds, load, ProcessCpu.loadAverage());
        long bytes = 0;
        for (int i = 0; i < desks.size(); i++) {
            bytes += desks.get(i).bytesIn() - bytes0[i];
        }
        if (serverCpu != null) {
            System.out.printf("meanwhile: server CPU %.1f ms/s, %,.0f bytes/s to each console (mean)%n",
                    (serverCpu.getAsLong() - cpu0) / 1e6 / seconds, bytes / seconds / desks.size());
        }
        FanOutReport.print(fanOut, made, desks);
    }

    private static void awaitSettled(Desk desk) throws InterruptedException {
        for (int i = 0; i < 1200; i++) {
            ClusterSnapshot s = desk.snapshot();
            if (s.nodes().size() == NODES && s.sessions().size() >= NODES * PER_NODE
                    && !s.recordings().cameraIds().isEmpty() && s.nodes().values().stream()
                    .allMatch(n -> n.health() == NodeHealth.OK)) {
                return;
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the cluster did not settle in 10 minutes");
    }

    static void line(String what, long[] nanos) {
        if (nanos.length == 0) {
            System.out.printf("%s: no samples%n", what);
            return;
        }
        long[] s = nanos.clone();
        Arrays.sort(s);
        System.out.printf(Locale.ROOT, "%s: n %d, p50 %.1f ms, p95 %.1f ms, p99 %.1f ms, max %.1f ms%n", what,
                s.length, ms(s, 0.5), ms(s, 0.95), ms(s, 0.99), s[s.length - 1] / 1e6);
    }

    private static double ms(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.floor(q * sorted.length))] / 1e6;
    }
}
