package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code voddesk simulate} with the replica scenarios: rmts-2015 and rtmcdn-overload. */
class SimulateReplicaScenariosTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @TempDir
    Path dir;

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void rtmcdnOverloadWritesConnectedViewersToTheCsv() throws Exception {
        Path csv = dir.resolve("r.csv");

        int code = run("simulate", "--scenario", "rtmcdn-overload", "--policy", "least-connection", "--load", "1",
                "--runs", "1", "--csv", csv.toString());

        assertThat(code).as(err.toString()).isZero();
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(1)).startsWith("rtmcdn-overload,least-connection,1,1,").doesNotEndWith(",");
    }

    @Test
    void rmtsFailureRunPrintsReHomedAndEnded() {
        int code = run("simulate", "--scenario", "rmts-2015", "--policy", "rmts", "--load", "36", "--runs", "1",
                "--placement", "sparse", "--alpha", "0.5", "--fail-node");

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).containsPattern("rmts at 36: re-homed \\d+, ended \\d+ \\(\\d+ because no live "
                + "server holds their video\\)");
    }

    @Test
    void anUnknownPlacementIsBadUsage() {
        assertThat(run("simulate", "--scenario", "rmts-2015", "--policy", "rmts", "--load", "36", "--placement",
                "dense")).isEqualTo(2);
        assertThat(err.toString()).contains("standard or sparse");
    }
}
