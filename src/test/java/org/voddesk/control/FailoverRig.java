package org.voddesk.control;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;

/**
 * A console's control loop in real time (system clock, its own schedule, the default SSH and poll settings) over a
 * demo cluster on loopback, for failover tests and the failover benchmark: it records every event with the
 * monotonic time it arrived.
 */
public final class FailoverRig implements AutoCloseable {
    /** An event and {@link System#nanoTime()} when it arrived. */
    public record Seen(long nanos, ControlEvent event) {
    }

    public final DemoCluster cluster;
    public final Control control;
    public final List<Seen> events = new CopyOnWriteArrayList<>();
    private final ClusterClient client;
    private final Store store;
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();

    public FailoverRig(Path dir, int nodes, int sessionsPerNode, Duration pollInterval) throws Exception {
        Clock clock = Clock.systemUTC();
        cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withSessionsPerNode(sessionsPerNode).withNoise(false),
                clock);
        client = ClusterClient.open(DemoClusterFiles.describe(cluster, dir.resolve("keys")), SshSettings.DEFAULT,
                PollSettings.DEFAULT, PassphraseProvider.NONE, pool, clock);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        ControlSettings settings = ControlSettings.DEFAULT.withIntervals(pollInterval,
                pollInterval.compareTo(Duration.ofSeconds(30)) > 0 ? pollInterval : Duration.ofSeconds(30));
        control = Control.create(client, store, StoredSettings.of(settings), loop, Runnable::run, clock);
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

    /** When the last of {@code count} re-homings from {@code node} after {@code sinceNanos} arrived, or -1. */
    public long reHomedAt(String node, long sinceNanos, int count) {
        List<Seen> moves = events.stream().filter(s -> s.nanos() >= sinceNanos
                && s.event() instanceof ControlEvent.SessionReHomed r && r.from().equals(node)).toList();
        return moves.size() >= count ? moves.get(count - 1).nanos() : -1;
    }

    @Override
    public void close() {
        control.close();
        loop.shutdownNow();
        client.close();
        pool.shutdownNow();
        store.close();
        cluster.close();
    }
}
