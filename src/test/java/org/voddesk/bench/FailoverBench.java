package org.voddesk.bench;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.voddesk.control.local.FailoverRig;
import org.voddesk.demo.DemoCluster;
import org.voddesk.demo.DemoClusterConfig;

/**
 * Fault-to-playing-again times: a console's real loop (default settings: 5 s polls, 2 s poll timeout,
 * failed after 2 missed polls) over 3 demo nodes with 3 sessions each; one node crashes (its port and connections
 * close: {@code DemoCluster.kill}) or hangs (every command to it stops answering, SSH stays up), at a random moment
 * of the poll cycle (seeded). Measured: from the fault to the {@code SessionReHomed} event of the node's last
 * session (started on another node, recorded). Arguments: runs per fault (default 5), seed (default 12).
 *
 * <pre>
 * nice -n 10 mvn -q -B -o test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.FailoverBench -Djmh.args="5 12"
 * </pre>
 */
public final class FailoverBench {
    private static final int NODES = 3;
    private static final int SESSIONS = 3;
    private static final String VICTIM = DemoClusterConfig.nodeName(0);

    private FailoverBench() {
    }

    public static void main(String[] args) throws Exception {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Random phase = new Random(args.length > 1 ? Long.parseLong(args[1]) : 12);
        for (String fault : List.of("crash", "hang")) {
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
        Path dir = Files.createTempDirectory("failover-bench");
        try (FailoverRig<DemoCluster> rig = FailoverRig.demo(dir, NODES, SESSIONS, Duration.ofSeconds(5))) {
            rig.start();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!rig.settled(NODES * SESSIONS)) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the cluster did not settle");
                }
                Thread.sleep(50);
            }
            Thread.sleep(offsetMs); // somewhere in the poll cycle
            long at = System.nanoTime();
            if (fault.equals("crash")) {
                rig.cluster.kill(VICTIM);
            } else {
                for (int i = 0; i < 10_000; i++) {
                    rig.cluster.hangNextCommand(VICTIM);
                }
            }
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            long done;
            while ((done = rig.reHomedAt(VICTIM, at, SESSIONS)) < 0) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(fault + ": sessions not re-homed within 120 s");
                }
                Thread.sleep(10);
            }
            System.out.println("  " + VICTIM + ": " + rig.healthTimeline(VICTIM, at));
            return TimeUnit.NANOSECONDS.toMillis(done - at);
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(Collections.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
