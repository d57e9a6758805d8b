package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
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
}
