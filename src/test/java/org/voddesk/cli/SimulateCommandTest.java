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

class SimulateCommandTest {
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
    void anUnknownScenarioIsBadUsageNamingTheKnownOnes() {
        assertThat(run("simulate", "--scenario", "nope", "--policy", "least-load", "--load", "100")).isEqualTo(2);
        assertThat(err.toString()).contains("unknown scenario 'nope'", "li-chen-2014");
    }

    @Test
    void anUnknownPolicyIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load,magic", "--load", "100"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("unknown policy magic");
    }

    @Test
    void anEmptyLoadListIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load", "--load", ",")).isEqualTo(2);
        assertThat(err.toString()).contains("--load needs at least one value");
    }

    @Test
    void aLoadThatIsNotANumberIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load", "--load", "100,lots"))
                .isEqualTo(2);
        assertThat(err.toString()).contains("'lots' is not a number");
    }

    @Test
    void negativeRunsAreBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load", "--load", "100",
                "--runs", "-1")).isEqualTo(2);
        assertThat(err.toString()).contains("--runs must be at least 1");
    }

    @Test
    void anOptionTheScenarioDoesNotUseIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load", "--load", "100",
                "--fail-node")).isEqualTo(2);
        assertThat(err.toString()).contains("does not use");
    }

    @Test
    void aPlanningIntervalThatIsNotPositiveOrOffTheReportsIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "prefix-spread-gain", "--load", "100",
                "--plan-every", "0")).isEqualTo(2);
        assertThat(err.toString()).contains("--plan-every is a number of seconds");
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--policy", "prefix-spread-gain", "--load", "100",
                "--plan-every", "7")).isEqualTo(2);
        assertThat(err.toString()).contains("multiple of the 5 s report period");
        assertThat(run("simulate", "--scenario", "rmts-2015", "--policy", "rem", "--load", "36",
                "--plan-every", "30")).isEqualTo(2);
        assertThat(err.toString()).contains("does not use --plan-every");
    }

    @Test
    void aMissingRequiredOptionIsBadUsage() {
        assertThat(run("simulate", "--scenario", "li-chen-2014", "--load", "100")).isEqualTo(2);
        assertThat(err.toString()).contains("--policy");
    }

    @Test
    void aRunPrintsTheTableAndWritesTheCsvWithTheExactHeaderAndTheChart() throws Exception {
        Path csv = dir.resolve("out/results.csv");
        Path png = dir.resolve("chart.png");

        int code = run("simulate", "--scenario", "li-chen-2014", "--policy", "least-load,similarity", "--load",
                "20,30", "--runs", "2", "--seed", "3", "--csv", csv.toString(), "--chart", png.toString());

        assertThat(code).as(err.toString()).isZero();
        assertThat(out.toString()).contains("policy", "streams", "mean_latency_ms", "least-load", "similarity", " ± ");
        List<String> lines = Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("scenario,policy,load,runs,requests,accepted,success_rate,"
                + "mean_latency_ms,p95_latency_ms,cache_hit_ratio,load_variance,migrations,plans,mean_delay,connected_viewers");
        assertThat(lines).hasSize(5);
        assertThat(lines.get(1)).startsWith("li-chen-2014,least-load,20,2,").endsWith(",,");
        byte[] head = Files.readAllBytes(png);
        assertThat(head).startsWith(0x89, 'P', 'N', 'G');
    }

    @Test
    void theSameSeedGivesTheSameCsv() throws Exception {
        Path a = dir.resolve("a.csv");
        Path b = dir.resolve("b.csv");
        String[] common = {"simulate", "--scenario", "li-chen-2014", "--policy", "similarity-rem", "--load", "40",
                "--runs", "2", "--seed", "9", "--csv"};

        run(concat(common, a.toString()));
        run(concat(common, b.toString()));

        assertThat(Files.readString(a)).isEqualTo(Files.readString(b));
    }

    private static String[] concat(String[] head, String last) {
        String[] all = java.util.Arrays.copyOf(head, head.length + 1);
        all[head.length] = last;
        return all;
    }
}
