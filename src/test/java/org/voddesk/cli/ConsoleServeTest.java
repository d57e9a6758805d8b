package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.Link;
import org.voddesk.ui.ConsoleSession;
import org.voddesk.ui.UnknownServerKeyException;
import org.voddesk.ui.UnreachableServerException;
import org.voddesk.ui.common.FxHop;
import org.voddesk.ui.login.LoginViewModel;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;
import picocli.CommandLine;

/**
 * A supervisor's {@code console --demo --serve 127.0.0.1:0} (its session opened as the window would open it, without
 * the window), and desks of it made as {@code console --server} makes them: the serving console prints where it
 * listens and its key's fingerprint, a desk's login form logs in with the server's accounts and its reports are the
 * serving console's, and a desk meets an
 * unknown, a changed and an unreachable server as the window expects.
 */
class ConsoleServeTest {
    private static final Pattern LISTENING = Pattern.compile(
            "server listening on 127\\.0\\.0\\.1:(\\d+) fingerprint (SHA256:[A-Za-z0-9+/]{43})\\R?");

    @TempDir
    static Path dir;
    static ConsoleSession served;
    static String printed;
    static ServerAddress address;
    static String fingerprint;

    @BeforeAll
    static void serve() throws Exception {
        ConsoleCommand command = new ConsoleCommand();
        CommandLine line = new CommandLine(command);
        StringWriter out = new StringWriter();
        line.setOut(new PrintWriter(out));
        line.parseArgs("--demo", "--db", dir.resolve("supervisor.db").toString(), "--serve", "127.0.0.1:0");
        served = command.start(dir.resolve("supervisor-home"), Clock.systemUTC()).opener().open();
        printed = out.toString();
        Matcher m = LISTENING.matcher(printed);
        if (!m.matches()) {
            throw new AssertionError("not the line of a listening server: " + printed);
        }
        address = new ServerAddress("127.0.0.1", Integer.parseInt(m.group(1)));
        fingerprint = m.group(2);
    }

    @AfterAll
    static void stop() throws Exception {
        if (served != null) {
            served.resources().close();
        }
    }

    private static KnownServers knownIn(String deskHome) {
        return KnownServers.inHome(dir.resolve(deskHome));
    }

    @Test
    void theServingConsoleShowsWhereItListensAndItsKeyBesideItsDatabase() throws Exception {
        assertThat(fingerprint).isEqualTo(ServerIdentity.besideDatabase(dir.resolve("supervisor.db"),
                Clock.systemUTC()).fingerprint());
        assertThat(served.clusterLabel()).isEqualTo("demo cluster, 5 nodes \u00b7 serving desks on " + address
                + ", key " + fingerprint);
        assertThat(served.control().link()).isEqualTo(Link.THIS_DESK);
    }

    @Test
    void aDesksLoginFormLogsInWithTheServersAccounts() throws Exception {
        ConsoleSession desk = DeskConsole.open(address, knownIn("operator-home"), true);
        try (FxHop hop = FxHop.joining()) {
            assertThat(desk.control().link()).isEqualTo(new Link(address.toString(), fingerprint,
                    Link.State.CONNECTED, ""));
            LoginViewModel login = new LoginViewModel(CompletableFuture.completedFuture((Control) desk.control()),
                    hop, List.of(), "");
            login.onShow();
            login.nameProperty().set("operator");
            login.passwordProperty().set("operator-demo");

            login.onLogin();

            assertThat(login.principalProperty().get()).isNotNull();
            assertThat(login.principalProperty().get().name()).isEqualTo("operator");
            assertThat(login.firstStartProperty().get()).isFalse();
            LocalDate before = LocalDate.of(2020, 1, 1);
            String there = failure(served.reports().load(before, ZoneOffset.UTC));
            assertThat(failure(desk.reports().load(before, ZoneOffset.UTC))).as("the desk's Reports screen's words")
                    .isEqualTo(there).startsWith("no samples for 2020-01-01 in ").contains("supervisor.db");
        } finally {
            desk.resources().close();
        }
    }

    /** The words a failed load gives the Reports screen. */
    private static String failure(CompletableFuture<?> load) throws Exception {
        return load.handle((report, e) -> e == null ? "loaded" : (e instanceof CompletionException
                && e.getCause() != null ? e.getCause() : e).getMessage()).get(60, TimeUnit.SECONDS);
    }

    @Test
    void aDeskAsksBeforeTrustingAnUnknownKeyAndRecordsItWhenTrusted() throws Exception {
        KnownServers known = knownIn("new-desk-home");

        UnknownServerKeyException asked = org.junit.jupiter.api.Assertions.assertThrows(
                UnknownServerKeyException.class, () -> DeskConsole.open(address, known, false));
        assertThat(asked.server()).isEqualTo(address.toString());
        assertThat(asked.fingerprint()).isEqualTo(fingerprint);
        assertThat(Files.exists(known.file())).isFalse();

        asked.trust();

        assertThat(Files.readString(known.file())).isEqualTo(address + " " + fingerprint + "\n");
        DeskConsole.open(address, known, false).resources().close();
    }

    @Test
    void aDeskRefusesAChangedKeyNamingBothFingerprints() throws Exception {
        KnownServers known = knownIn("old-desk-home");
        String old = "SHA256:" + "A".repeat(43);
        known.accept(address, old);

        assertThatThrownBy(() -> DeskConsole.open(address, known, true))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("SERVER KEY CHANGED for " + address)
                .hasMessageContaining(fingerprint)
                .hasMessageContaining(old);
    }

    @Test
    void aDeskSaysWhenItsServerCannotBeReached() throws Exception {
        int free;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            free = s.getLocalPort();
        }
        ServerAddress nobody = new ServerAddress("127.0.0.1", free);

        assertThatThrownBy(() -> DeskConsole.open(nobody, knownIn("lonely-home"), true))
                .isInstanceOf(UnreachableServerException.class)
                .hasMessageStartingWith("The control server " + nobody + " cannot be reached");
    }
}
