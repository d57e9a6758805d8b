package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.ui.ConsoleStart;
import picocli.CommandLine;

/** {@code console --server} and {@code --serve}: which options go together, and what the window is asked to open. */
class ConsoleServerOptionsTest {
    @TempDir
    Path home;

    private ConsoleStart start(String... args) {
        ConsoleCommand command = new ConsoleCommand();
        new CommandLine(command).parseArgs(args);
        return command.start(home, Clock.systemUTC());
    }

    /** Runs {@code console args} as the command line does and returns its exit code; stderr into {@code err}. */
    private static int run(StringWriter err, String... args) {
        CommandLine line = new CommandLine(new ConsoleCommand());
        line.setErr(new PrintWriter(err));
        return line.execute(args);
    }

    @Test
    void aDeskOfAServerOpensTheServerAndWritesNothingHere() {
        ConsoleStart start = start("--server", "10.0.0.5:7443");

        assertThat(start.title()).isEqualTo("VodDesk - 10.0.0.5:7443");
        assertThat(start.offer()).isNull();
        assertThat(start.demoAccounts()).isEmpty();
        assertThat(start.progress()).isEqualTo("Connecting to the control server 10.0.0.5:7443...");
        assertThat(Files.exists(home.resolve(".voddesk"))).isFalse();
    }

    @Test
    void anIpv6ServerIsWrittenInBrackets() {
        assertThat(start("--server", "[::1]:7443", "--accept-new-server-key").title())
                .isEqualTo("VodDesk - [::1]:7443");
    }

    @Test
    void aServerThatIsNotHostAndPortIsBadUsage() {
        StringWriter err = new StringWriter();

        assertThat(run(err, "--server", "10.0.0.5")).isEqualTo(2);
        assertThat(err.toString()).contains("--server: expected HOST:PORT");
    }

    @Test
    void aDeskOfAServerRunsNoLoopOfItsOwn() {
        for (String[] mixed : new String[][] {{"--server", "h:1", "--demo"}, {"--server", "h:1", "--db", "x.db"},
                {"--server", "h:1", "--cluster", "c.yaml"}, {"--server", "h:1", "--serve", "127.0.0.1:7443"}}) {
            StringWriter err = new StringWriter();

            assertThat(run(err, mixed)).as(String.join(" ", mixed)).isEqualTo(2);
            assertThat(err.toString()).contains("--server makes this console a desk of a control server");
        }
    }

    @Test
    void acceptingANewServerKeyNeedsAServer() {
        StringWriter err = new StringWriter();

        assertThat(run(err, "--demo", "--accept-new-server-key")).isEqualTo(2);
        assertThat(err.toString()).contains("--accept-new-server-key goes with --server");
    }

    @Test
    void aSitesAuthorityNeedsAServerAndExcludesAcceptingANewKey() {
        StringWriter err = new StringWriter();
        assertThat(run(err, "--demo", "--tls-ca", "ca.pem")).isEqualTo(2);
        assertThat(err.toString()).contains("--tls-ca goes with --server");

        StringWriter both = new StringWriter();
        assertThat(run(both, "--server", "h:1", "--tls-ca", "ca.pem", "--accept-new-server-key")).isEqualTo(2);
        assertThat(both.toString()).contains("--tls-ca and --accept-new-server-key exclude each other");
    }

    @Test
    void aDeskTrustingTheSitesAuthorityOpensTheServerAndWritesNothingHere() {
        ConsoleStart start = start("--server", "10.0.0.5:7443", "--tls-ca", home.resolve("ca.pem").toString());

        assertThat(start.title()).isEqualTo("VodDesk - 10.0.0.5:7443");
        assertThat(start.progress()).isEqualTo("Connecting to the control server 10.0.0.5:7443...");
        assertThat(Files.exists(home.resolve(".voddesk"))).isFalse();
    }

    @Test
    void aServingConsoleSaysWhereItServesInItsTitle() {
        ConsoleStart start = start("--demo", "--serve", "0.0.0.0:7443");

        assertThat(start.title()).isEqualTo("VodDesk - demo cluster - serving 0.0.0.0:7443");
        assertThat(start.demoAccounts()).isNotEmpty();
    }

    @Test
    void aServeAddressThatIsNotHostAndPortIsBadUsage() {
        StringWriter err = new StringWriter();

        assertThat(run(err, "--demo", "--serve", "7443")).isEqualTo(2);
        assertThat(err.toString()).contains("--serve: expected HOST:PORT");
    }

    @Test
    void aServingConsoleRefusesAKeyBesideItsDatabaseThatOthersMayWrite() throws Exception {
        Path db = home.resolve("served.db");
        Path key = Files.writeString(home.resolve("served.db.tls.key"), "not read");
        Files.setPosixFilePermissions(key, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));

        assertThatThrownBy(() -> start("--demo", "--db", db.toString(), "--serve", "127.0.0.1:0"))
                .hasMessageContaining(key.toString());
    }
}
