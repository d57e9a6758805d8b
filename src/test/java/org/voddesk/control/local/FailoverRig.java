package org.voddesk.control.local;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.ClusterSnapshot;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlEvent;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * A console's control loop in real time (system clock, its own schedule, the default SSH and poll settings) over
 * nodes on loopback (a demo cluster, or OpenSSH servers), for failover tests and the failover benchmarks: it records
 * every event with the monotonic time it arrived.
 *
 * @param <N> the nodes, whose faults the caller sets off; closed with the rig
 */
public final class FailoverRig<N extends AutoCloseable> implements AutoCloseable {
    /** An event and {@link System#nanoTime()} when it arrived. */
    public record Seen(long nanos, ControlEvent event) {
    }

    public final N cluster;
    public final LocalControl control;
    public final List<Seen> events = new CopyOnWriteArrayList<>();
    private final ClusterClient client;
    private final Store store;
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();

    /** A demo cluster of {@code nodes} nodes with {@code sessionsPerNode} sessions playing on each. */
    public static FailoverRig<DemoCluster> demo(Path dir, int nodes, int sessionsPerNode, Duration pollInterval)
            throws Exception {
        DemoCluster cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withSessionsPerNode(sessionsPerNode)
                .withNoise(false), Clock.systemUTC());
        try {
            return new FailoverRig<>(dir, cluster, DemoClusterFiles.describe(cluster, dir.resolve("keys")),
                    pollInterval);
        } catch (Exception e) {
            cluster.close();
            throw e;
        }
    }

    /** The control loop over {@code file}, the cluster file describing {@code nodes}. */
    public FailoverRig(Path dir, N nodes, ClusterFile file, Duration pollInterval) throws Exception {
        Clock clock = Clock.systemUTC();
        cluster = nodes;
        client = ClusterClient.open(file, SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool,
                clock);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        ControlSettings settings = SettingsRules.DEFAULT.withIntervals(pollInterval,
                pollInterval.compareTo(Duration.ofSeconds(30)) > 0 ? pollInterval : Duration.ofSeconds(30));
        control = LocalControl.create(client, store, StoredSettings.of(settings), loop, Runnable::run, clock);
        control.subscribe(e -> events.add(new Seen(System.nanoTime(), e)));
    }

    public void start() {
        control.start();
    }

    /** Whether every node is OK with its load measured and {@code sessions} sessions are recorded. */
    public boolean settled(int sessions) {
        ClusterSnapshot s = control.snapshot();
        return s.sessions().size() == sessions && s.nodes().values().stream()
                .allMatch(n -> n.health() == NodeHealth.OK && n.lastSample() != null);
    }

    /** Sessions the snapshot records on {@code node}. */
    public long sessionsOn(String node) {
        return control.snapshot().sessions().stream().filter(s -> s.nodeName().equals(node)).count();
    }

    /** Events of {@code type} that arrived after {@code sinceNanos}. */
    public <E extends ControlEvent> List<E> since(long sinceNanos, Class<E> type) {
        return events.stream().filter(s -> s.nanos() >= sinceNanos && type.isInstance(s.event()))
                .map(s -> type.cast(s.event())).toList();
    }

    /**
     * {@code node}'s health changes after {@code sinceNanos}, each as "+MS STATE (reason)", milliseconds after
     * {@code sinceNanos}: how a fault was seen (a benchmark prints it beside its figure).
     */
    public String healthTimeline(String node, long sinceNanos) {
        return events.stream().filter(s -> s.nanos() >= sinceNanos
                        && s.event() instanceof ControlEvent.NodeHealthChanged h && h.node().equals(node))
                .map(s -> {
                    ControlEvent.NodeHealthChanged h = (ControlEvent.NodeHealthChanged) s.event();
                    return "+" + (s.nanos() - sinceNanos) / 1_000_000 + " " + h.to()
                            + (h.reason() == null ? "" : " (" + h.reason() + ")");
                })
                .collect(java.util.stream.Collectors.joining("; "));
    }

    /** When the last of {@code count} re-homings from {@code node} after {@code sinceNanos} arrived, or -1. */
    public long reHomedAt(String node, long sinceNanos, int count) {
        List<Seen> moves = events.stream().filter(s -> s.nanos() >= sinceNanos
                && s.event() instanceof ControlEvent.SessionReHomed r && r.from().equals(node)).toList();
        return moves.size() >= count ? moves.get(count - 1).nanos() : -1;
    }

    @Override
    public void close() throws Exception {
        control.close();
        loop.shutdownNow();
        loop.awaitTermination(10, java.util.concurrent.TimeUnit.SECONDS); // its last task may still use the store
        client.close();
        pool.shutdownNow();
        store.close();
        cluster.close();
    }
}
