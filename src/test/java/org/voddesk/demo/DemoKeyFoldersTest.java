package org.voddesk.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A killed demo console leaves its key folder behind: the next demo start removes the folders whose owner process
 * is gone, and only those (never one without an owner mark, one whose owner runs, or anything else).
 */
class DemoKeyFoldersTest {
    /** A process id that has just ended (a child that exited). */
    private static long endedPid() throws Exception {
        Process p = new ProcessBuilder("true").start();
        p.waitFor();
        return p.pid();
    }

    private static Path folder(Path parent, String name, String owner) throws Exception {
        Path dir = Files.createDirectory(parent.resolve(name));
        Files.writeString(dir.resolve(DemoClusterFiles.IDENTITY), "key", StandardCharsets.UTF_8);
        if (owner != null) {
            Files.writeString(dir.resolve(DemoKeyFolders.OWNER), owner, StandardCharsets.UTF_8);
        }
        return dir;
    }

    @Test
    void aNewFolderIsMarkedWithThisProcess(@TempDir Path parent) throws Exception {
        Path dir = DemoKeyFolders.create(parent);

        assertThat(dir.getFileName().toString()).startsWith(DemoKeyFolders.PREFIX);
        assertThat(Files.readString(dir.resolve(DemoKeyFolders.OWNER)))
                .startsWith(ProcessHandle.current().pid() + " ");
    }

    @Test
    void aFolderWhoseOwnerIsGoneIsRemovedAtTheNextStart(@TempDir Path parent) throws Exception {
        Path stale = folder(parent, DemoKeyFolders.PREFIX + "123", endedPid() + " -\n");

        Path fresh = DemoKeyFolders.create(parent);

        assertThat(stale).doesNotExist();
        assertThat(fresh).isDirectory();
    }

    @Test
    void aFolderWhosePidWasTakenByALaterProcessIsRemoved(@TempDir Path parent) throws Exception {
        Path stale = folder(parent, DemoKeyFolders.PREFIX + "1", ProcessHandle.current().pid()
                + " 2000-01-01T00:00:00Z\n");

        assertThat(DemoKeyFolders.removeStale(parent)).containsExactly(stale);
        assertThat(stale).doesNotExist();
    }

    @Test
    void aFolderOfARunningConsoleIsKept(@TempDir Path parent) throws Exception {
        Path running = folder(parent, DemoKeyFolders.PREFIX + "1", DemoKeyFolders.mark(ProcessHandle.current()));

        assertThat(DemoKeyFolders.removeStale(parent)).isEmpty();
        assertThat(running.resolve(DemoClusterFiles.IDENTITY)).exists();
    }

    @Test
    void foldersThatAreNotMarkedOrNotOursAreKept(@TempDir Path parent) throws Exception {
        String gone = endedPid() + " -\n";
        Path unmarked = folder(parent, DemoKeyFolders.PREFIX + "1", null);
        Path garbled = folder(parent, DemoKeyFolders.PREFIX + "2", "not a pid\n");
        Path otherName = folder(parent, "someone-elses-keys", gone);
        Path file = Files.writeString(parent.resolve(DemoKeyFolders.PREFIX + "3"), gone);

        assertThat(DemoKeyFolders.removeStale(parent)).isEmpty();
        assertThat(unmarked).isDirectory();
        assertThat(garbled).isDirectory();
        assertThat(otherName).isDirectory();
        assertThat(file).isRegularFile();
    }

    @Test
    void aLinkInsideAStaleFolderIsRemovedNotFollowed(@TempDir Path parent) throws Exception {
        Path outside = Files.createDirectory(parent.resolve("outside"));
        Path kept = Files.writeString(outside.resolve("precious"), "x");
        Path stale = folder(parent, DemoKeyFolders.PREFIX + "1", endedPid() + " -\n");
        Files.createSymbolicLink(stale.resolve("link"), outside);

        DemoKeyFolders.removeStale(parent);

        assertThat(stale).doesNotExist();
        assertThat(kept).exists();
    }
}
