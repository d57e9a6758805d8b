package org.voddesk.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
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
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk console}: the desktop console. {@code --demo} runs it on the embedded demo cluster with a
 * database of its own; {@code --cluster FILE} imports that cluster file and connects; plain {@code console}
 * connects the nodes stored in the database, and with none stored offers the demo. {@code --serve HOST:PORT} also
 * serves that console's control room to other desks ({@link ServingConsole}); {@code --server HOST:PORT} makes the
 * console a desk of a control server instead, with nothing running in this process but the window
 * ({@link DeskConsole}).
 */
@Command(name = "console", mixinStandardHelpOptions = true,
        description = "Run the desktop console (on the embedded demo cluster with --demo; as a desk of a control"
                + " server with --server).")
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

    @Option(names = "--server", paramLabel = "HOST:PORT", description = "Be a desk of this control server (voddesk"
            + " server, or a console started with --serve): log in with its accounts; no loop, database or SSH key"
            + " in this process.")
    String server;

    @Option(names = "--accept-new-server-key", description = "With --server: trust the server's key on first contact"
            + " without asking (recorded in ~/.voddesk/known_servers). A changed key is refused all the same.")
    boolean acceptNewServerKey;

    @Option(names = "--tls-ca", paramLabel = "FILE", description = "With --server: trust the server's certificate when"
            + " it chains to the site's certificate authority in FILE (PEM) and names the host given, instead of by"
            + " its key's fingerprint in ~/.voddesk/known_servers.")
    Path tlsCa;

    @Option(names = "--serve", paramLabel = "HOST:PORT", description = "Also serve this console's control room to"
            + " other desks on HOST:PORT (gRPC with TLS, the key beside the database, as voddesk server).")
    String serve;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        return ConsoleLauncher.run(start(Paths.get(System.getProperty("user.home")), Clock.systemUTC()));
    }

    /**
     * What the window opens (tests call it with their own home directory). It refuses options that do not fit
     * together (exit 2), and, before any window, a database or a private key that others may write
     * ({@link LooseModes}); the console's own folder {@code ~/.voddesk} is made 0700 when the console uses it.
     */
    ConsoleStart start(Path home, Clock clock) {
        if (server != null) {
            ServerAddress address = address("--server", server);
            if (tlsCa != null) {
                if (acceptNewServerKey) {
                    throw usage("--tls-ca and --accept-new-server-key exclude each other: with --tls-ca the site's"
                            + " authority vouches for the server, and known_servers is not used");
                }
                return DeskConsole.start(address, tlsCa);
            }
            return DeskConsole.start(address, KnownServers.inHome(home), acceptNewServerKey);
        }
        if (acceptNewServerKey) {
            throw usage("--accept-new-server-key goes with --server: it trusts a control server's key");
        }
        if (tlsCa != null) {
            throw usage("--tls-ca goes with --server: it is the authority a control server's certificate must chain"
                    + " to");
        }
        if (demo && cluster != null) {
            throw usage("--demo and --cluster exclude each other: the demo runs its own nodes");
        }
        ServerAddress listen = serve == null ? null : address("--serve", serve);
        if (db == null) {
            ownFolder(home.resolve(".voddesk"));
        }
        if (demo) {
            Path file = db != null ? db : DemoStart.defaultDb(home);
            LooseModes.refuse(file, List.of());
            return served(new ConsoleStart("VodDesk - demo cluster", null, DemoStart.STARTING,
                    ConsoleStartup.demoAccounts(), () -> DemoStart.open(file, clock)), file, listen, clock);
        }
        Path file = db != null ? db : home.resolve(".voddesk").resolve("voddesk.db");
        LooseModes.refuse(file, List.of());
        if (cluster != null) {
            LooseModes.refuse(file, keysOf(cluster));
            return served(new ConsoleStart("VodDesk", null, "Importing " + cluster.getFileName() + ", connecting...",
                    List.of(), () -> ConsoleStartup.imported(cluster, file, clock)), file, listen, clock);
        }
        List<NodeConfig> stored = storedNodes(file);
        if (stored.isEmpty()) {
            Path demoDb = DemoStart.defaultDb(home);
            LooseModes.refuse(demoDb, List.of());
            return served(new ConsoleStart("VodDesk", "No cluster is configured in " + file + ". Start on the"
                    + " embedded demo cluster (5 simulated nodes, its own database " + demoDb + ")? To connect a real "
                    + "cluster, quit and run: voddesk console --cluster FILE",
                    DemoStart.STARTING, ConsoleStartup.demoAccounts(), () -> DemoStart.open(demoDb, clock)), demoDb,
                    listen, clock);
        }
        LooseModes.refuse(file, stored);
        return served(new ConsoleStart("VodDesk", null, "Connecting to the stored nodes...", List.of(),
                () -> ConsoleStartup.stored(file, clock)), file, listen, clock);
    }

    /** {@code start}, also served on {@code listen} when not null (its key beside {@code file}). */
    private ConsoleStart served(ConsoleStart start, Path file, ServerAddress listen, Clock clock) {
        if (listen == null) {
            return start;
        }
        LooseModes.refuse(ServerIdentity.keyFileOf(file));
        return ServingConsole.serving(start, file, listen, clock, out());
    }

    /** {@code text} as an address, or bad usage naming {@code option}; {@code --server} takes no other option. */
    private ServerAddress address(String option, String text) {
        if (option.equals("--server") && (demo || cluster != null || db != null || serve != null)) {
            throw usage("--server makes this console a desk of a control server, which runs the loop: --demo,"
                    + " --cluster, --db and --serve do not go with it");
        }
        try {
            return ServerAddress.parse(text);
        } catch (IllegalArgumentException e) {
            throw usage(option + ": " + e.getMessage());
        }
    }

    private PrintWriter out() {
        return spec != null ? spec.commandLine().getOut()
                : new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec != null ? spec.commandLine() : new CommandLine(this), message);
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
