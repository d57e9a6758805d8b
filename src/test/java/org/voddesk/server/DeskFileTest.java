package org.voddesk.server;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.voddesk.control.api.CommandResult;

/** The server's copy of a desk's file: private, named as the desk's, in the desk's words, bounded, and removed. */
class DeskFileTest {
    @Test
    void theCopyIsPrivateAndTakesTheDesksFileName() throws Exception {
        try (DeskFile copy = DeskFile.of("/home/ann/clusters/site-a.yaml")) {
            copy.write("nodes: []\n".getBytes());

            assertThat(copy.path().getFileName()).hasToString("site-a.yaml");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(copy.path())))
                    .isEqualTo("rw-------");
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(copy.path().getParent())))
                    .isEqualTo("rwx------");
        }
    }

    @Test
    void aNameThatCouldLeaveTheFolderIsNotTaken() throws Exception {
        try (DeskFile copy = DeskFile.of("/home/ann/..")) {
            assertThat(copy.path().getFileName()).hasToString("cluster.yaml");
        }
    }

    @Test
    void theControlsWordsNameTheDesksFile() throws Exception {
        try (DeskFile copy = DeskFile.of("desk/cluster.yaml")) {
            CommandResult<String> said = copy.words(CommandResult.ok("Wrote 2 nodes to " + copy.path() + ".", "v"));

            assertThat(said.message()).isEqualTo("Wrote 2 nodes to desk/cluster.yaml.");
            assertThat(said.ok()).isTrue();
            assertThat(said.value()).isEqualTo("v");
        }
    }

    @Test
    void aCopyLargerThanTheLimitIsNotRead() throws Exception {
        try (DeskFile copy = DeskFile.of("cluster.yaml")) {
            copy.write(new byte[101]);

            assertThat(copy.read(101)).hasSize(101);
            assertThatThrownBy(() -> copy.read(100)).isInstanceOfSatisfying(DeskFile.TooLarge.class,
                    e -> assertThat(e.size()).isEqualTo(101));
        }
    }

    @Test
    void closingRemovesTheCopyAndItsFolder() throws Exception {
        Path copied;
        try (DeskFile copy = DeskFile.of("cluster.yaml")) {
            copy.write(new byte[] {1});
            copied = copy.path();
        }

        assertThat(copied).doesNotExist();
        assertThat(copied.getParent()).doesNotExist();
    }
}
