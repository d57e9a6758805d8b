package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.report.sample.CommittedSample;
import picocli.CommandLine;

/**
 * {@code voddesk whatif} on a copy of the committed sample day: the calibration line, then one row per policy with the
 * recorded day first; the CSV and the chart; and one line with exit 1 for each kind of bad input.
 */
class WhatifCommandTest {
    @TempDir
    static Path dir;
    static Path db;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void copySample() throws Exception {
        db = CommittedSample.copyTo(dir.resolve("sample.db"));
    }

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private int whatif(String... more) {
        List<String> args = new ArrayList<>(List.of("whatif", "--db", db.toString(), "--date",
                CommittedSample.DAY.toString(), "--zone", CommittedSample.ZONE.getId()));
        args.addAll(List.of(more));
        return run(args.toArray(String[]::new));
    }

    @Test
    void printsTheCalibrationThenTheRecordedDayThenEachPolicy() throws Exception {
        Path csv = dir.resolve("whatif.csv");
        Path png = dir.resolve("whatif.png");

        assertThat(whatif("--policy", "least-load", "--csv", csv.toString(), "--chart", png.toString())).isZero();

        String[] lines = out.toString().split("\n");
        assertThat(lines[1]).startsWith("calibration of prefix-spread-gain against the recorded day");
        int header = lines[2].startsWith("policy") ? 2 : 3;
        assertThat(lines[header + 1]).startsWith("prefix-spread-gain").contains("recorded");
        assertThat(lines[header + 2]).startsWith("prefix-spread-gain").contains("replayed");
        assertThat(lines[header + 3]).startsWith("least-load").contains("what if");
        assertThat(Files.readAllLines(csv)).hasSize(4).first().isEqualTo(WhatifCsv.HEADER);
        assertThat(Files.size(png)).isPositive();
        assertThat(err.toString()).isEmpty();
    }

    @Test
    void aDayWithoutSessionsIsOneLineAndExitOne() {
        assertThat(run("whatif", "--db", db.toString(), "--date", "2026-11-20", "--zone", "Europe/Berlin"))
                .isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk whatif: no sessions on 2026-11-20").hasLineCount(1);
    }

    @Test
    void aMissingDatabaseIsOneLineAndExitOne() {
        assertThat(run("whatif", "--db", dir.resolve("none.db").toString(), "--date", "2026-11-28")).isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk whatif: no database").hasLineCount(1);
    }

    @Test
    void aForeignFileIsOneLineAndExitOne() throws Exception {
        Path foreign = Files.writeString(dir.resolve("notes.txt"), "not a database\n");

        assertThat(run("whatif", "--db", foreign.toString(), "--date", "2026-11-28")).isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk whatif: ").hasLineCount(1);
    }

    @Test
    void anUnknownPolicyIsOneLineAndExitOne() {
        assertThat(whatif("--policy", "least-load,fastest")).isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk whatif: unknown policy 'fastest'").hasLineCount(1);
        assertThat(out.toString()).isEmpty();
    }
}
