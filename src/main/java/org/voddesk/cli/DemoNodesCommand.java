package org.voddesk.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.demo.DemoEndpoint;
import org.voddesk.demo.DemoKeySet;
import org.voddesk.node.cluster.ClusterFile;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code voddesk demo-nodes}: serves simulated VOD nodes on loopback until interrupted and writes the cluster file
 * that reaches them (DESIGN.md, command line). The key material - the demo client key and a known_hosts with the
 * nodes' host keys - goes into {@code --keys DIR}, whose keys are kept and used again at the next start (with
 * {@code --port}, a cluster file naming them stays valid: sample-data/demo-cluster.yaml); without it, fresh keys go
 * into a directory beside {@code --out} ({@code demo.yaml} -> {@code demo-keys/}), or into a temporary directory,
 * removed at exit, when the cluster file goes to stdout.
 */
@Command(name = "demo-nodes", mixinStandardHelpOptions = true,
        description = "Serve simulated VOD nodes on loopback and write their cluster file.")
final class DemoNodesCommand implements Callable<Integer> {
    @Option(names = "--nodes", paramLabel = "N", defaultValue = "5", description = "Number of nodes (default: 5).")
    int nodes;

    @Option(names = "--port", paramLabel = "P",
            description = "Port of the first node; node i listens on P+i-1 (default: free ports).")
    int port;

    @Option(names = "--out", paramLabel = "FILE", description = "Cluster file to write (default: stdout).")
    Path out;

    @Option(names = "--keys", paramLabel = "DIR",
            description = "Key directory: the client key and the nodes' host keys are read from it when present and "
                    + "written to it when absent, so a cluster file naming them stays valid across starts "
                    + "(default: fresh keys at each start).")
    Path keys;

    @Option(names = "--sessions", paramLabel = "S", defaultValue = "0",
            description = "Sessions each node is already playing at start, for a demo with load (default: 0).")
    int sessions;

    @Option(names = "--seed", paramLabel = "SEED", defaultValue = "1",
            description = "Seed of the nodes' noise and initial sessions (default: 1).")
    long seed;

    @Spec
    CommandSpec spec;

    private final ServeUntil serveUntil;

    DemoNodesCommand() {
        this(new UntilShutdown());
    }

    /** @param serveUntil returns when the nodes are to stop (tests stop them; the CLI waits for Ctrl-C) */
    DemoNodesCommand(ServeUntil serveUntil) {
        this.serveUntil = serveUntil;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        DemoClusterConfig config = config();
        boolean temporary = keys == null && out == null;
        Path keyDir = keys != null ? keys.toAbsolutePath()
                : out != null ? DemoClusterFiles.keyDirFor(out) : Files.createTempDirectory("voddesk-demo-");
        DemoKeySet keySet = keys != null ? DemoKeySet.inDirectory(keys) : DemoKeySet.fresh();
        try (DemoCluster cluster = DemoCluster.start(config, Clock.systemUTC(), keySet)) {
            ClusterFile file = DemoClusterFiles.describe(cluster, keyDir);
            if (out != null) {
                file.write(out);
            } else {
                spec.commandLine().getOut().print(file.toYaml(Paths.get(System.getProperty("user.home"))));
                spec.commandLine().getOut().flush();
            }
            spec.commandLine().getErr().println(banner(cluster.endpoints(), keyDir));
            spec.commandLine().getErr().flush();
            serveUntil.await(cluster);
        } finally {
            try {
                if (temporary) {
                    deleteTree(keyDir);
                }
            } finally {
                serveUntil.finished();
            }
        }
        return 0;
    }

    private DemoClusterConfig config() {
        if (nodes < 1 || nodes > 2000) {
            throw new ParameterException(spec.commandLine(), "--nodes must be in 1..2000, got " + nodes);
        }
        if (port != 0 && (port < 1024 || port + nodes - 1 > 65535)) {
            throw new ParameterException(spec.commandLine(), "--port: ports " + port + ".." + (port + nodes - 1)
                    + " must lie in 1024..65535");
        }
        if (keys != null && Files.exists(keys) && !Files.isDirectory(keys)) {
            throw new ParameterException(spec.commandLine(), "--keys: " + keys + " is not a directory");
        }
        if (sessions < 0 || sessions > 10_000) {
            throw new ParameterException(spec.commandLine(), "--sessions must be in 0..10000, got " + sessions);
        }
        return DemoClusterConfig.of(nodes).withBasePort(port).withSessionsPerNode(sessions).withSeed(seed);
    }

    private String banner(List<DemoEndpoint> endpoints, Path keyDir) {
        DemoEndpoint first = endpoints.get(0);
        DemoEndpoint last = endpoints.get(endpoints.size() - 1);
        return "voddesk demo-nodes: serving " + endpoints.size() + " simulated nodes (" + first.name() + " on "
                + first.host() + ":" + first.port() + (endpoints.size() > 1 ? " .. " + last.name() + " on port "
                + last.port() : "") + "); cluster file " + (out == null ? "on stdout" : out.toAbsolutePath())
                + ", keys in " + keyDir.toAbsolutePath() + "; stop with Ctrl-C";
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    /** How long the nodes are served. */
    interface ServeUntil {
        /** Returns when the nodes are to stop. */
        void await(DemoCluster cluster) throws InterruptedException;

        /** Called once the nodes are stopped and the temporary files removed. */
        default void finished() {
        }
    }

    /**
     * Serves until the JVM is asked to stop (Ctrl-C, SIGTERM). The shutdown hook releases the command and then
     * waits (bounded) for it to stop the nodes and remove its temporary keys, since the JVM halts when hooks end.
     */
    static final class UntilShutdown implements ServeUntil {
        private final CountDownLatch stop = new CountDownLatch(1);
        private final CountDownLatch done = new CountDownLatch(1);

        @Override
        public void await(DemoCluster cluster) throws InterruptedException {
            // The JVM's shutdown-hook API takes an unstarted Thread; there is no executor form of it.
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                stop.countDown();
                try {
                    done.await(10, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }, "demo-nodes-shutdown"));
            stop.await();
        }

        @Override
        public void finished() {
            done.countDown();
        }
    }
}
