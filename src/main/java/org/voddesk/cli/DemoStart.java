package org.voddesk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.camera.CameraCsv;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.DemoKeyFolders;
import org.voddesk.demo.DemoNode;
import org.voddesk.demo.PlayOrder;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleSession;

/**
 * {@code console --demo}: the embedded demo cluster (5 simulated nodes on loopback) against a database of its
 * own, so demo nodes never enter the real one. It seeds the demo accounts, and the nodes start with some
 * playback already running; the first node carries extra fast sessions (someone reviewing a camera wall at 4x),
 * a load skew that the migration planner answers with a plan within its first planning passes.
 */
final class DemoStart {
    static final int NODES = 5;
    /** What the login form says while the demo starts (one line on the form). */
    static final String STARTING = "Starting the demo cluster (" + NODES + " nodes)...";
    static final int SESSIONS_PER_NODE = 4;
    /** Extra sessions on the first node, at {@link #SKEW_RATE}: enough to make it the one to relieve. */
    static final int SKEW_SESSIONS = 30;
    static final double SKEW_RATE = 4;
    /** The demo cameras' names and sites, on the class path. */
    static final String CAMERAS = "/org/voddesk/demo/cameras.csv";
    private static final Logger LOG = LoggerFactory.getLogger(DemoStart.class);
    /** What the demo's session is called (its reports' title). */
    static final String LABEL = "demo cluster, " + NODES + " nodes";

    private DemoStart() {
    }

    /** The demo's database when no {@code --db} is given: {@code ~/.voddesk/demo.db}, never the real one. */
    static Path defaultDb(Path home) {
        return home.resolve(".voddesk").resolve("demo.db");
    }

    /**
     * Starts the demo cluster and opens the console's session on it, seeding {@link ConsoleStartup#demoAccounts}.
     * The two halves run side by side: the demo cluster (its SSH servers, key files and the client set up on them)
     * on a short-lived thread of its own, the store (migrations, the lease, then the accounts with their
     * {@linkplain ConsoleStartup#demoHashes hashes made beforehand} and the cameras) on the caller's; the control
     * starts once both are done. A failure of either is thrown once both have finished (the demo's first), and
     * everything either opened is closed.
     */
    static ConsoleSession open(Path db, Clock clock) throws Exception {
        ConsoleStartup.Closer closer = new ConsoleStartup.Closer();
        ExecutorService side = Executors.newSingleThreadExecutor(ConsoleStartup.daemon("voddesk-demo-start"));
        Future<ClusterClient> demo = side.submit(() -> startCluster(clock, closer));
        try {
            ConsoleStartup.OpenStore store = openStore(db, clock, closer, demo);
            return ConsoleStartup.start(demo.get(), store, clock, LABEL, closer);
        } catch (ExecutionException e) {
            closer.close();
            throw cause(e);
        } catch (Exception | Error e) {
            demo.cancel(true);
            closer.close();
            throw e;
        } finally {
            side.shutdown();
        }
    }

    /** The store half; when it fails, the demo half is waited for first so that its failure is the one shown. */
    private static ConsoleStartup.OpenStore openStore(Path db, Clock clock, ConsoleStartup.Closer closer,
                                                      Future<ClusterClient> demo) throws Exception {
        try {
            return ConsoleStartup.openStore(db, clock, store -> seed(store, clock), closer);
        } catch (Exception e) {
            demo.get();
            throw e;
        }
    }

    /** The demo half: the cluster, its key files and the client set up on them (no connection made yet). */
    private static ClusterClient startCluster(Clock clock, ConsoleStartup.Closer closer) throws IOException {
        return ConsoleStartup.openClient(startNodes(clock, closer), clock, closer);
    }

    /**
     * The demo's nodes, started with their skew, and the cluster file that describes them (its keys in a folder of
     * their own); {@code closer} stops the nodes and deletes the folder. Also {@code voddesk server --demo}'s.
     */
    static ClusterFile startNodes(Clock clock, ConsoleStartup.Closer closer) throws IOException {
        DemoCluster cluster = closer.add(DemoCluster.start(DemoClusterConfig.of(NODES)
                .withSessionsPerNode(SESSIONS_PER_NODE), clock));
        Path keys = DemoKeyFolders.create(Path.of(System.getProperty("java.io.tmpdir")));
        closer.deleteOnClose(keys);
        ClusterFile file = DemoClusterFiles.describe(cluster, keys);
        skew(cluster.node(DemoClusterConfig.nodeName(0)), clock);
        return file;
    }

    /** The demo's accounts and camera names, into a demo database (what is there already is kept). */
    static void seed(Store store, Clock clock) {
        ConsoleStartup.seedAccounts(store, ConsoleStartup.demoAccounts(), ConsoleStartup.demoHashes(), clock);
        seedCameras(store);
    }

    private static Exception cause(ExecutionException e) {
        Throwable cause = e.getCause();
        if (cause instanceof Error error) {
            throw error;
        }
        return cause instanceof Exception ex ? ex : e;
    }

    /**
     * Names and sites of the demo's 80 cameras ({@code sample-data/cameras.csv}, packaged as {@link #CAMERAS}) into
     * the catalogue, so the Cameras screen finds them by name or site. Cameras already stored are kept as they are
     * (a supervisor may have renamed them); an unreadable resource is logged and the catalogue learns bare ids from
     * the nodes instead.
     */
    static void seedCameras(Store store) {
        try (InputStream in = DemoStart.class.getResourceAsStream(CAMERAS)) {
            if (in == null) {
                LOG.warn("{} is not packaged; demo cameras are named by their ids", CAMERAS);
                return;
            }
            CameraCsv.Parsed parsed = CameraCsv.read(new InputStreamReader(in, StandardCharsets.UTF_8), CAMERAS);
            if (!parsed.ok()) {
                LOG.warn("{} was not used: {}", CAMERAS, parsed.problems());
                return;
            }
            List<Camera> named = parsed.cameras().stream().filter(c -> store.cameras().find(c.id())
                    .map(DemoStart::learnedOnly).orElse(true)).toList();
            store.cameras().saveAll(named);
            LOG.info("{} demo cameras named", named.size());
        } catch (IOException e) {
            LOG.warn("{} could not be read; demo cameras are named by their ids", CAMERAS, e);
        }
    }

    private static boolean learnedOnly(Camera c) {
        return c.name().equals(c.id()) && c.site() == null;
    }

    /** Fast sessions on {@code node}, started on the node as if by another console (the poll discovers them). */
    private static void skew(DemoNode node, Clock clock) {
        List<String> cameras = node.catalogue().cameraIds();
        long begin = node.catalogue().recordedStart(clock.millis()) + 60_000;
        for (int i = 0; i < SKEW_SESSIONS; i++) {
            node.play(new PlayOrder(node.name() + "-wall-" + (i + 1), cameras.get(i % cameras.size()),
                    begin + i * 600_000L, begin + i * 600_000L, SKEW_RATE, Quality.MAIN));
        }
    }
}
