package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

class MainTest {
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        CommandLine cl = Main.newCommandLine();
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void helpListsAllSevenCommands() {
        assertThat(run("--help")).isZero();
        assertThat(out.toString()).contains("console", "simulate", "poll", "play", "stop", "report", "demo-nodes");
    }

    @Test
    void versionNamesTheProduct() {
        assertThat(run("--version")).isZero();
        assertThat(out.toString()).startsWith("VodDesk ");
    }

    @Test
    void unknownOptionIsBadUsage() {
        assertThat(run("poll", "--cluster", "c.yaml", "--no-such-option")).isEqualTo(2);
        assertThat(err.toString()).contains("--no-such-option");
    }

    @Test
    void unknownCommandIsBadUsage() {
        assertThat(run("frobnicate")).isEqualTo(2);
    }

    /** A service started without a {@code LANG} has an ASCII stdout encoding; λ must not become "?" there. */
    @Test
    void outputIsUtf8EvenWhenTheStdoutEncodingIsAscii() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream savedOut = System.out;
        String savedEncoding = System.getProperty("sun.stdout.encoding");
        System.setProperty("sun.stdout.encoding", "US-ASCII");
        System.setOut(new PrintStream(bytes, true, StandardCharsets.US_ASCII));
        try {
            PrintWriter cliOut = Main.newCommandLine().getOut();
            cliOut.println("predicted λ 955.56 -> 862.16, above σ 55.98, 3.1 ± 0.2");
            cliOut.flush();
        } finally {
            System.setOut(savedOut);
            if (savedEncoding == null) {
                System.clearProperty("sun.stdout.encoding");
            } else {
                System.setProperty("sun.stdout.encoding", savedEncoding);
            }
        }
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .isEqualTo("predicted λ 955.56 -> 862.16, above σ 55.98, 3.1 ± 0.2" + System.lineSeparator());
    }
}
