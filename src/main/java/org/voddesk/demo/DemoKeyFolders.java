package org.voddesk.demo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The demo console's key folders ({@code voddesk-demo-keys*} in the temporary directory). A console removes its own
 * on a normal close; one that was killed cannot, so each folder names its owner in an {@value #OWNER} file (the
 * process id and start time) and the next demo start removes the folders whose owner is gone. Only such folders
 * are touched: a folder without that file, with an unreadable one, not a plain directory, or another user's, is
 * left alone, and so is one whose owner still runs (a second demo console).
 */
public final class DemoKeyFolders {
    /** The folders' name prefix. */
    public static final String PREFIX = "voddesk-demo-keys";
    /** The file in a folder naming the process that made it: {@code <pid> <start instant or ->}. */
    public static final String OWNER = "owner.pid";
    private static final int OWNER_MAX_BYTES = 200;
    private static final Logger LOG = LoggerFactory.getLogger(DemoKeyFolders.class);

    private DemoKeyFolders() {
    }

    /** Removes the stale folders in {@code parent}, then makes a new one there marked as this process's. */
    public static Path create(Path parent) throws IOException {
        removeStale(parent);
        Path dir = Files.createTempDirectory(parent, PREFIX);
        Files.writeString(dir.resolve(OWNER), mark(ProcessHandle.current()), StandardCharsets.UTF_8);
        return dir;
    }

    /** The owner line for {@code p}. */
    static String mark(ProcessHandle p) {
        return p.pid() + " " + p.info().startInstant().map(Instant::toString).orElse("-") + "\n";
    }

    /** Removes the folders in {@code parent} whose owner process is gone; returns them. Never throws. */
    public static List<Path> removeStale(Path parent) {
        List<Path> removed = new ArrayList<>();
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(parent, PREFIX + "*")) {
            for (Path dir : dirs) {
                try {
                    if (ours(dir) && ownerGone(dir)) {
                        delete(dir);
                        removed.add(dir);
                    }
                } catch (IOException e) {
                    LOG.warn("stale demo key folder {} not removed: {}", dir, e.toString());
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("stale demo key folders in {} not removed: {}", parent, e.toString());
        }
        if (!removed.isEmpty()) {
            LOG.info("removed {} demo key folders left by consoles that are gone: {}", removed.size(), removed);
        }
        return removed;
    }

    /** A plain directory of this user's holding a plain owner file. */
    private static boolean ours(Path dir) throws IOException {
        Path owner = dir.resolve(OWNER);
        return Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS)
                && Files.isRegularFile(owner, LinkOption.NOFOLLOW_LINKS)
                && Files.size(owner) <= OWNER_MAX_BYTES
                && Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS).getName().equals(System.getProperty("user.name"));
    }

    /** Whether the process the owner file names has ended (its pid is free, or taken by a later process). */
    private static boolean ownerGone(Path dir) throws IOException {
        String[] words = Files.readString(dir.resolve(OWNER), StandardCharsets.UTF_8).trim().split(" ");
        long pid;
        try {
            pid = Long.parseLong(words[0]);
        } catch (NumberFormatException e) {
            return false; // not a mark this class wrote: not ours to judge
        }
        Optional<ProcessHandle> p = ProcessHandle.of(pid).filter(ProcessHandle::isAlive);
        if (p.isEmpty()) {
            return true;
        }
        String started = p.get().info().startInstant().map(Instant::toString).orElse("-");
        return words.length > 1 && !words[1].equals("-") && !started.equals("-") && !words[1].equals(started);
    }

    /** Deletes {@code dir} and what it holds; links inside are removed, never followed. */
    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : all.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
