package org.voddesk.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.voddesk.control.cluster.ClusterViews;
import org.voddesk.core.LoadModel;
import org.voddesk.core.LoadSample;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.NodeHealth;
import org.voddesk.core.Quality;
import org.voddesk.core.RecordingSegment;
import org.voddesk.core.SiteHops;
import org.voddesk.node.NodePoll;
import org.voddesk.node.PollRound;
import org.voddesk.node.cluster.ClusterFile;
import org.voddesk.node.protocol.ReportedSession;

/**
 * CPU time of one {@link ClusterViews#view} (the control loop turns every poll round into the view the policies
 * read) by the thread's CPU clock, on a round shaped like the demo cluster's: {@code nodes} nodes, each listing
 * {@code cameras} cameras' recordings of a day in hourly segments and playing {@code sessions} sessions. A warm-up,
 * then {@code rounds} timed rounds of {@code seconds}; prints the median and the smallest.
 *
 * <p>Run: {@code mvn -q -B test-compile exec:exec@jmh -Dbench.main=org.voddesk.bench.ClusterViewCpuTime
 * -Djmh.args="200 80 25 1 7"} (nodes, cameras, sessions per node, seconds per round, rounds).
 */
public final class ClusterViewCpuTime {
    private static final long HOUR = 3_600_000L;
    private static final long DAY_START = 1_780_000_000_000L / HOUR * HOUR;

    private ClusterViewCpuTime() {
    }

    public static void main(String[] args) {
        int nodes = Integer.parseInt(args[0]);
        int cameras = Integer.parseInt(args[1]);
        int sessions = Integer.parseInt(args[2]);
        double seconds = Double.parseDouble(args[3]);
        int rounds = Integer.parseInt(args[4]);
        List<NodeConfig> configs = new ArrayList<>();
        List<NodePoll> polls = new ArrayList<>();
        SplittableRandom random = new SplittableRandom(7);
        for (int n = 0; n < nodes; n++) {
            String name = "vod-" + n;
            configs.add(new NodeConfig(name, "127.0.0.1", 22, "u", "/k", 1e9, null, null));
            polls.add(poll(name, cameras, sessions, random));
        }
        ClusterViews views = new ClusterViews(new ClusterFile(Path.of("/kh"), configs, SiteHops.FLAT),
                LoadModel.DEFAULT);
        PollRound round = new PollRound(DAY_START, DAY_START + 24 * HOUR, polls);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        time(views, round, (long) (seconds * 2e9), threads); // warm-up
        double[] ms = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            ms[r] = time(views, round, (long) (seconds * 1e9), threads);
        }
        Arrays.sort(ms);
        System.out.printf(Locale.ROOT, "view of %d nodes x %d segments x %d sessions: cpu_ms_median %.2f, cpu_ms_min"
                + " %.2f%n", nodes, cameras * 24, sessions, ms[rounds / 2], ms[0]);
    }

    private static NodePoll poll(String name, int cameras, int sessions, SplittableRandom random) {
        List<RecordingSegment> recordings = new ArrayList<>();
        for (int c = 1; c <= cameras; c++) {
            for (int h = 0; h < 24; h++) {
                recordings.add(new RecordingSegment(camera(c), DAY_START + h * HOUR, DAY_START + (h + 1) * HOUR,
                        2_000_000));
            }
        }
        List<ReportedSession> playing = new ArrayList<>();
        for (int s = 0; s < sessions; s++) {
            long begin = DAY_START + random.nextLong(22 * HOUR);
            playing.add(new ReportedSession(name + "-s" + s, camera(1 + random.nextInt(cameras)), begin,
                    begin + HOUR / 2, 1, 2_000_000, Quality.MAIN));
        }
        return new NodePoll(name, NodeHealth.OK, null, null, null, new LoadSample(0, 10, 20, 30), playing,
                recordings, false, DAY_START + 24 * HOUR, 0);
    }

    private static String camera(int c) {
        return String.format("cam-%03d", c);
    }

    /** Milliseconds of thread CPU per view over about {@code nanos} of wall time. */
    private static double time(ClusterViews views, PollRound round, long nanos, ThreadMXBean threads) {
        long cpu0 = threads.getCurrentThreadCpuTime();
        long end = System.nanoTime() + nanos;
        long ops = 0;
        int sink = 0;
        do {
            sink ^= views.view(round).nodes().size();
            ops++;
        } while (System.nanoTime() < end);
        if (sink == 42) {
            System.out.print("");
        }
        return (threads.getCurrentThreadCpuTime() - cpu0) / 1e6 / ops;
    }
}
