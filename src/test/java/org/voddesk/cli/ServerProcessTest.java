package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
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
    private ServerProcess server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
    }

    /** Starts {@code voddesk server --demo} on {@code db}, any free port. */
    private ServerProcess startServer(Path db, String name) throws Exception {
        return ServerProcess.start(dir, name, dir.resolve("home"), "--demo", "--db", db.toString(), "--listen",
                "127.0.0.1:0");
    }

    @Test
    void aDeskLogsInAndAfterASigkillTheRestartedServerPresentsTheSameKey() throws Exception {
        Path db = dir.resolve("demo.db");
        KnownServers known = new KnownServers(dir.resolve("desk").resolve("known_servers"));

        server = startServer(db, "first");
        String fingerprint = server.fingerprint();
        try (RemoteSession desk = RemoteSession.connect(server.address(), known, true)) {
            CommandResult<Principal> in = desk.login("operator", "operator-demo".toCharArray());
            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(desk.whoAmI().value()).isEqualTo(new Principal("operator", Role.OPERATOR, "127.0.0.1"));
        }
        assertThat(known.fingerprintsOf(server.address())).containsExactly(fingerprint);

        server.kill(); // SIGKILL: no hook runs, the lease row stays

        server = startServer(db, "again");
        assertThat(server.fingerprint()).isEqualTo(fingerprint);
        ServerAddress moved = server.address();
        known.accept(moved, fingerprint); // the desk knew this key at the new port: no acceptance asked
        try (RemoteSession desk = RemoteSession.connect(moved, known, false)) {
            assertThat(desk.login("supervisor", "supervisor-demo".toCharArray()).ok()).isTrue();
        }

        assertThat(server.stop()).as("stderr: %s", server.errors()).isZero(); // SIGTERM
        assertThat(server.output().lines().toList()).last().asString().contains(" LoopStopped db=" + db);
    }
}
