package org.voddesk.control.remote;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.voddesk.control.api.CameraImport;
import org.voddesk.control.api.CommandResult;
import org.voddesk.wire.WireProtocol;

/**
 * A cameras CSV on the desk, read whole before its content goes to the server (at most
 * {@link WireProtocol#MAX_FILE_BYTES}). A file that cannot be sent is a failed import in the words the control uses
 * for a file it cannot read, its problem listed as the import's.
 */
final class DeskCameraFiles {
    private DeskCameraFiles() {
    }

    /** A file's content, or why it is not sent. */
    record Read(byte[] content, String problem) {
        /** The failed import of a file that could not be sent: nothing was imported. */
        CommandResult<CameraImport> refused() {
            return CommandResult.failed("Nothing was imported: " + problem, new CameraImport(0, 0, List.of(problem)));
        }
    }

    /** Reads {@code file} whole; never throws. */
    static Read read(Path file) {
        try {
            if (Files.isDirectory(file)) {
                return problem("cameras CSV " + file + " is a directory; give the path of a file");
            }
            try (InputStream in = Files.newInputStream(file)) {
                byte[] content = in.readNBytes(WireProtocol.MAX_FILE_BYTES + 1);
                if (content.length > WireProtocol.MAX_FILE_BYTES) {
                    return problem(tooLarge(file.toString(), Files.size(file)));
                }
                return new Read(content, null);
            }
        } catch (NoSuchFileException e) {
            return problem(file + ": no such file");
        } catch (IOException | RuntimeException e) {
            return problem(file + ": cannot be read (" + e.getMessage() + ")");
        }
    }

    /** Why a file of {@code bytes} bytes is not sent (more than {@link WireProtocol#MAX_FILE_BYTES}). */
    static String tooLarge(String source, long bytes) {
        return "cameras CSV " + source + " has " + bytes / 1024 + " KiB, more than the "
                + WireProtocol.MAX_FILE_BYTES / 1024 + " KiB a desk may send to the server; split it into smaller"
                + " files, each with the header line, and import them one by one";
    }

    static Read problem(String why) {
        return new Read(null, why);
    }
}
