package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.lease.LeaseRefusedException;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.node.cluster.ClusterFileException;
import org.voddesk.store.Store;

/**
 * The control layer behind a one-shot command ({@code play}, {@code stop}): the cluster client, a store and a
 * {@link Control} on a loop thread of its own. With {@code --db} the store is that database (the decision, the
 * session and the audit line stay in its history); without it, a temporary database that is deleted on close,
 * so that the command runs exactly the console's code path without leaving files behind. The control settings
 * are the database's ({@link StoredSettings#load}, which also imports an old {@code control.properties} beside
 * it once), the defaults for a temporary database.
 */
final class ControlWiring implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(ControlWiring.class);

    private final ClusterOptions.Wired wired;
    private final Store store;
    private final LeaseWiring lease;
    private final Path tempDir;
    private final ScheduledExecutorService loop;
    private final LocalControl control;

    private ControlWiring(ClusterOptions.Wired wired, Store store, LeaseWiring lease, Path tempDir,
                          ScheduledExecutorService loop, LocalControl control) {
        this.wired = wired;
        this.store = store;
        this.lease = lease;
        this.tempDir = tempDir;
        this.loop = loop;
        this.control = control;
    }

    /**
     * @param placementPolicy the placement policy for this command only (not saved), or {@code null} for the
     *                        database's setting; every other setting is the database's (defaults without {@code --db})
     */
    static ControlWiring open(ClusterOptions cluster, Path db, String placementPolicy, String what)
            throws ClusterFileException, IOException, LeaseRefusedException {
        ClusterOptions.Wired wired = cluster.open(false);
        Path tempDir = null;
        Store store = null;
        LeaseWiring lease = null;
        ScheduledExecutorService loop = null;
        try {
            if (db == null) {
                tempDir = Files.createTempDirectory("voddesk-cli");
            }
            store = Store.open(db == null ? tempDir.resolve("voddesk.db") : db);
            lease = LeaseWiring.take(store, what, Clock.systemUTC());
            loop = Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = Executors.defaultThreadFactory().newThread(r);
                t.setName("voddesk-control");
                t.setDaemon(true);
                return t;
            });
            StoredSettings settings = StoredSettings.load(store, Clock.systemUTC());
            if (placementPolicy != null) {
                settings = new StoredSettings(SettingsRules.check(settings.settings().withPlacementPolicy(placementPolicy)),
                        settings.problems());
            }
            LocalControl control = LocalControl.create(wired.client(), store, settings, loop, Runnable::run,
                    Clock.systemUTC());
            lease.guard(control);
            return new ControlWiring(wired, store, lease, tempDir, loop, control);
        } catch (IOException | LeaseRefusedException | RuntimeException e) {
            if (loop != null) {
                loop.shutdownNow();
            }
            if (lease != null) {
                lease.close();
            }
            if (store != null) {
                store.close();
            }
            deleteQuietly(tempDir);
            wired.close();
            throw e;
        }
    }

    LocalControl control() {
        return control;
    }

    /** One round: enough to know every node's sessions (a stop); no load is measured by it. */
    void oneRound() {
        control.tick();
    }

    /**
     * Two rounds {@link ClusterOptions#SAMPLE_GAP} apart: utilisation is a difference of two reads of /proc, and a
     * placement ({@code play}) is a least-load decision that needs measured loads.
     */
    void primedRounds() throws InterruptedException {
        control.tick();
        Thread.sleep(ClusterOptions.SAMPLE_GAP.toMillis());
        control.tick();
    }

    @Override
    public void close() {
        control.close();
        loop.shutdownNow();
        lease.close();
        store.close();
        wired.close();
        deleteQuietly(tempDir);
    }

    private static void deleteQuietly(Path dir) {
        if (dir == null) {
            return;
        }
        try (var files = Files.walk(dir)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            LOG.debug("could not delete {}", dir, e);
        }
    }
}
