package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.LongSupplier;
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.control.remote.RemoteSession;
import org.voddesk.core.Role;
import org.voddesk.core.SiteHops;
import org.voddesk.node.PollSettings;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.report.AlarmSource;
import org.voddesk.report.ReportService;
import org.voddesk.report.ReportSettings;
import org.voddesk.server.ControlServer;
import org.voddesk.server.ServerSettings;
import org.voddesk.store.Store;
import org.voddesk.wire.ServerAddress;
import org.voddesk.wire.tls.KnownServers;
import org.voddesk.wire.tls.ServerIdentity;

/**
 * What the wire adds to a login (docs/server.md): a control server over TLS on 127.0.0.1 and the same control in
 * process, with the shipped password cost (PBKDF2, 600,000 iterations). Prints, over {@code N} rounds each after
 * three of warm-up, the median and 10th/90th percentiles of: a connection (TCP, TLS handshake with the fingerprint
 * check, the Status call); a login in process; the same login over the connection; and WhoAmI on an open connection
 * (the wire and the token check alone). Usage: {@code RemoteLoginProbe [rounds]} (default 30); run with
 * {@code mvn -q -B test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.RemoteLoginProbe -Djmh.args=30}.
 */
public final class RemoteLoginProbe {
    private static final char[] PASSWORD = "the right one".toCharArray();

    private RemoteLoginProbe() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        Clock clock = Clock.systemUTC();
        Path dir = Files.createTempDirectory("voddesk-remote-login");
        ExecutorService pool = Executors.newFixedThreadPool(1);
        ExecutorService work = Executors.newFixedThreadPool(4);
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
        ExecutorService events = Executors.newSingleThreadExecutor();
        try (Store store = Store.open(dir.resolve("bench.db"));
             ClusterClient client = ClusterClient.open(new ClusterFile(dir.resolve("known_hosts"), List.of(),
                     SiteHops.FLAT), SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool, clock);
             LocalControl control = LocalControl.create(client, store, StoredSettings.of(SettingsRules.DEFAULT), loop,
                     work, events, clock);
             ControlServer server = ControlServer.start(control, new ReportService(store, work,
                     ReportSettings.of("probe"), AlarmSource.NOT_RECORDED), ServerIdentity.besideDatabase(
                     dir.resolve("bench.db"), clock), ServerSettings.on(new ServerAddress("127.0.0.1", 0), "probe"),
                     clock)) {
            store.users().create("desk", Role.OPERATOR, PASSWORD.clone(), clock.millis());
            KnownServers known = new KnownServers(dir.resolve("known_servers"));
            known.accept(server.address(), server.fingerprint());
            List<Long> connect = new ArrayList<>();
            List<Long> local = new ArrayList<>();
            List<Long> remote = new ArrayList<>();
            List<Long> whoAmI = new ArrayList<>();
            for (int i = -3; i < rounds; i++) {
                boolean counted = i >= 0;
                long t = System.nanoTime();
                try (RemoteSession s = RemoteSession.connect(server.address(), known, false)) {
                    add(counted, connect, System.nanoTime() - t);
                    add(counted, local, timed(() -> ok(control.loginAsync("desk", PASSWORD.clone(), "probe").join())));
                    add(counted, remote, timed(() -> ok(s.login("desk", PASSWORD.clone()))));
                    for (int k = 0; k < 10; k++) {
                        add(counted, whoAmI, timed(() -> ok(s.whoAmI())));
                    }
                }
            }
            System.out.printf("%d rounds on 127.0.0.1:%n  connect (TLS + Status): %s%n  login in process: %s%n"
                            + "  login over TLS: %s%n  WhoAmI over TLS: %s%n", rounds, spread(connect), spread(local),
                    spread(remote), spread(whoAmI));
        } finally {
            pool.shutdownNow();
            work.shutdownNow();
            loop.shutdownNow();
            events.shutdownNow();
        }
    }

    private static long ok(CommandResult<Principal> r) {
        if (!r.ok()) {
            throw new IllegalStateException(r.message());
        }
        return 0;
    }

    private static long timed(LongSupplier call) {
        long t = System.nanoTime();
        call.getAsLong();
        return System.nanoTime() - t;
    }

    private static void add(boolean counted, List<Long> to, long nanos) {
        if (counted) {
            to.add(nanos);
        }
    }

    private static String spread(List<Long> nanos) {
        List<Long> s = new ArrayList<>(nanos);
        Collections.sort(s);
        return String.format("median %.2f ms (p10 %.2f, p90 %.2f)", s.get(s.size() / 2) / 1e6,
                s.get(s.size() / 10) / 1e6, s.get(s.size() * 9 / 10) / 1e6);
    }
}
