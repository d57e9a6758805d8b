package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
import org.voddesk.testing.Await;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;

/**
 * {@code voddesk server --demo} as a process of its own: a desk connects, trusts its key, logs in with a demo account;
 * killed with SIGKILL and started again on the same database, it presents the same key, which a desk that knew it
 * trusts without being asked; SIGTERM then stops it cleanly.
 */
class ServerProcessTest {
    @TempDir
    Path dir;
    private Process server;

    @AfterEach
    void stop() {
        if (server != null && server.isAlive()) {
            server.destroyForcibly();
        }
    }

    /** Starts {@code voddesk server --demo} on {@code db}, any free port; returns its "server listening" line. */
    private Matcher startServer(Path db, String name) throws Exception {
        Path out = dir.resolve(name + ".out");
        Path err = dir.resolve(name + ".err");
        server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m", "-Duser.home=" + dir.resolve("home"),
                "-cp", System.getProperty("java.class.path"), Main.class.getName(),
                "server", "--demo", "--db", db.toString(), "--listen", "127.0.0.1:0")
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        Process p = server;
        Await.until("server listening", Duration.ofSeconds(90),
                () -> ServerCommandTest.LISTENING.matcher(read(out)).find() || !p.isAlive());
        Matcher m = ServerCommandTest.LISTENING.matcher(read(out));
        assertThat(m.find()).as("listening; stderr: %s", read(err)).isTrue();
        return m;
    }

    private static String read(Path file) {
        try {
            return Files.exists(file) ? Files.readString(file) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void aDeskLogsInAndAfterASigkillTheRestartedServerPresentsTheSameKey() throws Exception {
        Path db = dir.resolve("demo.db");
        KnownServers known = new KnownServers(dir.resolve("desk").resolve("known_servers"));

        Matcher first = startServer(db, "first");
        String fingerprint = first.group(2);
        try (RemoteSession desk = RemoteSession.connect(ServerAddress.parse(first.group(1)), known, true)) {
            CommandResult<Principal> in = desk.login("operator", "operator-demo".toCharArray());
            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(desk.whoAmI().value()).isEqualTo(new Principal("operator", Role.OPERATOR, "127.0.0.1"));
        }
        assertThat(known.fingerprintsOf(ServerAddress.parse(first.group(1)))).containsExactly(fingerprint);

        server.destroyForcibly(); // SIGKILL: no hook runs, the lease row stays
        assertThat(server.waitFor(15, TimeUnit.SECONDS)).isTrue();

        Matcher again = startServer(db, "again");
        assertThat(again.group(2)).isEqualTo(fingerprint);
        ServerAddress moved = ServerAddress.parse(again.group(1));
        known.accept(moved, fingerprint); // the desk knew this key at the new port: no acceptance asked
        try (RemoteSession desk = RemoteSession.connect(moved, known, false)) {
            assertThat(desk.login("supervisor", "supervisor-demo".toCharArray()).ok()).isTrue();
        }

        server.destroy(); // SIGTERM
        assertThat(server.waitFor(30, TimeUnit.SECONDS)).as("stopped within 30 s").isTrue();
        assertThat(server.exitValue()).as("stderr: %s", read(dir.resolve("again.err"))).isZero();
        assertThat(read(dir.resolve("again.out")).lines().toList()).last().asString().contains(" LoopStopped db=" + db);
    }
}
