package org.voddesk.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.files.PrivateFiles;

/**
 * VodDesk's SQLite database (DESIGN.md: "keeps the whole history in SQLite"): opened once at start,
 * migrated to this version's schema, and shared by the control loop and background tasks through its
 * repositories. Every write returns only after its transaction committed (see {@link Database} for the
 * threading rule and {@code Durability} for what survives a crash).
 */
public final class Store implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Store.class);
    /** How long an open waits for another process's open (checks and migrations) of the same file. */
    private static final java.time.Duration MIGRATION_WAIT = java.time.Duration.ofSeconds(60);
    private final Database db;
    private final NodeRepository nodes;
    private final CameraRepository cameras;
    private final SessionRepository sessions;
    private final SampleRepository samples;
    private final MoveRepository moves;
    private final PlanRepository plans;
    private final UserRepository users;
    private final AuditLog audit;
    private final DecisionRepository decisions;
    private final Retention retention;
    private final SettingRepository settings;
    private final DayTraces dayTraces;
    private final AlarmRepository alarms;
    private final LeaseRepository lease;
    private final IntentRepository intents;
    private final LoginAttemptRepository loginAttempts;

    private Store(Database db, StoreSettings settings) {
        this.db = db;
        this.nodes = new NodeRepository(db);
        this.cameras = new CameraRepository(db);
        this.sessions = new SessionRepository(db);
        this.samples = new SampleRepository(db);
        this.moves = new MoveRepository(db);
        this.plans = new PlanRepository(db);
        this.users = new UserRepository(db, new PasswordHasher(settings.passwordIterations()));
        this.audit = new AuditLog(db);
        this.decisions = new DecisionRepository(db);
        this.retention = new Retention(db, settings.retention());
        this.settings = new SettingRepository(db);
        this.dayTraces = new DayTraces(db);
        this.alarms = new AlarmRepository(db);
        this.lease = new LeaseRepository(db);
        this.intents = new IntentRepository(db);
        this.loginAttempts = new LoginAttemptRepository(db);
    }

    /** {@code ~/.voddesk/voddesk.db}, the file used when no {@code --db} is given. */
    public static Path defaultFile() {
        return Path.of(System.getProperty("user.home"), ".voddesk", "voddesk.db");
    }

    /**
     * Opens (creating it 0600 and its directories 0700 when missing) and migrates {@code file} with default settings.
     */
    public static Store open(Path file) {
        return open(file, StoreSettings.DEFAULT);
    }

    /**
     * Opens and migrates {@code file}.
     *
     * @throws StoreException when the file cannot be created, is not an SQLite database, belongs to another
     *                        application or was written by a newer VodDesk; the message says which
     */
    public static Store open(Path file, StoreSettings settings) {
        createPrivately(file);
        // Checks, migrations and the switch to WAL under one lock: concurrent first starts never race them.
        try (MigrationLock lock = MigrationLock.acquire(file, MIGRATION_WAIT)) {
            Schema.migrate(file, settings.busyTimeout());
            return new Store(Database.open(file, settings.busyTimeout()), settings);
        }
    }

    /** {@link #openReadOnly(Path, StoreSettings)} with default settings. */
    public static Store openReadOnly(Path file) {
        return openReadOnly(file, StoreSettings.DEFAULT);
    }

    /**
     * Opens {@code file} for reading only, for commands that must never change a database (say {@code voddesk
     * report} beside a running console): no directory, lock file or database is created, nothing is migrated,
     * and every write through the store is refused. It reads beside a control loop writing the same file.
     *
     * @throws StoreException when the file is missing, not a VodDesk database, or not at this version's schema
     *                        (an older one is refused, not upgraded); the message says what to do
     */
    public static Store openReadOnly(Path file, StoreSettings settings) {
        Schema.requireCurrent(file, settings.busyTimeout());
        return new Store(Database.openReadOnly(file, settings.busyTimeout()), settings);
    }

    /**
     * Creates the missing directories (0700) and, when it is missing, the empty database file (0600) before SQLite
     * opens it: SQLite gives its {@code -wal}, {@code -shm} and journal files the database file's mode.
     */
    private static void createPrivately(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        try {
            PrivateFiles.createDirectories(parent);
        } catch (IOException e) {
            throw new StoreException("cannot create the directory " + parent + " for the database: " + e, e);
        }
        if (Files.isDirectory(file)) {
            throw new StoreException(file + " is a directory; give the database file's path");
        }
        try {
            if (!PrivateFiles.createFile(file)) {
                tightenExisting(file);
            }
        } catch (IOException e) {
            throw new StoreException("cannot create the database " + file + ": " + e, e);
        }
    }

    /**
     * A database made before its files were private (0644 under the usual umask) holds password hashes and the audit
     * log: it and its WAL and shared-memory files lose their group's and others' permissions at the next open (0600),
     * said once in the log.
     */
    private static void tightenExisting(Path file) {
        boolean changed = false;
        for (String suffix : new String[] {"", "-wal", "-shm"}) {
            changed |= PrivateFiles.tighten(Path.of(file + suffix));
        }
        if (changed) {
            LOG.info("{} and its WAL files were open to their group or others; they are now its owner's only", file);
        }
    }

    /** The connections, for tests of this package that check the schema itself. */
    Database db() {
        return db;
    }

    public Path file() {
        return db.file();
    }

    public NodeRepository nodes() {
        return nodes;
    }

    public CameraRepository cameras() {
        return cameras;
    }

    public SessionRepository sessions() {
        return sessions;
    }

    public SampleRepository samples() {
        return samples;
    }

    public MoveRepository moves() {
        return moves;
    }

    /** Migration plans; their moves are {@link #moves()}. */
    public PlanRepository plans() {
        return plans;
    }

    public UserRepository users() {
        return users;
    }

    public AuditLog audit() {
        return audit;
    }

    public DecisionRepository decisions() {
        return decisions;
    }

    public Retention retention() {
        return retention;
    }

    /** The control loop's settings (migration V7). */
    public SettingRepository settings() {
        return settings;
    }

    /** One day of the history as a what-if replay reads it (read-only). */
    public DayTraces dayTraces() {
        return dayTraces;
    }

    /** Alarms, open and past (migration V10). */
    public AlarmRepository alarms() {
        return alarms;
    }

    /** The control lease: which process runs the control loop on this database (migration V16). */
    public LeaseRepository lease() {
        return lease;
    }

    /** The login throttle's counts (migration V17). */
    public LoginAttemptRepository loginAttempts() {
        return loginAttempts;
    }

    /** Starts and stops sent to nodes and not recorded yet (migration V16). */
    public IntentRepository intents() {
        return intents;
    }

    /**
     * Runs several repository writes as one transaction, committed with {@code synchronous=FULL} before this
     * returns: all of them or none (say an approval and its audit entry). The writes are made by calling the
     * repositories from {@code writes} on this thread; other threads' writes wait. Reads made inside see the
     * state before the block.
     *
     * @param what what the writes do together, for the error message
     */
    public void atomically(String what, Runnable writes) {
        db.write(what, Durability.FULL, c -> {
            writes.run();
            return null;
        });
    }

    /** SQLite's {@code PRAGMA integrity_check}: {@code ["ok"]} for a sound file, else the problems found. */
    public List<String> integrityCheck() {
        return db.read("check the database's integrity", c -> {
            List<String> result = new ArrayList<>();
            try (Statement st = c.createStatement(); ResultSet rs = st.executeQuery("PRAGMA integrity_check")) {
                while (rs.next()) {
                    result.add(rs.getString(1));
                }
            }
            return result;
        });
    }

    @Override
    public void close() {
        db.close();
    }
}
