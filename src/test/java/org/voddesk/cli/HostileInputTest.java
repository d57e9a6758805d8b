package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** Input a careless or hostile user can give the command line: each gets a message saying what was wrong. */
class HostileInputTest {
    @TempDir
    Path dir;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    private Path clusterWithKnownHosts(String knownHosts) throws Exception {
        Path key = Files.writeString(dir.resolve("id"), "not a key");
        Path file = dir.resolve("c.yaml");
        Files.writeString(file, "known_hosts: " + knownHosts + "\nnodes:\n  - name: a\n    host: 127.0.0.1\n"
                + "    port: 1\n    user: u\n    identity: " + key + "\n    bandwidth_mbps: 1000\n");
        return file;
    }

    @Test
    void knownHostsOnDevZeroIsRefusedWithItsLimitInsteadOfFillingTheMemory() throws Exception {
        assertThat(run("poll", "--cluster", clusterWithKnownHosts("/dev/zero").toString(), "--once")).isEqualTo(1);
        assertThat(err.toString()).contains("known_hosts /dev/zero is larger than 16 MiB").doesNotContain("Exception");
    }

    @Test
    void aClusterFileThatIsNotUtf8NamesTheBadByte() throws Exception {
        Path file = dir.resolve("latin1.yaml");
        Files.write(file, "nodes:\n  - name: caf\u00e9\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
        assertThat(run("poll", "--cluster", file.toString(), "--once")).isEqualTo(1);
        assertThat(err.toString()).contains("cluster file " + file + " is not UTF-8 text: the byte at offset 20 (0xE9)")
                .contains("save the file as UTF-8").doesNotContain("Input length");
    }

    @Test
    void aClusterFileThatIsADeviceOfEndlessBytesIsRefused() {
        assertThat(run("poll", "--cluster", "/dev/zero", "--once")).isEqualTo(1);
        assertThat(err.toString()).contains("cluster file /dev/zero is larger than 1 MiB");
    }

    @Test
    void aBeginBeyondTheEpochMillisecondsRangeIsBadUsageWithAReason() throws Exception {
        assertThat(run("play", "--cluster", clusterWithKnownHosts("kh").toString(), "--camera", "cam-1",
                "--begin", "+999999999-12-31T23:59:59Z")).isEqualTo(2);
        assertThat(err.toString()).contains("--begin +999999999-12-31T23:59:59Z is too far from 1970")
                .doesNotContain("long overflow");
    }
}
