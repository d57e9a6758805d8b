package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.store.PasswordHasher;
import org.voddesk.store.Store;
import org.voddesk.store.StoreSettings;
import org.voddesk.testing.Await;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.TestAuthority;
import picocli.CommandLine;

/**
 * {@code --tls-ca} on the client side: a {@code voddesk server} presenting a certificate the site's authority signed
 * for 127.0.0.1; the command line's {@code sessions} and the console as a desk trust it by that authority, without
 * known_servers, and refuse it with one line when they are given another authority.
 */
class TlsAuthorityDeskTest {
    private static final String PASSWORD = "desk password";

    @TempDir
    static Path dir;
    private static DemoCluster cluster;
    private static ServerCommand server;
    private static CompletableFuture<Integer> serverExit;
    private static ServerAddress address;
    private static Path siteCa;
    private static Path otherCa;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    @BeforeAll
    static void serve() throws Exception {
        cluster = DemoCluster.start(DemoClusterConfig.of(1), Clock.systemUTC());
        Path clusterFile = dir.resolve("demo.yaml");
        DemoClusterFiles.write(cluster, clusterFile, DemoClusterFiles.keyDirFor(clusterFile));
        Path db = dir.resolve("voddesk.db");
        StoreSettings fast = StoreSettings.DEFAULT.withPasswordIterations(PasswordHasher.MIN_ITERATIONS);
        try (Store store = Store.open(db, fast)) {
            store.users().create("desk", Role.OPERATOR, PASSWORD.toCharArray(), System.currentTimeMillis());
        }
        TestAuthority site = TestAuthority.make("Site CA");
        siteCa = site.writeCertificate(dir.resolve("site-ca.pem"));
        otherCa = TestAuthority.make("Another CA").writeCertificate(dir.resolve("other-ca.pem"));
        Path crt = site.issueServer(dir, "server", List.of("127.0.0.1"));
        server = new ServerCommand();
        server.home = dir.resolve("server-home");
        StringWriter serverOut = new StringWriter();
        CommandLine cl = new CommandLine(server);
        cl.setExecutionExceptionHandler(new RuntimeFailureHandler());
        cl.setOut(new PrintWriter(serverOut, true));
        cl.setErr(new PrintWriter(new StringWriter(), true));
        serverExit = CompletableFuture.supplyAsync(() -> cl.execute("--cluster", clusterFile.toString(), "--db",
                db.toString(), "--listen", "127.0.0.1:0", "--tls-cert", crt.toString(),
                "--tls-key", TestAuthority.keyOf(crt).toString()));
        Await.until("server listening", Duration.ofSeconds(60),
                () -> ServerCommandTest.LISTENING.matcher(serverOut.toString()).find() || serverExit.isDone());
        Matcher m = ServerCommandTest.LISTENING.matcher(serverOut.toString());
        assertThat(m.find()).as("listening: %s", serverOut).isTrue();
        address = ServerAddress.parse(m.group(1));
    }

    @AfterAll
    static void stop() throws Exception {
        server.stop.countDown();
        serverExit.get(30, TimeUnit.SECONDS);
        cluster.close();
    }

    /** Runs {@code voddesk args} as the desk user, its home in the test's folder. */
    private int desk(String... args) {
        CommandLine cl = Main.newCommandLine();
        for (CommandLine sub : cl.getSubcommands().values()) {
            if (sub.getCommand() instanceof SessionsCommand s) {
                s.login.passwords = PASSWORD::toCharArray;
                s.remote.home = dir.resolve("desk-home");
            }
        }
        cl.setOut(new PrintWriter(out, true));
        cl.setErr(new PrintWriter(err, true));
        return cl.execute(args);
    }

    @Test
    void aCommandTrustsTheServerByTheSitesAuthorityWithoutKnownServers() {
        assertThat(desk("sessions", "--server", address.toString(), "--user", "desk", "--tls-ca", siteCa.toString()))
                .as(err.toString()).isZero();

        assertThat(err.toString().strip()).isEqualTo("no live sessions");
        assertThat(dir.resolve("desk-home").resolve(".voddesk").resolve("known_servers")).doesNotExist();
    }

    @Test
    void aCommandGivenAnotherAuthorityRefusesTheServerWithOneLine() {
        assertThat(desk("sessions", "--server", address.toString(), "--user", "desk", "--tls-ca", otherCa.toString()))
                .isEqualTo(1);

        assertThat(err.toString().lines()).singleElement().asString()
                .startsWith("voddesk sessions: the certificate of " + address + " (CN=server,O=Test site) does not"
                        + " chain to the site's authority in " + otherCa);
    }

    @Test
    void anAuthorityFileThatIsNotThereIsOneLine() {
        Path missing = dir.resolve("no-such-ca.pem");

        assertThat(desk("sessions", "--server", address.toString(), "--user", "desk", "--tls-ca", missing.toString()))
                .isEqualTo(1);

        assertThat(err.toString().strip()).isEqualTo("voddesk sessions: the certificate file " + missing
                + " does not exist or is not a file");
    }

    @Test
    void anAuthorityGoesWithAServerAndNotWithAcceptingANewKey() {
        assertThat(desk("sessions", "--user", "desk", "--tls-ca", siteCa.toString())).isEqualTo(2);
        assertThat(err.toString()).contains("--tls-ca goes with --server");
        assertThat(desk("sessions", "--server", address.toString(), "--user", "desk", "--tls-ca", siteCa.toString(),
                "--accept-new-server-key")).isEqualTo(2);
        assertThat(err.toString()).contains("--tls-ca and --accept-new-server-key exclude each other");
    }

    @Test
    void aConsoleAsADeskTrustsTheServerByTheSitesAuthority() throws Exception {
        ConsoleSession session = DeskConsole.open(address, siteCa);
        try {
            assertThat(session.control().link().where()).isEqualTo(address.toString());
        } finally {
            session.resources().close();
        }
    }

    @Test
    void aConsoleGivenAnotherAuthorityFailsToStartNamingWhy() {
        assertThatThrownBy(() -> DeskConsole.open(address, otherCa)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("does not chain to the site's authority in " + otherCa);
    }
}
