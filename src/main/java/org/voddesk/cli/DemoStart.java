package org.voddesk.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.camera.CameraCsv;
import org.voddesk.core.Camera;
import org.voddesk.core.Quality;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.DemoNode;
import org.voddesk.demo.PlayOrder;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleSession;

/**
 * {@code console --demo}: the embedded demo cluster (5 simulated nodes on loopback) against a database of its
 * own, so demo nodes never enter the real one. It seeds the demo accounts, and the nodes start with some
 * playback already running; the first node carries extra fast sessions (someone reviewing a camera wall at 4x),
 * a load skew that the migration planner answers with a proposal within its first planning passes.
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

    private DemoStart() {
    }

    /** The demo's database when no {@code --db} is given: {@code ~/.voddesk/demo.db}, never the real one. */
    static Path defaultDb(Path home) {
        return home.resolve(".voddesk").resolve("demo.db");
    }

    /** Starts the demo cluster and opens the console's session on it, seeding {@link ConsoleStartup#demoAccounts}. */
    static ConsoleSession open(Path db, Clock clock) throws Exception {
        ConsoleStartup.Closer closer = new ConsoleStartup.Closer();
        try {
            DemoCluster cluster = closer.add(DemoCluster.start(DemoClusterConfig.of(NODES)
                    .withSessionsPerNode(SESSIONS_PER_NODE), clock));
            Path keys = Files.createTempDirectory("voddesk-demo-keys");
            closer.deleteOnClose(keys);
            ClusterFile file = DemoClusterFiles.describe(cluster, keys);
            skew(cluster.node(DemoClusterConfig.nodeName(0)), clock);
            return ConsoleStartup.open(file, db, clock, "demo cluster, " + NODES + " nodes",
                    store -> {
                        ConsoleStartup.seedAccounts(store, ConsoleStartup.demoAccounts(), clock);
                        seedCameras(store);
                    }, closer);
        } catch (Exception e) {
            closer.close();
            throw e;
        }
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
            store.cameras().saveAll(parsed.cameras().stream().filter(c -> store.cameras().find(c.id())
                    .map(DemoStart::learnedOnly).orElse(true)).toList());
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
