package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

class ClusterCommandsUsageTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void pollWithoutClusterIsBadUsage() {
        assertThat(run("poll", "--once")).isEqualTo(2);
        assertThat(err.toString()).contains("--cluster");
    }

    @Test
    void malformedClusterFileIsARuntimeFailureNamingTheLine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("c.yaml");
        Files.writeString(file, "nodes:\n  - name: a\n    host: h\n    port: 99999\n    user: u\n    identity: k\n"
                + "    bandwidth_mbps: 1000\n");
        assertThat(run("poll", "--cluster", file.toString(), "--once")).isEqualTo(1);
        assertThat(err.toString()).startsWith("voddesk poll: c.yaml line 4: nodes[0].port: must be 1-65535");
    }

    @Test
    void missingClusterFileIsARuntimeFailure(@TempDir Path dir) {
        assertThat(run("stop", "--cluster", dir.resolve("none.yaml").toString(), "--session", "s")).isEqualTo(1);
        assertThat(err.toString()).contains("cannot read cluster file");
    }
}
