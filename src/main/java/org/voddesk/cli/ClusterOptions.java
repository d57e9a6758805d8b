package org.voddesk.cli;

import java.io.Console;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.cluster.ClusterFileException;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --cluster FILE} option shared by poll, play and stop, and the wiring of a {@link ClusterClient}
 * behind it: SSH settings, a bounded poll pool, and passphrases asked on the terminal (when there is one).
 */
final class ClusterOptions {
    /** Time between the two /proc reads a first poll takes to measure utilisation. */
    static final Duration SAMPLE_GAP = Duration.ofSeconds(1);
    /**
     * Poll threads mostly sleep (JSch waits for an exec reply in 10 ms steps), so a round scales only when the
     * pool covers the nodes: 100 nodes took 4.5-5.3x a 10-node round on 32 threads, 1.9-3.1x with one thread
     * per node (docs/benchmarks.md, demo cluster and poll rounds). Bounded all the same.
     */
    private static final int MAX_POOL = 512;

    // Not required by picocli: play and stop take --server instead; read() makes it required for every other use.
    @Option(names = "--cluster", paramLabel = "FILE", description = "Cluster file (YAML).")
    Path cluster;

    @Spec(Spec.Target.MIXEE)
    CommandSpec mixee;

    /** The wired client, the pool it polls on and the one its commands run on; closing it closes all three. */
    record Wired(ClusterClient client, ExecutorService pool, ExecutorService commands) implements AutoCloseable {
        @Override
        public void close() {
            client.close();
            pool.shutdownNow();
            commands.shutdownNow();
        }
    }

    Wired open(boolean acceptNewHostKeys) throws ClusterFileException, IOException {
        return open(read(), acceptNewHostKeys);
    }

    /** The cluster file the option names. */
    ClusterFile read() throws ClusterFileException, IOException {
        if (cluster == null) {
            throw new ParameterException(mixee.commandLine(), "Missing required option: '--cluster=FILE'"
                    + (mixee.findOption("--server") == null ? "" : " (or --server HOST:PORT)"));
        }
        return ClusterFile.read(cluster);
    }

    /** The client of {@code file} (read by {@link #read}, or the demo's). */
    static Wired open(ClusterFile file, boolean acceptNewHostKeys) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(MAX_POOL, file.nodes().size()));
        ExecutorService commands = Executors.newFixedThreadPool(ConsoleStartup.COMMAND_POOL);
        try {
            SshSettings ssh = SshSettings.DEFAULT.withAcceptNewHostKeys(acceptNewHostKeys);
            ClusterClient client = ClusterClient.open(file, ssh, PollSettings.DEFAULT, ClusterOptions::askPassphrase,
                    pool, commands, Clock.systemUTC());
            return new Wired(client, pool, commands);
        } catch (IOException | RuntimeException e) {
            pool.shutdownNow();
            commands.shutdownNow();
            throw e;
        }
    }

    /** Asks on the terminal; without one (scripts, CI) an encrypted key fails with a message saying so. */
    private static char[] askPassphrase(Path key, int attempt) {
        Console console = System.console();
        if (console == null) {
            return PassphraseProvider.NONE.passphrase(key, attempt);
        }
        return console.readPassword("%sPassphrase for %s: ", attempt > 1 ? "Wrong passphrase. " : "", key);
    }
}
