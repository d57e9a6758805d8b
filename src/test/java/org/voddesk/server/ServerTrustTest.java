package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerKeyException;

/**
 * A client trusts a server by its key's fingerprint, as OpenSSH trusts a host key: first contact refused unless
 * accepted, then known; a changed key refused naming both; and the client's session logs in over it.
 */
class ServerTrustTest {
    private ServerFixture f;
    private KnownServers known;

    @BeforeEach
    void start(@TempDir Path dir) throws Exception {
        f = new ServerFixture(dir);
        known = new KnownServers(dir.resolve("client").resolve("known_servers"));
    }

    @AfterEach
    void stop() {
        f.close();
    }

    @Test
    void firstContactIsRefusedNamingTheFingerprintAndNothingIsRecorded() {
        assertThatThrownBy(() -> RemoteSession.connect(f.server.address(), known, false))
                .isInstanceOf(ServerKeyException.class)
                .hasMessageContaining("unknown server key for " + f.server.address())
                .hasMessageContaining(f.server.fingerprint())
                .hasMessageContaining("--accept-new-server-key");
        assertThat(known.file()).doesNotExist();
    }

    @Test
    void firstContactWithAcceptNewRecordsTheKeyAndLaterConnectionsNeedNoAcceptance() throws Exception {
        try (RemoteSession s = RemoteSession.connect(f.server.address(), known, true)) {
            assertThat(s.fingerprint()).isEqualTo(f.server.fingerprint());
        }

        assertThat(Files.readAllLines(known.file())).containsExactly(f.server.address() + " " + f.server.fingerprint());
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(known.file()))).isEqualTo("rw-------");
        try (RemoteSession again = RemoteSession.connect(f.server.address(), known, false)) {
            assertThat(again.serverVersion()).isEqualTo("test-version");
        }
    }

    @Test
    void aChangedKeyIsRefusedNamingTheOldAndTheNewFingerprint() throws Exception {
        ServerFixture.Desk other = f.desk("operator", ServerFixture.OPERATOR_PASSWORD.clone());
        String old = "SHA256:" + "Q".repeat(43);
        known.accept(f.server.address(), old);

        ServerKeyException e = org.junit.jupiter.api.Assertions.assertThrows(ServerKeyException.class,
                () -> RemoteSession.connect(f.server.address(), known, true));

        assertThat(e.changed()).isTrue();
        assertThat(e.getMessage()).contains("SERVER KEY CHANGED for " + f.server.address())
                .contains("now presents " + f.server.fingerprint()).contains("knows it as " + old);
        assertThat(Files.readAllLines(known.file())).containsExactly(f.server.address() + " " + old);
        f.stillServes(other); // the desk that refused the key never reached a login: nothing to audit
        other.close();
    }

    @Test
    void theSessionLogsInAndAsksWhoItIs() throws Exception {
        try (RemoteSession s = RemoteSession.connect(f.server.address(), known, true)) {
            CommandResult<Principal> in = s.login("operator", ServerFixture.OPERATOR_PASSWORD.clone());
            CommandResult<Principal> me = s.whoAmI();

            assertThat(in.ok()).as(in.message()).isTrue();
            assertThat(me.value()).isEqualTo(new Principal("operator", Role.OPERATOR, "127.0.0.1"));
            assertThat(s.logout().ok()).isTrue();
            assertThat(s.whoAmI().message()).isEqualTo(Tokens.MISSING);
        }
    }

    @Test
    void aWrongPasswordIsAFailedResultWithTheServersWords() throws Exception {
        try (RemoteSession s = RemoteSession.connect(f.server.address(), known, true)) {
            char[] password = "guess".toCharArray();

            CommandResult<Principal> r = s.login("operator", password);

            assertThat(r.ok()).isFalse();
            assertThat(r.message()).startsWith("Wrong user name or password");
            assertThat(password).containsOnly('\0');
        }
    }

    @Test
    void aServerThatIsNotThereIsOneLineSayingSo() throws Exception {
        ServerAddress nowhere;
        try (java.net.ServerSocket closed = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            nowhere = new ServerAddress("127.0.0.1", closed.getLocalPort());
        }

        assertThatThrownBy(() -> RemoteSession.connect(nowhere, known, true)).isInstanceOf(IOException.class)
                .hasMessageContaining("The control server " + nowhere + " cannot be reached");
    }
}
