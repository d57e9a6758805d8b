package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.lease.LoopLease;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.ClusterSample;
import org.voddesk.store.NodeSampleRow;
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
    private final ExecutorService loopThread = Executors.newSingleThreadExecutor();

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
        loopThread.shutdownNow();
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

    @Test
    void reportAndAlarmsReadWhileTheLoopHoldsTheLeaseAndIsInsideAWrite() throws Exception {
        long t0 = Instant.parse("2026-11-28T10:00:00Z").toEpochMilli();
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        try (Store store = Store.open(db);
             LoopLease held = LoopLease.acquire(store.lease(), db, "the console", Clock.systemUTC(), heartbeats,
                     () -> { })) {
            store.nodes().save(new NodeConfig("vod-1", "10.0.0.1", 22, "vodview", "~/.ssh/id_ed25519", 1e9, null, null));
            store.samples().recordRound(List.of(NodeSampleRow.measured("vod-1", NodeHealth.OK,
                    new LoadSample(t0, 40, 40, 40), 40)), new ClusterSample(t0, 40, 0, 1));
            store.alarms().raise("node.failed", "vod-1", "critical", "vod-1 has failed", t0);
            CompletableFuture<Void> round = CompletableFuture.runAsync(() -> store.atomically("the loop's round", () -> {
                store.alarms().raise("node.failed", "vod-2", "critical", "vod-2 has failed", t0 + 1);
                inside.countDown();
                await(release);
            }), loopThread);
            inside.await();

            assertThat(run("alarms", "--db", db.toString())).isZero();
            assertThat(out.toString()).contains("source=vod-1").doesNotContain("source=vod-2");
            assertThat(run("report", "--db", db.toString(), "--date", "2026-11-28", "--zone", "UTC", "--out",
                    dir.resolve("day.csv").toString())).isZero();
            assertThat(out.toString()).contains("wrote " + dir.resolve("day.csv"), "1 nodes");

            release.countDown();
            round.get();
            assertThat(run("alarms", "--db", db.toString())).isZero();
            assertThat(out.toString()).contains("source=vod-1", "source=vod-2");
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
