package org.voddesk.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.Clock;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.voddesk.control.api.Control;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.lease.LeaseRefusedException;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.control.local.WhatIfDays;
import org.voddesk.core.AuditEntry;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Role;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.report.StoredAlarms;
import org.voddesk.report.WhatIfSections;
import org.voddesk.store.Store;
import org.voddesk.ui.ConsoleSession.DemoAccount;
import org.voddesk.ui.ConsoleSession;

/**
 * The console's start-up wiring, outside {@code ui}: it opens the store and the cluster client,
 * builds and starts a {@link Control}, and hands the UI a {@link ConsoleSession} whose resources close in the
 * reverse order of opening. Three ways in: the demo ({@link DemoStart}), a cluster file imported first
 * ({@link #imported}), or the nodes stored in the database ({@link #stored}).
 */
final class ConsoleStartup {
    private static final Logger LOG = LoggerFactory.getLogger(ConsoleStartup.class);
    /** Poll threads: about one per node, bounded (see {@link ClusterOptions}). */
    private static final int MAX_POOL = 512;
    /** Threads for control commands to nodes: a hung node holds one per command until the command timeout. */
    static final int COMMAND_POOL = 16;
    /** Threads for reads, password hashing and probes. */
    static final int WORK_POOL = 4;
    /** The daily export is checked once a minute, first shortly after the start. */
    private static final java.time.Duration EXPORT_FIRST_CHECK = java.time.Duration.ofSeconds(20);
    private static final java.time.Duration EXPORT_CHECK_EVERY = java.time.Duration.ofMinutes(1);

    private ConsoleStartup() {
    }

    /**
     * Imports {@code file} into the database (its nodes are stored; audited {@code cluster.import} by the local
     * user) and connects to them.
     */
    static ConsoleSession imported(Path file, Path db, Clock clock) throws Exception {
        ClusterFile cluster = ClusterFile.read(file);
        return open(cluster, db, clock, label(file, cluster.nodes().size()),
                store -> store.audit().append(new AuditEntry(clock.millis(), localUser(), Control.THIS_DESK,
                        "cluster.import",
                        file.toAbsolutePath().toString(), cluster.nodes().size() + " nodes from the command line")));
    }

    /** What a session on cluster file {@code file} of {@code nodes} nodes is called ("cluster site.yaml, 5 nodes"). */
    static String label(Path file, int nodes) {
        return "cluster " + file.getFileName() + ", " + nodes + (nodes == 1 ? " node" : " nodes");
    }

    /**
     * Connects to the nodes stored in the database.
     *
     * @throws IllegalStateException when none is stored (the command checks first and offers the demo instead)
     */
    static ConsoleSession stored(Path db, Clock clock) throws Exception {
        List<NodeConfig> nodes;
        try (Store store = Store.open(db)) {
            nodes = store.nodes().all();
        }
        if (nodes.isEmpty()) {
            throw new IllegalStateException("no nodes are stored in " + db
                    + "; import a cluster with: voddesk console --cluster FILE");
        }
        ClusterFile cluster = new ClusterFile(Paths.get(System.getProperty("user.home"), ".voddesk", "known_hosts"),
                nodes, org.voddesk.core.SiteHops.FLAT);
        return open(cluster, db, clock, nodes.size() + (nodes.size() == 1 ? " stored node" : " stored nodes"), store -> { });
    }

    /** Opens store, client and control on {@code cluster}; {@code beforeStart} writes to the store first. */
    static ConsoleSession open(ClusterFile cluster, Path db, Clock clock, String label,
                               java.util.function.Consumer<Store> beforeStart)
            throws IOException, LeaseRefusedException {
        return open(cluster, db, clock, label, beforeStart, new Closer());
    }

    static ConsoleSession open(ClusterFile cluster, Path db, Clock clock, String label,
                               java.util.function.Consumer<Store> beforeStart, Closer closer)
            throws IOException, LeaseRefusedException {
        try {
            ClusterClient client = openClient(cluster, clock, closer);
            return start(client, openStore(db, clock, beforeStart, closer), clock, label, closer);
        } catch (Exception e) {
            closer.close();
            throw e;
        }
    }

    /** The session's store, its control lease taken before anything was written. */
    record OpenStore(Store store, LeaseWiring lease) {
    }

    /**
     * Opens (and migrates) the store, takes its lease and only then lets {@code beforeStart} write to it. What it
     * opens goes into {@code closer}, also when it fails.
     *
     * @throws LeaseRefusedException naming the holder, when another live process runs a loop on {@code db}
     */
    static OpenStore openStore(Path db, Clock clock, java.util.function.Consumer<Store> beforeStart, Closer closer)
            throws LeaseRefusedException {
        Store store = closer.add(Store.open(db));
        LOG.info("store {} open and migrated", db.getFileName());
        LeaseWiring lease = closer.add(LeaseWiring.take(store, "the console", clock));
        beforeStart.accept(store);
        return new OpenStore(store, lease);
    }

    /** Sets up the client of {@code cluster} on pools of its own (no connection is made yet). */
    static ClusterClient openClient(ClusterFile cluster, Clock clock, Closer closer) throws IOException {
        ExecutorService pool = closer.shutdown(Executors.newFixedThreadPool(
                Math.max(1, Math.min(MAX_POOL, cluster.nodes().size()))));
        // play, stop and rate on a pool apart from the polls' (no command waits behind a poll)
        ExecutorService commands = closer.shutdown(Executors.newFixedThreadPool(COMMAND_POOL,
                daemon("voddesk-commands")));
        ClusterClient client = closer.add(ClusterClient.open(cluster, SshSettings.DEFAULT, PollSettings.DEFAULT,
                PassphraseProvider.NONE, pool, commands, clock));
        LOG.info("cluster client of {} nodes set up", cluster.nodes().size());
        return client;
    }

    /** Builds and starts the control on {@code client} and {@code opened}, and the reports; closes nothing itself. */
    static ConsoleSession start(ClusterClient client, OpenStore opened, Clock clock, String label, Closer closer) {
        Store store = opened.store();
        ScheduledExecutorService loop = closer.shutdown(Executors.newSingleThreadScheduledExecutor(
                daemon("voddesk-control")));
        ExecutorService events = closer.shutdown(Executors.newSingleThreadExecutor(daemon("voddesk-events")));
        // reads, password hashing (PBKDF2) and probes: off the loop thread and the FX thread
        ExecutorService work = closer.shutdown(Executors.newFixedThreadPool(WORK_POOL, daemon("voddesk-work")));
        LocalControl control = closer.add(LocalControl.create(client, store, StoredSettings.load(store, clock), loop,
                work, events, clock));
        opened.lease().guard(control);
        control.start();
        WhatIfDays days = WhatIfWiring.days(store.file());
        closer.add(WhatIfWiring.offer(control, days));
        ReportService reports = reports(store, label, closer, WhatIfWiring.sections(days, control::settings));
        // the daily export runs on a thread of its own: an export takes seconds, a preview must not wait
        ScheduledExecutorService exportTimer = closer.shutdown(Executors.newSingleThreadScheduledExecutor(
                daemon("voddesk-daily-export")));
        closer.add(control.reportExports().start(exportTimer, new ScheduledReports(reports, clock,
                java.time.ZoneId.systemDefault()), EXPORT_FIRST_CHECK, EXPORT_CHECK_EVERY));
        LOG.info("control started on {}", label);
        return new ConsoleSession(control, label, reports, closer);
    }

    /**
     * The daily reports of {@code store}'s history, titled {@code label}, each with its What if section made by
     * {@code whatIf}, on a thread of their own (shut down by {@code closer}): the console's Reports screen and a
     * control server's desks load them.
     */
    static ReportService reports(Store store, String label, Closer closer, WhatIfSections whatIf) {
        ExecutorService pool = closer.shutdown(Executors.newSingleThreadExecutor(daemon("voddesk-reports")));
        return new ReportService(store, pool, ReportSettings.of(label), new StoredAlarms(store.alarms()), whatIf);
    }

    static java.util.concurrent.ThreadFactory daemon(String name) {
        return r -> {
            Thread t = Executors.defaultThreadFactory().newThread(r);
            t.setName(name);
            t.setDaemon(true);
            return t;
        };
    }

    private static String localUser() {
        String u = System.getProperty("user.name");
        return "cli:" + (u == null || u.isBlank() ? "console" : u);
    }

    /**
     * Seeds the demo accounts that do not exist yet (the demo database only). A password hashed beforehand
     * ({@code hashed}, by account name, as {@link #demoHashes}) is used as it is; the others are hashed side by
     * side (PBKDF2 takes about half a second each, seconds under load), then stored one by one.
     */
    static void seedAccounts(Store store, List<DemoAccount> accounts, java.util.Map<String, String> hashed,
                             Clock clock) {
        List<DemoAccount> missing = accounts.stream().filter(a -> store.users().find(a.name()).isEmpty()).toList();
        List<String> hashes = missing.parallelStream().map(a -> hashed.containsKey(a.name()) ? hashed.get(a.name())
                : store.users().hash(a.password().toCharArray())).toList();
        for (int i = 0; i < missing.size(); i++) {
            DemoAccount a = missing.get(i);
            store.users().createHashed(a.name(), a.role(), hashes.get(i), clock.millis());
            LOG.info("demo account {} ({}) created", a.name(), a.role().word());
        }
    }

    /** The demo's accounts; their passwords are shown on the demo's login screen. */
    static List<DemoAccount> demoAccounts() {
        return List.of(new DemoAccount("operator", "operator-demo", Role.OPERATOR),
                new DemoAccount("supervisor", "supervisor-demo", Role.SUPERVISOR));
    }

    /**
     * The demo accounts' password hashes by name, made once with {@code PasswordHasher.DEFAULT_ITERATIONS}
     * (a test checks that each matches its password): the passwords are public, so a hash made beforehand hides
     * nothing, and the demo's start saves two PBKDF2 runs (about 1 s of CPU). A password changed later gets a
     * fresh salt as any other.
     */
    static java.util.Map<String, String> demoHashes() {
        return java.util.Map.of(
                "operator",
                "pbkdf2-sha256$600000$OR1u6nh+0L7LHj9phW66wg$AbbleLvIUbgUE7FIJ9Zto0k0ch1oeXxvfnWWgSNeIFA",
                "supervisor",
                "pbkdf2-sha256$600000$Ug1a7prfguVLAWXbDTeSqg$hZe0KO+fgANMJELQHBHMKqRpaZlSddMd81kyQPE4W1M");
    }

    /**
     * Closes what was opened, newest first; executors are shut down. Steps that run side by side add to one
     * closer: what is added after {@link #close} is closed at once (a step that finishes after the start failed).
     */
    static final class Closer implements AutoCloseable {
        private final Deque<AutoCloseable> opened = new ArrayDeque<>();
        private boolean closed;

        <C extends AutoCloseable> C add(C c) {
            push(c);
            return c;
        }

        <E extends ExecutorService> E shutdown(E e) {
            push(e::shutdownNow);
            return e;
        }

        void deleteOnClose(Path dir) {
            push(() -> {
                try (var files = Files.walk(dir)) {
                    files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            });
        }

        private void push(AutoCloseable c) {
            synchronized (this) {
                if (!closed) {
                    opened.push(c);
                    return;
                }
            }
            closeQuietly(c);
        }

        @Override
        public void close() {
            for (AutoCloseable c = next(true); c != null; c = next(false)) {
                closeQuietly(c);
            }
        }

        private synchronized AutoCloseable next(boolean first) {
            if (first) {
                closed = true;
            }
            return opened.poll();
        }

        private static void closeQuietly(AutoCloseable c) {
            try {
                c.close();
            } catch (Exception e) {
                LOG.warn("could not close a console resource", e);
            }
        }
    }
}
