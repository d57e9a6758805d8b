package org.voddesk.server;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.CommandResult;

/**
 * A file of a desk as the server's control reads or writes it: a copy in a folder of its own (only the server's
 * account may read it: a cluster file names the nodes and their logins), under the desk file's name, removed when
 * closed. The control's words name the copy; {@link #words} gives them back naming the desk's file, as the control
 * on the desk would have said them.
 */
final class DeskFile implements AutoCloseable {
    /** A file name the copy may take as it is; any other is {@value #PLAIN_NAME}. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}");
    private static final String PLAIN_NAME = "cluster.yaml";
    private static final Logger LOG = LoggerFactory.getLogger(DeskFile.class);

    private final Path folder;
    private final Path copy;
    private final String deskPath;

    private DeskFile(Path folder, Path copy, String deskPath) {
        this.folder = folder;
        this.copy = copy;
        this.deskPath = deskPath;
    }

    /** A place for the copy of the desk's file {@code deskPath} (nothing is written yet). */
    static DeskFile of(String deskPath) throws IOException {
        Path folder = Files.createTempDirectory("voddesk-desk-file-", owner("rwx------"));
        return new DeskFile(folder, folder.resolve(name(deskPath)), deskPath);
    }

    private static String name(String deskPath) {
        try {
            Path name = Path.of(deskPath).getFileName();
            return name != null && NAME.matcher(name.toString()).matches() ? name.toString() : PLAIN_NAME;
        } catch (InvalidPathException e) {
            return PLAIN_NAME;
        }
    }

    /** The copy, for the control. */
    Path path() {
        return copy;
    }

    /** Writes the content the desk sent into the copy. */
    void write(byte[] content) throws IOException {
        Files.write(Files.createFile(copy, owner("rw-------")), content, StandardOpenOption.WRITE);
    }

    /**
     * The copy's content, as the control wrote it.
     *
     * @throws TooLarge when it is larger than {@code limit} bytes (nothing more is read)
     */
    byte[] read(int limit) throws IOException {
        try (InputStream in = Files.newInputStream(copy)) {
            byte[] content = in.readNBytes(limit + 1);
            if (content.length > limit) {
                throw new TooLarge(Files.size(copy));
            }
            return content;
        }
    }

    /** {@code r} with its message naming the desk's file where it names the copy. */
    <T> CommandResult<T> words(CommandResult<T> r) {
        return new CommandResult<>(r.ok(), r.message().replace(copy.toString(), deskPath), r.value());
    }

    /** Removes the copy and its folder. */
    @Override
    public void close() {
        try {
            Files.deleteIfExists(copy);
            Files.deleteIfExists(folder);
        } catch (IOException e) {
            LOG.warn("could not remove the copy of a desk's file {}: {}", copy, e.getMessage());
        }
    }

    private static FileAttribute<?>[] owner(String mode) {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(mode))}
                : new FileAttribute<?>[0];
    }

    /** The copy is larger than a message may carry. */
    static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;
        private final long size;

        TooLarge(long size) {
            super("the file has " + size + " bytes");
            this.size = size;
        }

        long size() {
            return size;
        }
    }
}
