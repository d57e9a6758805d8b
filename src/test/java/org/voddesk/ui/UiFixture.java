package org.voddesk.ui;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.Control;
import org.voddesk.control.ControlSettings;
import org.voddesk.control.Principal;
import org.voddesk.control.StoredSettings;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.ManualClock;

/**
 * A real {@link Control} for UI tests: demo nodes on loopback, a store in a temporary directory (fast password
 * hashing), a manual clock, events delivered on the loop thread. The loop is not started: {@link #round}
 * advances the clock and folds one poll, so a test decides when the cluster changes.
 */
public final class UiFixture implements AutoCloseable {
    public static final char[] PASSWORD = "correct horse".toCharArray();

    public final ManualClock clock = new ManualClock(Instant.parse("2026-11-28T10:00:00Z"));
    public final DemoCluster cluster;
    public final Store store;
    public final Control control;
    private final ClusterClient client;
    private final ExecutorService pool;
    private final ScheduledExecutorService loop = new ScheduledThreadPoolExecutor(1);

    /** @param sessionsPerNode sessions each demo node plays from the start */
    public UiFixture(Path dir, int nodes, int sessionsPerNode) throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(nodes).withNoise(false).withSessionsPerNode(sessionsPerNode),
                clock);
        ClusterFile files = DemoClusterFiles.describe(cluster, dir.resolve("keys"));
        pool = Executors.newFixedThreadPool(Math.min(64, nodes));
        client = ClusterClient.open(files, SshSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10),
                        Duration.ofSeconds(10)),
                PollSettings.DEFAULT.withTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(30)),
                PassphraseProvider.NONE, pool, clock);
        store = Store.open(dir.resolve("voddesk.db"),
                StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS));
        control = Control.create(client, store, StoredSettings.of(ControlSettings.DEFAULT), loop, Runnable::run,
                clock);
    }

    /** The clock moves one poll interval and a round is folded. */
    public void round() {
        clock.advance(Duration.ofSeconds(5));
        control.tick();
    }

    /** A user with {@link #PASSWORD}, logged in through the control layer. */
    public Principal user(String name, Role role) {
        store.users().create(name, role, PASSWORD.clone(), clock.millis());
        return control.login(name, PASSWORD.clone()).value();
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
