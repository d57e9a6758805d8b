package org.voddesk.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.zip.ZipEntry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClassArchiveTest {
    @TempDir
    Path dir;

    @Test
    void theArchiveAndItsStampLieBesideTheJar() {
        ClassArchive archive = new ClassArchive(dir.resolve("voddesk.jar"));
        assertThat(archive.archive()).isEqualTo(dir.resolve("voddesk.jsa"));
        assertThat(archive.stamp()).isEqualTo(dir.resolve("voddesk.jsa.properties"));
    }

    @Test
    void aJarWithoutAnArchiveHasNone() throws IOException {
        ClassArchive archive = new ClassArchive(Files.write(dir.resolve("voddesk.jar"), new byte[] {1}));
        assertThat(archive.state()).isEqualTo(ClassArchive.State.MISSING);
    }

    @Test
    void anUnreadableStampIsAMismatch() throws IOException {
        ClassArchive archive = new ClassArchive(Files.write(dir.resolve("voddesk.jar"), new byte[] {1}));
        Files.write(archive.archive(), new byte[] {2});
        Files.writeString(archive.stamp(), "jar=\\u12");
        assertThat(archive.state()).isEqualTo(ClassArchive.State.MISMATCHED);
    }

    @Test
    void aMadeArchiveMatchesItsJarUntilTheJarIsReplaced() throws Exception {
        Path jar = dir.resolve("voddesk.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), new Manifest())) {
            out.putNextEntry(new ZipEntry("empty.txt"));
        }
        ClassArchive archive = new ClassArchive(jar);
        archive.make(Files.writeString(dir.resolve("voddesk.classlist"), "java/lang/Object\n"));
        assertThat(archive.state()).isEqualTo(ClassArchive.State.MATCHES);
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() - 60_000));
        assertThat(archive.state()).isEqualTo(ClassArchive.State.MISMATCHED);
    }

    @Test
    void aDumpTheJvmRefusesLeavesNoStamp() throws IOException {
        ClassArchive archive = new ClassArchive(Files.write(dir.resolve("voddesk.jar"), new byte[] {1}));
        assertThatThrownBy(() -> archive.make(dir.resolve("no-such.classlist"))).isInstanceOf(IOException.class)
                .hasMessageContaining("voddesk.jsa.log");
        assertThat(archive.stamp()).doesNotExist();
        assertThat(archive.state()).isEqualTo(ClassArchive.State.MISSING);
    }
}
