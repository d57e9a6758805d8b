package org.voddesk.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.extension.AnnotatedElementContext;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDirFactory;

/**
 * Temporary directories in memory ({@code /dev/shm}, a tmpfs) where the machine has one, else the default place: for
 * tests that rewrite a small file thousands of times. On a disk file system shared with other builds each open and
 * truncate can stall (the cluster-file fuzz spent most of its time in {@code Files.write}'s open on an ext4
 * {@code /tmp}). Use as {@code @TempDir(factory = MemoryTempDirs.class)}; JUnit deletes the directory as usual.
 */
public final class MemoryTempDirs implements TempDirFactory {
    static final Path SHM = Path.of("/dev/shm");

    @Override
    public Path createTempDirectory(AnnotatedElementContext element, ExtensionContext extension) throws Exception {
        if (Files.isDirectory(SHM) && Files.isWritable(SHM)) {
            return Files.createTempDirectory(SHM, "junit-");
        }
        return Files.createTempDirectory("junit-");
    }
}
