package org.voddesk.cli;

import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;
import org.voddesk.control.api.Control;
import org.voddesk.files.PrivateFiles;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.report.DailyReports;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.store.Store;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.ServerIdentity;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk server}: what {@code voddesk run} runs ({@link HeadlessLoop}), and beside it the control server
 * ({@link ControlServer}) on {@code --listen}, with TLS: its own key beside the database (made at the first start,
 * {@code <db>.tls.key} and {@code .tls.crt}), or the site's ({@code --tls-cert}, {@code --tls-key}). Once it accepts
 * connections it prints {@code server listening on HOST:PORT fingerprint SHA256:...}, then the event lines as
 * {@code run} does. {@code --demo} serves the embedded demo cluster with the demo accounts, on a database of its own.
 */
@Command(name = "server", mixinStandardHelpOptions = true,
        description = "Run the control loop headless and serve it to consoles over the network (gRPC with TLS);"
                + " print each control event as one line, until interrupted.")
final class ServerCommand implements Callable<Integer> {
    @Option(names = "--cluster", paramLabel = "FILE", description = "Cluster file (YAML).")
    Path cluster;

    @Option(names = "--db", paramLabel = "FILE",
            description = "The SQLite database of the loop (with --demo, default ~/.voddesk/demo-server.db).")
    Path db;

    @Option(names = "--demo", description = "Serve the embedded demo cluster (5 simulated nodes) with the demo"
            + " accounts, on a database of its own.")
    boolean demo;

    @Option(names = "--listen", paramLabel = "HOST:PORT", defaultValue = "127.0.0.1:7443",
            description = "Where to listen (default ${DEFAULT-VALUE}; port 0: any free port).")
    String listen;

    @Option(names = "--tls-cert", paramLabel = "FILE", description = "The site's certificate (PEM, the server's"
            + " first), instead of the server's own beside the database; needs --tls-key.")
    Path tlsCert;

    @Option(names = "--tls-key", paramLabel = "FILE", description = "The key of --tls-cert (PEM, unencrypted).")
    Path tlsKey;

    @Spec
    CommandSpec spec;

    /** Where {@code ~/.voddesk} is; tests set another. */
    Path home = Path.of(System.getProperty("user.home"));

    /** Counted down to end the run: by the shutdown hook, a lost lease, or a test. */
    final CountDownLatch stop = new CountDownLatch(1);

    @Override
    public Integer call() throws Exception {
        ServerAddress address = checkedUsage();
        Clock clock = Clock.systemUTC();
        Path file = database();
        if (tlsKey != null) {
            LooseModes.refuse(tlsKey);
        }
        LooseModes.refuse(ServerIdentity.keyFileOf(file));
        ConsoleStartup.Closer closer = new ConsoleStartup.Closer();
        try {
            ClusterFile nodes;
            Consumer<Store> seed;
            String label;
            if (demo) {
                LooseModes.refuse(file, List.of());
                nodes = DemoStart.startNodes(clock, closer);
                seed = store -> DemoStart.seed(store, clock);
                label = DemoStart.LABEL;
            } else {
                nodes = ClusterFile.read(cluster);
                LooseModes.refuse(file, nodes.nodes());
                seed = store -> { };
                label = ConsoleStartup.label(cluster, nodes.nodes().size());
            }
            return new HeadlessLoop("voddesk server", stop, closer).run(nodes, file, seed,
                    (control, store, out) -> serve(control, ConsoleStartup.reports(store, label, closer,
                            WhatIfWiring.sections(WhatIfWiring.days(store.file()), control::settings)), file,
                            address, clock, out),
                    spec.commandLine().getOut(), spec.commandLine().getErr());
        } catch (Exception | Error e) {
            closer.close(); // the loop closes it once it runs; a start that failed before does here
            throw e;
        }
    }

    /**
     * Starts the control server as the loop starts, serving the control and the reports of its history, and says where
     * it listens and which key it presents.
     */
    private ControlServer serve(Control control, DailyReports reports, Path file, ServerAddress address, Clock clock,
                                Consumer<String> out) throws Exception {
        ServerIdentity identity = tlsCert != null ? ServerIdentity.fromFiles(tlsCert, tlsKey)
                : ServerIdentity.besideDatabase(file, clock);
        ControlServer server = ControlServer.start(control, reports, identity,
                ServerSettings.on(address, new VersionProvider().getVersion()[0]), clock);
        out.accept("server listening on " + server.address() + " fingerprint " + server.fingerprint());
        return server;
    }

    /** The address to listen on, once the options are known to fit together (else bad usage, exit 2). */
    private ServerAddress checkedUsage() {
        if (demo == (cluster != null)) {
            throw usage(demo ? "--demo and --cluster exclude each other: the demo runs its own nodes"
                    : "give --cluster FILE (with --db FILE), or --demo");
        }
        if (!demo && db == null) {
            throw usage("--cluster needs --db FILE: the database the loop and its server own");
        }
        if ((tlsCert == null) != (tlsKey == null)) {
            throw usage("--tls-cert and --tls-key go together: the site's certificate and its key");
        }
        try {
            return ServerAddress.parse(listen);
        } catch (IllegalArgumentException e) {
            throw usage("--listen: " + e.getMessage());
        }
    }

    /** {@code --db}, or the demo's own database in {@code ~/.voddesk} (made 0700). */
    private Path database() throws java.io.IOException {
        if (db != null) {
            return db;
        }
        PrivateFiles.ownFolder(home.resolve(".voddesk"));
        return home.resolve(".voddesk").resolve("demo-server.db");
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }
}
