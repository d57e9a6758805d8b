package org.voddesk.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.concurrent.locks.LockSupport;
import org.voddesk.files.PrivateFiles;

/**
 * Serialises the opening checks and migrations of one database file across processes and threads. Flyway on
 * SQLite reads and then writes in one transaction; two processes doing that at once make SQLite answer
 * {@code SQLITE_BUSY} at the lock upgrade at once, whatever the busy timeout (four concurrent first starts lost
 * two). So the whole check-and-migrate runs under an exclusive lock on a file beside the database
 * ({@code <db>.lock}). Not the database file itself: closing any descriptor of a file drops a process's POSIX
 * locks on it, which would break SQLite's own locks.
 *
 * <p>Within one JVM the operating system does not separate two channels' locks (the JDK throws
 * {@link OverlappingFileLockException}), so a second thread waits and tries again until the deadline.
 */
final class MigrationLock implements AutoCloseable {
    private static final long RETRY_NANOS = Duration.ofMillis(20).toNanos();
    private final FileChannel channel;
    private final FileLock lock;

    private MigrationLock(FileChannel channel, FileLock lock) {
        this.channel = channel;
        this.lock = lock;
    }

    static Path lockFile(Path db) {
        return db.resolveSibling(db.getFileName() + ".lock");
    }

    /**
     * Waits up to {@code timeout} for the lock of {@code db}.
     *
     * @throws StoreException when it cannot be had in time or the lock file cannot be made
     */
    static MigrationLock acquire(Path db, Duration timeout) {
        Path file = lockFile(db);
        long deadline = System.nanoTime() + timeout.toNanos();
        FileChannel channel = null;
        try {
            PrivateFiles.createFile(file);
            channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            while (true) {
                FileLock lock = tryLock(channel);
                if (lock != null) {
                    return new MigrationLock(channel, lock);
                }
                if (System.nanoTime() - deadline > 0) {
                    throw new StoreException("another VodDesk process has been opening " + db + " for more than "
                            + timeout.toSeconds() + " s (it holds " + file + "); try again when it has started");
                }
                LockSupport.parkNanos(RETRY_NANOS);
                if (Thread.interrupted()) {
                    Thread.currentThread().interrupt();
                    throw new StoreException("interrupted while waiting to open " + db);
                }
            }
        } catch (IOException e) {
            closeQuietly(channel);
            throw new StoreException("cannot lock " + file + " to open the database: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            closeQuietly(channel);
            throw e;
        }
    }

    private static FileLock tryLock(FileChannel channel) throws IOException {
        try {
            return channel.tryLock();
        } catch (OverlappingFileLockException e) {
            return null;
        }
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel != null) {
            try {
                channel.close();
            } catch (IOException ignored) {
                // nothing was locked through it
            }
        }
    }

    @Override
    public void close() {
        try {
            lock.release();
        } catch (IOException ignored) {
            // closing the channel releases it as well
        }
        closeQuietly(channel);
    }
}
