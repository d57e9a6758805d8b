package org.voddesk.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The files only their owner may read: databases, private keys, known_hosts and cluster files the product writes,
 * and the folders it makes for them. A file is created 0600 and a folder 0700 from the start (never readable by
 * others for an instant), then set to exactly that mode, since the process umask could have taken a bit away. A
 * file system without POSIX attributes gets plain files (logged at debug). {@link #looseModeRefusal} is the check
 * the loop owners make before they use a database or a key, as OpenSSH refuses a key others can change.
 */
public final class PrivateFiles {
    /** {@code rw-------}. */
    public static final Set<PosixFilePermission> FILE_MODE = PosixFilePermissions.fromString("rw-------");
    /** {@code rwx------}. */
    public static final Set<PosixFilePermission> FOLDER_MODE = PosixFilePermissions.fromString("rwx------");
    private static final Set<PosixFilePermission> OWNER = Set.of(
            PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE, PosixFilePermission.OWNER_EXECUTE);
    private static final Set<PosixFilePermission> WRITABLE_BY_OTHERS = Set.of(
            PosixFilePermission.GROUP_WRITE, PosixFilePermission.OTHERS_WRITE);
    private static final Logger LOG = LoggerFactory.getLogger(PrivateFiles.class);

    private PrivateFiles() {
    }

    /**
     * Creates {@code dir} and its missing parents, each folder it creates 0700; folders that exist keep their mode
     * (a {@code --db} in a shared folder does not change that folder).
     */
    public static void createDirectories(Path dir) throws IOException {
        Path absolute = dir.toAbsolutePath().normalize();
        if (!posix(absolute)) {
            Files.createDirectories(absolute);
            return;
        }
        Deque<Path> missing = new ArrayDeque<>();
        for (Path p = absolute; p != null && !Files.isDirectory(p); p = p.getParent()) {
            missing.push(p);
        }
        for (Path p : missing) {
            try {
                Files.createDirectory(p, PosixFilePermissions.asFileAttribute(FOLDER_MODE));
                Files.setPosixFilePermissions(p, FOLDER_MODE);
            } catch (FileAlreadyExistsException e) {
                if (!Files.isDirectory(p)) {
                    throw e;
                }
                // made meanwhile by another start: its maker set its mode
            }
        }
    }

    /** Makes {@code dir} (the product's own folder, {@code ~/.voddesk}) 0700, creating it when missing. */
    public static void ownFolder(Path dir) throws IOException {
        createDirectories(dir);
        if (posix(dir)) {
            Files.setPosixFilePermissions(dir, FOLDER_MODE);
        }
    }

    /**
     * Creates {@code file} empty and 0600 unless it exists (its mode is then left as it is).
     *
     * @return whether it was created
     */
    public static boolean createFile(Path file) throws IOException {
        if (Files.exists(file)) {
            return false;
        }
        try {
            if (posix(file)) {
                Files.createFile(file, PosixFilePermissions.asFileAttribute(FILE_MODE));
                Files.setPosixFilePermissions(file, FILE_MODE);
            } else {
                Files.createFile(file);
            }
            return true;
        } catch (FileAlreadyExistsException e) {
            return false; // created meanwhile by another start
        }
    }

    /**
     * Opens {@code file} for writing from its start (truncated), made 0600 first: created so when missing, set so
     * when it exists. For a file the product writes whole, such as a private key or an exported cluster file.
     */
    public static OutputStream newOutputStream(Path file) throws IOException {
        if (!createFile(file) && Files.isRegularFile(file)) {
            restrict(file); // not a device or a pipe someone named: only a file the product writes whole
        }
        return Files.newOutputStream(file, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
    }

    /** Writes {@code text} (UTF-8) as the whole of {@code file}, 0600 as {@link #newOutputStream}. */
    public static void writeString(Path file, String text) throws IOException {
        try (OutputStream out = newOutputStream(file)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * Takes every permission of its group and of others from an existing {@code file} (a database made 0644 under
     * the usual umask), keeping its owner's as they are. A file this process may not change keeps
     * its mode, with a warning.
     *
     * @return whether its mode changed
     */
    public static boolean tighten(Path file) {
        if (!Files.isRegularFile(file) || !posix(file)) {
            return false;
        }
        try {
            Set<PosixFilePermission> mode = Files.getPosixFilePermissions(file);
            Set<PosixFilePermission> owner = EnumSet.noneOf(PosixFilePermission.class);
            mode.stream().filter(OWNER::contains).forEach(owner::add);
            if (owner.equals(mode)) {
                return false;
            }
            Files.setPosixFilePermissions(file, owner);
            return true;
        } catch (IOException e) {
            LOG.warn("{} is open to its group or others and its mode could not be narrowed: {}", file, e.toString());
            return false;
        }
    }

    /** Sets an existing {@code file} to 0600. */
    public static void restrict(Path file) throws IOException {
        if (posix(file)) {
            Files.setPosixFilePermissions(file, FILE_MODE);
        }
    }

    /**
     * Why {@code file} must not be used, as one line, when its group or others may write it: {@code refusing to use
     * /x/voddesk.db: it is writable by group or others (chmod 600 /x/voddesk.db)}. Empty when it is not, when it
     * does not exist (whoever creates it makes it 0600), or when its file system has no POSIX modes.
     */
    public static Optional<String> looseModeRefusal(Path file) {
        Path absolute = file.toAbsolutePath();
        if (!Files.exists(absolute) || !posix(absolute)) {
            return Optional.empty();
        }
        Set<PosixFilePermission> mode;
        try {
            mode = Files.getPosixFilePermissions(absolute);
        } catch (IOException e) {
            LOG.debug("the mode of {} cannot be read; not checked", absolute, e);
            return Optional.empty();
        }
        if (mode.stream().noneMatch(WRITABLE_BY_OTHERS::contains)) {
            return Optional.empty();
        }
        return Optional.of("refusing to use " + absolute + ": it is writable by group or others (chmod 600 "
                + absolute + ")");
    }

    /** Whether {@code path}'s file system keeps POSIX modes; logged at debug when not. */
    private static boolean posix(Path path) {
        boolean posix = path.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!posix) {
            LOG.debug("{} is on a file system without POSIX modes; its mode is not set", path);
        }
        return posix;
    }
}
