package org.voddesk.wire.tls;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.wire.ServerAddress;

/** known_servers: first contact, acceptance as one appended line, a known key, a changed one. */
class KnownServersTest {
    private static final String KEY_A = "SHA256:" + "A".repeat(43);
    private static final String KEY_B = "SHA256:" + "B".repeat(43);
    private static final ServerAddress SERVER = ServerAddress.parse("desk-server:7443");

    @Test
    void aServerNotInTheFileIsUnknownAndNothingIsWritten(@TempDir Path dir) throws Exception {
        KnownServers known = new KnownServers(dir.resolve("v").resolve("known_servers"));

        assertThat(known.checkOrAccept(SERVER, KEY_A, false)).isEqualTo(KnownServers.Verdict.UNKNOWN);
        assertThat(known.file()).doesNotExist();
    }

    @Test
    void anAcceptedKeyIsAppendedAsOneLineToAFileOnlyItsOwnerMayRead(@TempDir Path dir) throws Exception {
        KnownServers known = new KnownServers(dir.resolve("v").resolve("known_servers"));

        assertThat(known.checkOrAccept(SERVER, KEY_A, true)).isEqualTo(KnownServers.Verdict.KNOWN);

        assertThat(Files.readString(known.file())).isEqualTo("desk-server:7443 " + KEY_A + "\n");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(known.file()))).isEqualTo("rw-------");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(dir.resolve("v"))))
                .isEqualTo("rwx------");
        assertThat(known.check(SERVER, KEY_A)).isEqualTo(KnownServers.Verdict.KNOWN);
    }

    @Test
    void anotherKeyForAKnownAddressHasChangedAndIsNotAcceptedEvenWithAcceptNew(@TempDir Path dir) throws Exception {
        KnownServers known = new KnownServers(dir.resolve("known_servers"));
        known.accept(SERVER, KEY_A);

        assertThat(known.checkOrAccept(SERVER, KEY_B, true)).isEqualTo(KnownServers.Verdict.CHANGED);
        assertThat(known.fingerprintsOf(SERVER)).containsExactly(KEY_A);
    }

    @Test
    void theSameHostOnAnotherPortIsAnotherServer(@TempDir Path dir) throws Exception {
        KnownServers known = new KnownServers(dir.resolve("known_servers"));
        known.accept(SERVER, KEY_A);

        assertThat(known.check(SERVER.withPort(7444), KEY_B)).isEqualTo(KnownServers.Verdict.UNKNOWN);
    }

    @Test
    void commentsAreSkippedAndAFileWithoutAFinalNewlineGetsOneBeforeTheNewLine(@TempDir Path dir) throws Exception {
        Path file = Files.writeString(dir.resolve("known_servers"), "# desk-server:7443 " + KEY_A + "\n[::1]:7443 "
                + KEY_B);
        KnownServers known = new KnownServers(file);

        assertThat(known.check(SERVER, KEY_A)).isEqualTo(KnownServers.Verdict.UNKNOWN);
        assertThat(known.check(ServerAddress.parse("[::1]:7443"), KEY_B)).isEqualTo(KnownServers.Verdict.KNOWN);
        known.accept(SERVER, KEY_A);
        assertThat(Files.readAllLines(file)).containsExactly("# desk-server:7443 " + KEY_A, "[::1]:7443 " + KEY_B,
                "desk-server:7443 " + KEY_A);
    }
}
