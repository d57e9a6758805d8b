package org.voddesk.cli;

import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
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

    /** What the window opens (tests call it with their own home directory). */
    ConsoleStart start(Path home, Clock clock) {
        if (demo) {
            Path file = db != null ? db : DemoStart.defaultDb(home);
            return new ConsoleStart("VodDesk - demo cluster", null, DemoStart.STARTING, ConsoleStartup.demoAccounts(),
                    () -> DemoStart.open(file, clock));
        }
        Path file = db != null ? db : home.resolve(".voddesk").resolve("voddesk.db");
        if (cluster != null) {
            return new ConsoleStart("VodDesk", null, "Importing " + cluster.getFileName() + ", connecting...",
                    List.of(), () -> ConsoleStartup.imported(cluster, file, clock));
        }
        if (!hasStoredNodes(file)) {
            Path demoDb = DemoStart.defaultDb(home);
            return new ConsoleStart("VodDesk", "No cluster is configured in " + file + ". Start on the embedded "
                    + "demo cluster (5 simulated nodes, its own database " + demoDb + ")? To connect a real "
                    + "cluster, quit and run: voddesk console --cluster FILE",
                    DemoStart.STARTING, ConsoleStartup.demoAccounts(), () -> DemoStart.open(demoDb, clock));
        }
        return new ConsoleStart("VodDesk", null, "Connecting to the stored nodes...", List.of(),
                () -> ConsoleStartup.stored(file, clock));
    }

    private static boolean hasStoredNodes(Path file) {
        if (!java.nio.file.Files.exists(file)) {
            return false;
        }
        try (Store store = Store.open(file)) {
            return !store.nodes().all().isEmpty();
        }
    }
}
