package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.core.NodeConfig;
import org.voddesk.files.PrivateFiles;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.cluster.ClusterFileException;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleLauncher;
import org.voddesk.ui.ConsoleStart;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code voddesk console}: the desktop console. {@code --demo} runs it on the embedded demo cluster with a
 * database of its own; {@code --cluster FILE} imports that cluster file and connects; plain {@code console}
 * connects the nodes stored in the database, and with none stored offers the demo.
 */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = "Run the desktop console (on the embedded demo cluster with --demo).")
public final class ConsoleCommand implements Callable<Integer> {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleCommand.class);

    @Option(names = "--demo", description = "Run on the embedded demo cluster, with its own database "
            + "(default ~/.voddesk/demo.db) and demo accounts.")
    boolean demo;

    @Option(names = "--db", paramLabel = "FILE",
            description = "SQLite database (default: ~/.voddesk/voddesk.db; with --demo ~/.voddesk/demo.db).")
    Path db;

    @Option(names = "--cluster", paramLabel = "FILE", description = "Cluster file (YAML) to import and connect to.")
    Path cluster;

    @Override
    public Integer call() throws Exception {
        if (demo && cluster != null) {
            throw new picocli.CommandLine.ParameterException(new picocli.CommandLine(this),
                    "--demo and --cluster exclude each other: the demo runs its own nodes");
        }
        return ConsoleLauncher.run(start(Paths.get(System.getProperty("user.home")), Clock.systemUTC()));
    }

    /**
     * What the window opens (tests call it with their own home directory). It refuses, before any window, a
     * database or a private key that others may write ({@link LooseModes}); the console's own folder
     * {@code ~/.voddesk} is made 0700 when the console uses it.
     */
    ConsoleStart start(Path home, Clock clock) {
        if (db == null) {
            ownFolder(home.resolve(".voddesk"));
        }
        if (demo) {
            Path file = db != null ? db : DemoStart.defaultDb(home);
            LooseModes.refuse(file, List.of());
            return new ConsoleStart("VodDesk - demo cluster", null, DemoStart.STARTING, ConsoleStartup.demoAccounts(),
                    () -> DemoStart.open(file, clock));
        }
        Path file = db != null ? db : home.resolve(".voddesk").resolve("voddesk.db");
        LooseModes.refuse(file, List.of());
        if (cluster != null) {
            LooseModes.refuse(file, keysOf(cluster));
            return new ConsoleStart("VodDesk", null, "Importing " + cluster.getFileName() + ", connecting...",
                    List.of(), () -> ConsoleStartup.imported(cluster, file, clock));
        }
        List<NodeConfig> stored = storedNodes(file);
        if (stored.isEmpty()) {
            Path demoDb = DemoStart.defaultDb(home);
            LooseModes.refuse(demoDb, List.of());
            return new ConsoleStart("VodDesk", "No cluster is configured in " + file + ". Start on the embedded "
                    + "demo cluster (5 simulated nodes, its own database " + demoDb + ")? To connect a real "
                    + "cluster, quit and run: voddesk console --cluster FILE",
                    DemoStart.STARTING, ConsoleStartup.demoAccounts(), () -> DemoStart.open(demoDb, clock));
        }
        LooseModes.refuse(file, stored);
        return new ConsoleStart("VodDesk", null, "Connecting to the stored nodes...", List.of(),
                () -> ConsoleStartup.stored(file, clock));
    }

    /** The nodes of the cluster file, for their keys; none when it cannot be read (the start then says why). */
    private static List<NodeConfig> keysOf(Path clusterFile) {
        try {
            return ClusterFile.read(clusterFile).nodes();
        } catch (ClusterFileException e) {
            return List.of();
        }
    }

    /** Makes the console's folder 0700; when it cannot, the database's own opening says why. */
    private static void ownFolder(Path dir) {
        try {
            PrivateFiles.ownFolder(dir);
        } catch (IOException e) {
            LOG.warn("{} could not be made readable by its owner only: {}", dir, e.toString());
        }
    }

    private static List<NodeConfig> storedNodes(Path file) {
        if (!java.nio.file.Files.exists(file)) {
            return List.of();
        }
        try (Store store = Store.open(file)) {
            return store.nodes().all();
        }
    }
}
