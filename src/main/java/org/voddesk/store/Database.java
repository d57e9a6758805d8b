package org.voddesk.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;

/**
 * The two connections of a store and the rule for using them.
 *
 * <p>Threading rule: any thread may call the store (the control loop, UI background tasks, the report
 * exporter); the FX thread must not, because a call may wait. All writes go through one writer connection,
 * one transaction at a time, behind a fair lock: SQLite admits one writer per file anyway, and a fair lock
 * keeps the control loop from starving behind a queue of UI tasks. Reads go through a separate read-only
 * connection behind its own lock: in WAL mode a reader sees the last committed state and never blocks the
 * writer, so a long report query does not delay the next poll round. Every call is bounded (the largest
 * writes are one poll round or one retention window), so waits stay short. A write made while the same
 * thread is inside a write joins that transaction ({@link Store#atomically}); reads never see uncommitted
 * writes, since they use the other connection.
 */
final class Database implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Database.class);

    private final Path file;
    private final Connection writer;
    private final Connection reader;
    private final ReentrantLock writeLock = new ReentrantLock(true);
    private final ReentrantLock readLock = new ReentrantLock(true);
    private Durability synchronous;
    private boolean inTransaction;
    private volatile boolean closed;

    private Database(Path file, Connection writer, Connection reader) {
        this.file = file;
        this.writer = writer;
        this.reader = reader;
    }

    /** Opens the writer (WAL, foreign keys, busy timeout) and then the read-only reader of a migrated file. */
    static Database open(Path file, Duration busyTimeout) {
        Connection writer = null;
        try {
            writer = writerConfig(busyTimeout).createConnection(Schema.url(file));
            Connection reader = readerConfig(busyTimeout).createConnection(Schema.url(file));
            Database db = new Database(file, writer, reader);
            db.setSynchronous(Durability.FULL);
            return db;
        } catch (SQLException e) {
            closeQuietly(writer);
            throw new StoreException("cannot open the database " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Opens only the read-only reader of a file at this version's schema: no writer, so nothing of this process
     * changes the file (not even its journal mode); {@link #write} is refused.
     */
    static Database openReadOnly(Path file, Duration busyTimeout) {
        try {
            return new Database(file, null, readerConfig(busyTimeout).createConnection(Schema.url(file)));
        } catch (SQLException e) {
            throw new StoreException("cannot open the database " + file + " read-only: " + e.getMessage(), e);
        }
    }

    static SQLiteConfig writerConfig(Duration busyTimeout) {
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        config.setBusyTimeout(Math.toIntExact(busyTimeout.toMillis()));
        config.enforceForeignKeys(true);
        config.setSynchronous(SQLiteConfig.SynchronousMode.FULL);
        return config;
    }

    static SQLiteConfig readerConfig(Duration busyTimeout) {
        SQLiteConfig config = new SQLiteConfig();
        config.setReadOnly(true);
        config.setBusyTimeout(Math.toIntExact(busyTimeout.toMillis()));
        return config;
    }

    Path file() {
        return file;
    }

    /**
     * Runs {@code work} in one write transaction and commits it before returning. {@code BEGIN IMMEDIATE}
     * takes the write lock up front, so a transaction never fails half-way on a lock upgrade when another
     * process (say {@code voddesk report}) has the file open; it waits up to the busy timeout instead.
     * Called inside another write of the same thread, it joins that transaction.
     *
     * @param what what is being done, for the error message ("approve move 12")
     */
    <T> T write(String what, Durability durability, SqlWork<T> work) {
        writeLock.lock();
        try {
            requireOpen();
            if (writer == null) {
                throw new StoreException("could not " + what + ": " + file + " is open read-only");
            }
            if (inTransaction) {
                return work.run(writer);
            }
            setSynchronous(durability);
            exec(writer, "BEGIN IMMEDIATE");
            inTransaction = true;
            boolean committed = false;
            try {
                T result = work.run(writer);
                exec(writer, "COMMIT");
                committed = true;
                return result;
            } finally {
                inTransaction = false;
                if (!committed) {
                    rollbackQuietly();
                }
            }
        } catch (SQLException e) {
            throw new StoreException("could not " + what + ": " + e.getMessage(), e);
        } finally {
            writeLock.unlock();
        }
    }

    /** Runs {@code work} in one read transaction, so that it sees a single consistent state. */
    <T> T read(String what, SqlWork<T> work) {
        readLock.lock();
        try {
            requireOpen();
            if (readLock.getHoldCount() > 1) {
                throw new IllegalStateException("read transactions do not nest");
            }
            exec(reader, "BEGIN");
            try {
                return work.run(reader);
            } finally {
                exec(reader, "COMMIT");
            }
        } catch (SQLException e) {
            throw new StoreException("could not " + what + ": " + e.getMessage(), e);
        } finally {
            readLock.unlock();
        }
    }

    private void requireOpen() {
        if (closed) {
            throw new StoreException("the database " + file + " is closed");
        }
    }

    private void setSynchronous(Durability durability) throws SQLException {
        if (durability != synchronous) {
            exec(writer, "PRAGMA synchronous = " + durability.pragmaValue());
            synchronous = durability;
        }
    }

    private void rollbackQuietly() {
        try {
            exec(writer, "ROLLBACK");
        } catch (SQLException e) {
            LOG.warn("rollback on {} failed: {}", file, e.getMessage());
        }
    }

    private static void exec(Connection c, String sql) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    @Override
    public void close() {
        writeLock.lock();
        readLock.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            optimizeQuietly();
            closeQuietly(reader);
            closeQuietly(writer);
        } finally {
            readLock.unlock();
            writeLock.unlock();
        }
    }

    private void optimizeQuietly() {
        if (writer == null) {
            return;
        }
        try {
            exec(writer, "PRAGMA optimize");
        } catch (SQLException e) {
            LOG.debug("PRAGMA optimize on {} failed: {}", file, e.getMessage());
        }
    }

    private static void closeQuietly(Connection c) {
        if (c == null) {
            return;
        }
        try {
            c.close();
        } catch (SQLException e) {
            LOG.warn("closing a database connection failed: {}", e.getMessage());
        }
    }
}
