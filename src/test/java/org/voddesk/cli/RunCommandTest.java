package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.Store;
import org.voddesk.testing.Await;
import picocli.CommandLine;

/** {@code voddesk run}: the loop headless, one line per event, one loop per database. */
class RunCommandTest {
    private static final Pattern LINE = Pattern.compile(
            "\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d+)?Z [A-Z][A-Za-z]+( [a-zA-Z]+=(\"[^\"]*\"|\\S*))*");
    @TempDir
    Path dir;
    private DemoCluster cluster;
    private Path clusterFile;
    private Path db;

    @BeforeEach
    void start() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(2), Clock.systemUTC());
        clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        db = dir.resolve("voddesk.db");
    }

    @AfterEach
    void stop() {
        cluster.close();
    }

    /** A run in the background; its output so far is {@code out}. */
    private record Running(RunCommand command, StringWriter out, StringWriter err, CompletableFuture<Integer> exit) {
        String text() {
            return out.toString();
        }
    }

    private Running runInBackground() {
        RunCommand command = new RunCommand();
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cl = new CommandLine(command);
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        CompletableFuture<Integer> exit = CompletableFuture.supplyAsync(
                () -> cl.execute("--cluster", clusterFile.toString(), "--db", db.toString()));
        return new Running(command, out, err, exit);
    }

    @Test
    void printsEveryEventAsOneTimestampedLineAndStopsCleanly() throws Exception {
        Running run = runInBackground();
        Await.until("both nodes graded", Duration.ofSeconds(60), () -> run.text().contains("NodeGradeChanged node=vod-1") && run.text().contains("NodeGradeChanged node=vod-2"));

        run.command().stop.countDown();
        assertThat(run.exit().get()).isZero();
        assertThat(run.text().lines()).allSatisfy(l -> assertThat(l).matches(LINE));
        assertThat(run.text()).contains(" LoopStarted db=" + db + " nodes=2").contains(" LoopStopped db=");
        try (Store store = Store.open(db)) {
            assertThat(store.lease().holder()).as("given up at the end").isEmpty();
        }
    }

    @Test
    void aSecondRunOnTheSameDatabaseIsRefusedNamingTheFirst() throws Exception {
        Running first = runInBackground();
        Await.until("the first loop started", Duration.ofSeconds(60), () -> first.text().contains("LoopStarted"));

        Running second = runInBackground();
        assertThat(second.exit().get()).isEqualTo(1);
        assertThat(second.err().toString()).contains("is in use: its control loop is run by voddesk run on host")
                .contains("pid " + ProcessHandle.current().pid());

        first.command().stop.countDown();
        assertThat(first.exit().get()).isZero();
    }

    @Test
    void afterASignalAStopThatTakesTooLongEndsWithOneAndSaysSo() {
        StringWriter err = new StringWriter();

        int code = HeadlessLoop.awaitStopped(new CountDownLatch(1), new AtomicInteger(0), new PrintWriter(err, true),
                Duration.ofMillis(50), "voddesk run");

        assertThat(code).isEqualTo(1);
        assertThat(err.toString()).contains("voddesk run: the loop did not stop within 0 s; exiting with 1");
    }

    @Test
    void afterASignalTheRunsOwnCodeIsTheExitCode() {
        CountDownLatch stopped = new CountDownLatch(0);

        assertThat(HeadlessLoop.awaitStopped(stopped, new AtomicInteger(0), new PrintWriter(new StringWriter()),
                Duration.ofSeconds(1), "voddesk run")).as("a clean stop").isZero();
        assertThat(HeadlessLoop.awaitStopped(stopped, new AtomicInteger(1), new PrintWriter(new StringWriter()),
                Duration.ofSeconds(1), "voddesk run")).as("a stop that failed").isEqualTo(1);
    }
}
