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
import org.voddesk.control.admin.SettingsRules;
import org.voddesk.control.api.CommandResult;
import org.voddesk.control.api.Control;
import org.voddesk.control.api.ControlSettings;
import org.voddesk.control.api.Principal;
import org.voddesk.control.cluster.ClusterClient;
import org.voddesk.control.local.LocalControl;
import org.voddesk.control.local.StoredSettings;
import org.voddesk.core.Role;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;
import org.voddesk.demo.DemoClusterFiles;
import org.voddesk.node.PollSettings;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.store.Store;

/**
 * Whether a login's answer time tells a user name that exists from one that does not: with the shipped PBKDF2 cost
 * (600,000 iterations), {@code N} rounds each time a wrong password for the real user {@code boss} and for a made-up
 * name (a new one each round, as an enumerator tries them), then logs {@code boss} in, which clears its count. Each
 * round comes from a source of its own, so neither side is delayed by the throttle and the times are the check's
 * alone (the throttle counts both sides alike; {@code LoginThrottlingTest} shows their waits are the same). Prints the medians and the
 * 10th/90th percentiles of both. Usage: {@code LoginTimingProbe [rounds]} (default 40).
 */
public final class LoginTimingProbe {
    private LoginTimingProbe() {
    }

    public static void main(String[] args) throws Exception {
        int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 40;
        Clock clock = Clock.systemUTC();
        Path dir = Files.createTempDirectory("voddesk-login-timing");
        ExecutorService pool = Executors.newFixedThreadPool(1);
        ExecutorService commands = Executors.newFixedThreadPool(2);
        ExecutorService work = Executors.newFixedThreadPool(4);
        ScheduledExecutorService loop = Executors.newSingleThreadScheduledExecutor();
        ExecutorService events = Executors.newSingleThreadExecutor();
        try (DemoCluster cluster = DemoCluster.start(DemoClusterConfig.of(1), clock);
             Store store = Store.open(dir.resolve("bench.db"));
             ClusterClient client = ClusterClient.open(DemoClusterFiles.describe(cluster, dir.resolve("keys")),
                     SshSettings.DEFAULT, PollSettings.DEFAULT, PassphraseProvider.NONE, pool, commands, clock);
             LocalControl control = LocalControl.create(client, store, StoredSettings.of(SettingsRules.DEFAULT), loop, work,
                     events, clock)) {
            store.users().create("boss", Role.SUPERVISOR, "the right one".toCharArray(), clock.millis());
            List<Long> real = new ArrayList<>();
            List<Long> madeUp = new ArrayList<>();
            for (int i = -3; i < rounds; i++) { // three rounds of warm-up, not counted
                String source = "probe-" + i;
                long a = timed(control, "boss", "wrong " + i, source);
                long b = timed(control, "nobody" + i, "wrong " + i, source);
                CommandResult<Principal> in = control.loginAsync("boss", "the right one".toCharArray(), source)
                        .join();
                if (!in.ok()) {
                    throw new IllegalStateException(in.message());
                }
                if (i >= 0) {
                    real.add(a);
                    madeUp.add(b);
                }
            }
            System.out.printf("%d rounds; wrong password for a user: %s; unknown name: %s%n", rounds,
                    spread(real), spread(madeUp));
        } finally {
            pool.shutdownNow();
            commands.shutdownNow();
            work.shutdownNow();
            loop.shutdownNow();
            events.shutdownNow();
        }
    }

    private static long timed(LocalControl control, String name, String password, String source) {
        long t = System.nanoTime();
        CommandResult<Principal> r = control.loginAsync(name, password.toCharArray(), source).join();
        long us = (System.nanoTime() - t) / 1_000;
        if (r.ok()) {
            throw new IllegalStateException("a wrong password was let in");
        }
        return us;
    }

    private static String spread(List<Long> us) {
        List<Long> s = new ArrayList<>(us);
        Collections.sort(s);
        return String.format("median %.1f ms (p10 %.1f, p90 %.1f)", s.get(s.size() / 2) / 1e3,
                s.get(s.size() / 10) / 1e3, s.get(s.size() * 9 / 10) / 1e3);
    }
}
