package org.voddesk.cli.sample;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.control.moves.RmtsReHomer;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCatalogue;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.Store;

/**
 * Writes the sample history for reports ({@code sample-data/sample-history.db}): one day of the 5-node demo cluster
 * (the nodes {@code voddesk console --demo} runs, served over SSH on loopback) run by the real control loop in
 * virtual time. The loop polls every 10 simulated seconds, places the operators' requests ({@link Operators}),
 * plans migrations that a supervisor approves, rejects or lets expire ({@link Supervisor}), raises and clears
 * alarms, and re-homes the sessions of vod-5, which is down from 16:20 to 16:50 local time. Everything is written by
 * the store's own code as the console writes it. The traffic is seeded; the day takes some minutes of real time.
 *
 * <p>Run: {@code mvn -q compile exec:java -Dexec.mainClass=org.voddesk.cli.sample.SampleDay
 * -Dexec.args="sample-data/sample-history.db 2026-11-28 Europe/Berlin"} (the file must not exist yet).
 */
public final class SampleDay {
    static final Duration POLL = Duration.ofSeconds(10);
    static final long SEED = 20261128L;
    static final String DOWN_NODE = "vod-5";
    private static final Logger LOG = LoggerFactory.getLogger(SampleDay.class);
    private static final char[] PASSWORD = "sample-history".toCharArray();

    private SampleDay() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3 && args.length != 4) {
            System.err.println("usage: SampleDay FILE YYYY-MM-DD ZONE [HOURS (a shorter run, to try it)]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        if (Files.exists(file)) {
            System.err.println(file + " exists; the sample history is written into a new file");
            System.exit(1);
        }
        write(file, LocalDate.parse(args[1]), ZoneId.of(args[2]), args.length == 4 ? Integer.parseInt(args[3]) : 24);
        System.exit(0); // the SSH libraries leave non-daemon threads behind
    }

    /**
     * Runs the day {@code date} of {@code zone} (its first {@code hours}, 24 for all of it) and writes its history into
     * the new database {@code file}.
     */
    static void write(Path file, LocalDate date, ZoneId zone, int hours) throws Exception {
        long from = date.atStartOfDay(zone).toInstant().toEpochMilli();
        long to = Math.min(date.plusDays(1).atStartOfDay(zone).toInstant().toEpochMilli(), from + hours * 3_600_000L);
        VirtualClock clock = new VirtualClock(from, zone);
        Path keys = Files.createTempDirectory("voddesk-sample-keys");
        ExecutorService pool = Executors.newFixedThreadPool(5);
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
        try (DemoCluster cluster = DemoCluster.start(DemoClusterConfig.of(5).withSeed(SEED), clock);
             ClusterClient client = ClusterClient.open(DemoClusterFiles.describe(cluster, keys.resolve("keys")),
                     SshSettings.DEFAULT.withBackoff(Duration.ofMillis(1), Duration.ofMillis(2)),
                     PollSettings.DEFAULT, PassphraseProvider.NONE, pool, clock);
             Store store = Store.open(file)) {
            AtomicLong ids = new AtomicLong();
            ControlSettings settings = SettingsRules.DEFAULT.withIntervals(POLL, Duration.ofSeconds(30));
            try (LocalControl control = new LocalControl(client, store, StoredSettings.of(settings), loop, Runnable::run, clock,
                    new SplittableRandom(SEED), new RmtsReHomer(), () -> String.format("s-%06d",
                    ids.incrementAndGet()))) {
                run(control, store, cluster, clock, from, to, zone);
            }
            describeNodes(store, cluster);
        } finally {
            loop.shutdownNow();
            pool.shutdownNow();
            try (var paths = Files.walk(keys)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static void run(LocalControl control, Store store, DemoCluster cluster, VirtualClock clock, long from,
                            long to, ZoneId zone) throws Exception {
        Principal boss = user(control, store, "supervisor", Role.SUPERVISOR, from);
        List<Principal> ops = List.of(user(control, store, "anna", Role.OPERATOR, from),
                user(control, store, "ben", Role.OPERATOR, from), user(control, store, "chloe", Role.OPERATOR, from),
                user(control, store, "dev", Role.OPERATOR, from));
        SplittableRandom random = new SplittableRandom(SEED);
        Operators operators = new Operators(control, ops, DemoCatalogue.standard().cameraIds(), random.split());
        Supervisor supervisor = new Supervisor(control, boss, random.split());
        long downAt = from + Duration.ofMinutes(16 * 60 + 20).toMillis();
        long upAt = from + Duration.ofMinutes(16 * 60 + 50).toMillis();
        long started = System.nanoTime();
        for (long t = from; t < to; t += POLL.toMillis()) {
            clock.set(t);
            double hour = (t - from) / 3_600_000.0;
            if (t == downAt) {
                cluster.kill(DOWN_NODE);
            } else if (t == upAt) {
                cluster.revive(DOWN_NODE);
            }
            control.tick();
            operators.step(t, hour, POLL.toMillis());
            if ((t - from) % 60_000 == 0) {
                supervisor.step(t);
            }
            if ((t - from) % 3_600_000 == 0) {
                LOG.info("sample day at {} ({} s of real time): {}", java.time.Instant.ofEpochMilli(t).atZone(zone)
                        .toLocalTime(), (System.nanoTime() - started) / 1_000_000_000, operators.totals());
            }
        }
        LOG.info("sample day done: {}", operators.totals());
    }

    private static Principal user(LocalControl control, Store store, String name, Role role, long now) {
        store.users().create(name, role, PASSWORD.clone(), now);
        return control.login(name, PASSWORD.clone()).value();
    }

    /**
     * The nodes as a reader of the file should see them: the demo's loopback ports and key directory change with
     * every run, so the stored rows name the ports {@code demo-nodes --port 2201} would use and no key file.
     */
    private static void describeNodes(Store store, DemoCluster cluster) {
        List<org.voddesk.demo.DemoEndpoint> endpoints = cluster.endpoints();
        for (int i = 0; i < endpoints.size(); i++) {
            var e = endpoints.get(i);
            store.nodes().save(new NodeConfig(e.name(), e.host(), 2201 + i, cluster.config().user(),
                    "~/.voddesk/demo-keys/id_ed25519", e.bandwidthBps(), null, cluster.config().agent()));
        }
    }
}
