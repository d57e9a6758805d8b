package org.voddesk.files;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Owner-only files and folders, whatever the mode a plain create would give them. */
class PrivateFilesTest {
    @TempDir
    Path dir;

    private static String mode(Path p) throws Exception {
        return PosixFilePermissions.toString(Files.getPosixFilePermissions(p));
    }

    @Test
    void everyFolderItCreatesIsReadableByItsOwnerOnly() throws Exception {
        PrivateFiles.createDirectories(dir.resolve("a/b/c"));

        assertThat(mode(dir.resolve("a"))).isEqualTo("rwx------");
        assertThat(mode(dir.resolve("a/b"))).isEqualTo("rwx------");
        assertThat(mode(dir.resolve("a/b/c"))).isEqualTo("rwx------");
    }

    @Test
    void aFolderThatExistsKeepsItsMode() throws Exception {
        Path shared = Files.createDirectory(dir.resolve("shared"));
        Files.setPosixFilePermissions(shared, PosixFilePermissions.fromString("rwxr-xr-x"));

        PrivateFiles.createDirectories(shared.resolve("mine"));

        assertThat(mode(shared)).isEqualTo("rwxr-xr-x");
        assertThat(mode(shared.resolve("mine"))).isEqualTo("rwx------");
    }

    @Test
    void theProductsOwnFolderIsTightenedWhenItExists() throws Exception {
        Path own = Files.createDirectory(dir.resolve(".voddesk"));
        Files.setPosixFilePermissions(own, PosixFilePermissions.fromString("rwxrwxr-x"));

        PrivateFiles.ownFolder(own);

        assertThat(mode(own)).isEqualTo("rwx------");
    }

    @Test
    void aCreatedFileIsReadableByItsOwnerOnly() throws Exception {
        assertThat(PrivateFiles.createFile(dir.resolve("db"))).isTrue();

        assertThat(mode(dir.resolve("db"))).isEqualTo("rw-------");
        assertThat(Files.size(dir.resolve("db"))).isZero();
    }

    @Test
    void aFileThatExistsIsNotCreatedAgain() throws Exception {
        Path file = Files.writeString(dir.resolve("db"), "kept");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));

        assertThat(PrivateFiles.createFile(file)).isFalse();

        assertThat(Files.readString(file)).isEqualTo("kept");
        assertThat(mode(file)).isEqualTo("rw-r-----");
    }

    @Test
    void aFileWrittenWholeIsMadeOwnerOnlyAlsoWhenItExisted() throws Exception {
        Path file = Files.writeString(dir.resolve("cluster.yaml"), "an older, longer export");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw-rw-"));

        PrivateFiles.writeString(file, "nodes: []\n");

        assertThat(mode(file)).isEqualTo("rw-------");
        assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("nodes: []\n");
    }

    @Test
    void aFileItsGroupOrOthersMayWriteIsRefusedWithTheCommandThatMendsIt() throws Exception {
        Path db = Files.createFile(dir.resolve("voddesk.db"));
        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-rw-rw-"));

        assertThat(PrivateFiles.looseModeRefusal(db)).contains("refusing to use " + db.toAbsolutePath()
                + ": it is writable by group or others (chmod 600 " + db.toAbsolutePath() + ")");
    }

    @Test
    void groupWriteAloneIsRefusedToo() throws Exception {
        Path key = Files.createFile(dir.resolve("id_ed25519"));
        Files.setPosixFilePermissions(key, PosixFilePermissions.fromString("rw--w----"));

        assertThat(PrivateFiles.looseModeRefusal(key)).isPresent();
    }

    @Test
    void aFileOthersMayOnlyReadOrAMissingOneIsNotRefused() throws Exception {
        Path db = Files.createFile(dir.resolve("voddesk.db"));
        Files.setPosixFilePermissions(db, PosixFilePermissions.fromString("rw-r--r--"));

        assertThat(PrivateFiles.looseModeRefusal(db)).isEmpty();
        assertThat(PrivateFiles.looseModeRefusal(dir.resolve("missing.db"))).isEmpty();
    }

    @Test
    void tighteningTakesTheGroupsAndOthersPermissionsAndKeepsTheOwners() throws Exception {
        Path old = Files.createFile(dir.resolve("old.db"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("rw-r--r--")));
        Path readOnly = Files.createFile(dir.resolve("read-only.db"), PosixFilePermissions.asFileAttribute(
                PosixFilePermissions.fromString("r--r--r--")));
        Files.setPosixFilePermissions(readOnly, PosixFilePermissions.fromString("r--r--r--"));
        Files.setPosixFilePermissions(old, PosixFilePermissions.fromString("rw-r--r--"));

        assertThat(PrivateFiles.tighten(old)).isTrue();
        assertThat(PrivateFiles.tighten(readOnly)).isTrue();
        assertThat(PrivateFiles.tighten(old)).as("already private").isFalse();
        assertThat(mode(old)).isEqualTo("rw-------");
        assertThat(mode(readOnly)).as("the owner's own read-only stays").isEqualTo("r--------");
        assertThat(PrivateFiles.tighten(dir.resolve("missing.db"))).isFalse();
    }
}
