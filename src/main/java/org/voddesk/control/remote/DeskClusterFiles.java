package org.voddesk.control.remote;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import org.voddesk.control.api.CommandResult;
import org.voddesk.files.PrivateFiles;
import org.voddesk.wire.WireProtocol;

/**
 * A cluster file on the desk: read whole before its content goes to the server (at most
 * {@link WireProtocol#MAX_FILE_BYTES}), written whole from the content the server sent, only its owner may read it
 * (it names the nodes and their logins). Failures in the words the control uses for its own file.
 */
final class DeskClusterFiles {
    private DeskClusterFiles() {
    }

    /** The file's content, or why it is not sent (a failed result: nothing was imported). */
    static CommandResult<byte[]> read(Path file) {
        try {
            if (Files.isDirectory(file)) {
                return notImported("cluster file " + file + " is a directory; give the path of a file");
            }
            try (InputStream in = Files.newInputStream(file)) {
                byte[] content = in.readNBytes(WireProtocol.MAX_FILE_BYTES + 1);
                if (content.length > WireProtocol.MAX_FILE_BYTES) {
                    return notImported("the cluster file " + file + " has " + kib(Files.size(file))
                            + " KiB, more than the " + WireProtocol.MAX_FILE_BYTES / 1024 + " KiB a desk may send"
                            + " to the server; import it on the server machine instead");
                }
                return CommandResult.ok("Read.", content);
            }
        } catch (IOException | RuntimeException e) {
            String reason = e instanceof NoSuchFileException ? "no such file"
                    : e instanceof AccessDeniedException ? "permission denied" : String.valueOf(e.getMessage());
            return notImported("cannot read cluster file " + file + ": " + reason);
        }
    }

    /** Writes {@code content} as the whole of {@code file}; ok with {@code said}, the server's words. */
    static CommandResult<Path> write(Path file, byte[] content, String said) {
        try (OutputStream out = PrivateFiles.newOutputStream(file)) {
            out.write(content);
            return CommandResult.ok(said, file);
        } catch (IOException | RuntimeException e) {
            return CommandResult.failed("The cluster file was not written: " + e.getMessage() + ".");
        }
    }

    /** {@code bytes} in KiB, rounded up (a file one byte over the limit is said to be over it). */
    private static long kib(long bytes) {
        return (bytes + 1023) / 1024;
    }

    private static <T> CommandResult<T> notImported(String why) {
        return CommandResult.failed("Nothing was imported: " + why);
    }
}
