package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.lease.LoopLease;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.Store;
import picocli.CommandLine;

/** One control loop per database, seen from the command line: loops are refused, read-only commands work. */
class LeaseCommandsTest {
    @TempDir
    Path dir;
    private DemoCluster cluster;
    private Path clusterFile;
    private Path db;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final ScheduledExecutorService heartbeats = Executors.newSingleThreadScheduledExecutor();

    @BeforeEach
    void start() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(1), Clock.systemUTC());
        clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        db = dir.resolve("voddesk.db");
    }

    @AfterEach
    void stop() {
        heartbeats.shutdownNow();
        cluster.close();
    }

    private int run(String... args) {
        out.getBuffer().setLength(0);
        err.getBuffer().setLength(0);
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void aLoopCommandIsRefusedWhileAnotherHoldsTheDatabaseAndReadOnlyCommandsWork() throws Exception {
        try (Store store = Store.open(db);
             LoopLease held = LoopLease.acquire(store.lease(), db, "the console", Clock.systemUTC(), heartbeats,
                     () -> { })) {
            assertThat(run("stop", "--cluster", clusterFile.toString(), "--db", db.toString(), "--session", "s-1"))
                    .isEqualTo(1);
            assertThat(err.toString()).contains("is in use: its control loop is run by the console on host "
                    + held.holder().host() + ", pid " + held.holder().pid()).doesNotContain("Exception");
            assertThat(run("alarms", "--db", db.toString())).isZero();
        }
        run("stop", "--cluster", clusterFile.toString(), "--db", db.toString(), "--session", "s-1");
        assertThat(err.toString()).as("free again once the holder has gone: the stop runs and finds no such session")
                .doesNotContain("is in use").contains("s-1");
    }
}
