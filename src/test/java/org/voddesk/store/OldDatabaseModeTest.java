package org.voddesk.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.voddesk.core.Role;

/** A database an older release left 0644 (password hashes others could read) is owner-only after its next open. */
class OldDatabaseModeTest {
    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void anOpenMakesAnOldDatabaseAndItsWalFilesOwnerOnly(@TempDir Path dir) throws Exception {
        Path db = dir.resolve("voddesk.db");
        try (Store store = Store.open(db)) {
            store.users().create("boss", Role.SUPERVISOR, "long enough".toCharArray(), 0);
        }
        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));

        try (Store store = Store.open(db)) {
            store.users().create("ann", Role.OPERATOR, "long enough".toCharArray(), 0);
            assertThat(mode(db)).isEqualTo("rw-------");
            assertThat(mode(Path.of(db + "-wal"))).isEqualTo("rw-------");
            assertThat(mode(Path.of(db + "-shm"))).isEqualTo("rw-------");
        }
    }
}
