package org.voddesk.report;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: into a temporary file beside it, moved over the target only once complete,
 * so a failed export never leaves a half-written file that looks finished.
 */
final class AtomicFile {
    /** What writes the content. */
    @FunctionalInterface
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    static Path write(Path target, Content content) {
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new ReportException("cannot write " + target + ": it is a directory");
        }
        if (dir == null || !Files.isDirectory(dir)) {
            throw new ReportException("cannot write " + target + ": the directory " + dir + " does not exist");
        }
        Path temp = null;
        try {
            temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".part");
            try (OutputStream out = Files.newOutputStream(temp)) {
                content.writeTo(out);
            }
            move(temp, absolute);
            return absolute;
        } catch (AccessDeniedException e) {
            throw new ReportException("cannot write " + target + ": permission denied", e);
        } catch (NoSuchFileException e) {
            throw new ReportException("cannot write " + target + ": " + e.getFile() + " does not exist", e);
        } catch (IOException e) {
            throw new ReportException("cannot write " + target + ": " + e.getMessage(), e);
        } finally {
            deleteQuietly(temp);
        }
    }

    private static void move(Path temp, Path target) throws IOException {
        try {
            Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void deleteQuietly(Path temp) {
        if (temp == null) {
            return;
        }
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // the temporary file is hidden (dot name) and named .part; nothing else depends on it
        }
    }
}
