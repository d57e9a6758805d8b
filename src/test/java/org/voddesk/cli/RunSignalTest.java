package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.Store;
import org.voddesk.testing.Await;

/**
 * {@code voddesk run} as a service manager runs it: a process of its own on a demo cluster, ended by SIGTERM (what
 * {@code systemctl stop} sends, and {@link Process#destroy} on Linux) or SIGINT (Ctrl+C). It stops cleanly - its
 * last line is {@code LoopStopped}, the lease is given up - and exits 0, not 128 + the signal.
 */
class RunSignalTest {
    @TempDir
    Path dir;
    private DemoCluster cluster;
    private Path clusterFile;
    private Path db;

    @BeforeEach
    void start() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(1), Clock.systemUTC());
        clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        db = dir.resolve("voddesk.db");
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    @Test
    void sigtermStopsTheLoopCleanlyAndExitsZero() throws Exception {
        Process run = startRun();

        run.destroy(); // SIGTERM

        assertStoppedCleanly(run);
    }

    @Test
    void sigintStopsTheLoopCleanlyAndExitsZero() throws Exception {
        Process run = startRun();

        Process kill = new ProcessBuilder("kill", "-INT", Long.toString(run.pid())).inheritIO().start();
        assertThat(kill.waitFor(5, TimeUnit.SECONDS)).isTrue();

        assertStoppedCleanly(run);
    }

    /** Starts {@code voddesk run} (stdout and stderr to files) and returns once it printed {@code LoopStarted}. */
    private Process startRun() throws Exception {
        // "env --default-signal=INT" gives the child the SIGINT a terminal gives: a build started in the background by
        // a non-interactive shell ("./.ci/run &") ignores SIGINT, every process it starts inherits that, and a JVM
        // that starts with SIGINT ignored keeps ignoring it (POSIX), so Ctrl+C would not reach it.
        Process run = new ProcessBuilder("env", "--default-signal=INT",
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "run", "--cluster", clusterFile.toString(), "--db", db.toString())
                .redirectOutput(dir.resolve("run.out").toFile()).redirectError(dir.resolve("run.err").toFile()).start();
        Await.until("LoopStarted", Duration.ofSeconds(15), () -> out().contains(" LoopStarted ") || !run.isAlive());
        assertThat(run.isAlive()).as("running; stderr: %s", Files.readString(dir.resolve("run.err"))).isTrue();
        return run;
    }

    private String out() {
        try {
            return Files.readString(dir.resolve("run.out"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void assertStoppedCleanly(Process run) throws Exception {
        boolean ended = run.waitFor(15, TimeUnit.SECONDS);
        if (!ended) {
            run.destroyForcibly();
        }
        assertThat(ended).as("ended within 15 s").isTrue();
        String err = Files.readString(dir.resolve("run.err"));
        assertThat(run.exitValue()).as("exit code; stderr: %s", err).isZero();
        assertThat(out().lines().toList()).last().asString().contains(" LoopStopped db=" + db);
        try (Store store = Store.open(db)) {
            assertThat(store.lease().holder()).as("the lease was given up").isEmpty();
        }
    }
}
