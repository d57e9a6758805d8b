package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.voddesk.control.local.FailoverRig;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Quality;
import org.voddesk.core.SiteHops;
import org.voddesk.node.CommandExecutor;
import org.voddesk.node.CommandOutcome;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.protocol.PlayArgs;
import org.voddesk.node.ssh.PassphraseProvider;
import org.voddesk.node.ssh.SshClients;
import org.voddesk.node.ssh.SshSettings;
import org.voddesk.node.sshd.OpenSshNodes;
import org.voddesk.node.sshd.OpenSshd;

/**
 * Fault-to-playing-again against real OpenSSH servers: a console's real loop ({@link FailoverRig}: system
 * clock, default settings) over 3 nodes running the real shell agent (streamer none); {@code vod-1} on its own
 * private sshd with 3 sessions, {@code vod-2} and {@code vod-3} on a second one. At a seeded random moment of the
 * 5 s poll cycle the first sshd and every process under it is stopped (SIGSTOP: a frozen host, TCP up, nothing
 * answers) or killed (SIGKILL: a crashed host, connections reset). Measured: from the signal to the
 * {@code SessionReHomed} event of vod-1's last session (started on another node and recorded). Needs root and
 * openssh-server, like the OpenSSH tests. Arguments: runs per fault (default 5), seed (default 12).
 *
 * <pre>
 * nice -n 10 mvn -q -B -o test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.OpenSshFailoverBench -Djmh.args="5 12"
 * </pre>
 */
public final class OpenSshFailoverBench {
    private static final int SESSIONS = 3;
    private static final String VICTIM = "vod-1";

    private OpenSshFailoverBench() {
    }

    /** The victim's sshd and the other nodes' sshd. */
    record Servers(OpenSshNodes victim, OpenSshNodes others) implements AutoCloseable {
        @Override
        public void close() throws InterruptedException {
            try {
                victim.close();
            } finally {
                others.close();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        OpenSshd.assumeAvailable();
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Random phase = new Random(args.length > 1 ? Long.parseLong(args[1]) : 12);
        for (String fault : List.of("sigstop", "sigkill")) {
            List<Long> times = new ArrayList<>();
            for (int run = 1; run <= runs; run++) {
                long ms = once(fault, phase.nextInt(5_000));
                times.add(ms);
                System.out.printf(Locale.ROOT, "%s run %d: %d ms%n", fault, run, ms);
            }
            Collections.sort(times);
            System.out.printf(Locale.ROOT, "%s: min %d ms, median %d ms, max %d ms over %d runs%n", fault,
                    times.get(0), times.get(times.size() / 2), times.get(times.size() - 1), times.size());
        }
        System.exit(0);
    }

    private static long once(String fault, int offsetMs) throws Exception {
        Path dir = Files.createTempDirectory("openssh-failover-bench");
        try (FailoverRig<Servers> rig = rig(dir)) {
            rig.start();
            await("the cluster settles", 60, () -> rig.settled(SESSIONS));
            Thread.sleep(offsetMs); // somewhere in the poll cycle
            long at = System.nanoTime();
            if (fault.equals("sigstop")) {
                rig.cluster.victim().sshd().freeze();
            } else {
                rig.cluster.victim().sshd().kill();
            }
            long[] done = {-1};
            await(fault + ": sessions re-homed", 120, () -> (done[0] = rig.reHomedAt(VICTIM, at, SESSIONS)) >= 0);
            System.out.println("  " + VICTIM + ": " + rig.healthTimeline(VICTIM, at));
            return TimeUnit.NANOSECONDS.toMillis(done[0] - at);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /** Both servers, the victim's sessions started on it, and the loop over all three nodes (not yet started). */
    private static FailoverRig<Servers> rig(Path dir) throws Exception {
        Servers servers = new Servers(OpenSshNodes.start(Files.createDirectories(dir.resolve("victim")), 1, 1, "none",
                null, 3_600_000), OpenSshNodes.start(Files.createDirectories(dir.resolve("others")), 2, 2, "none",
                null, 3_600_000));
        try {
            Path knownHosts = dir.resolve("known_hosts");
            Files.writeString(knownHosts, servers.victim().sshd().knownHostsLine() + "\n"
                    + servers.others().sshd().knownHostsLine() + "\n");
            List<NodeConfig> nodes = new ArrayList<>(servers.victim().cluster().nodes());
            nodes.addAll(servers.others().cluster().nodes());
            playOnVictim(servers.victim().cluster());
            return new FailoverRig<>(dir.resolve("console"), servers, new ClusterFile(knownHosts, nodes,
                    SiteHops.FLAT), Duration.ofSeconds(5));
        } catch (Exception e) {
            servers.close();
            throw e;
        }
    }

    private static void playOnVictim(ClusterFile victim) throws Exception {
        try (SshClients ssh = SshClients.open(victim, SshSettings.DEFAULT, PassphraseProvider.NONE)) {
            CommandExecutor executor = new CommandExecutor(List.copyOf(ssh.all()), Duration.ofSeconds(30),
                    Clock.systemUTC());
            for (int i = 0; i < SESSIONS; i++) {
                CommandOutcome played = executor.play(VICTIM, PlayArgs.fresh("s" + i, OpenSshNodes.CAMERA,
                        OpenSshNodes.RECORDING_START + i * 60_000L, 1.0, Quality.MAIN));
                if (!(played instanceof CommandOutcome.Done)) {
                    throw new IllegalStateException("cannot start a session on " + VICTIM + ": " + played.describe());
                }
            }
        }
    }

    private interface Check {
        boolean met() throws Exception;
    }

    private static void await(String what, int seconds, Check check) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!check.met()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException(what + ": not within " + seconds + " s");
            }
            Thread.sleep(10);
        }
    }
}
