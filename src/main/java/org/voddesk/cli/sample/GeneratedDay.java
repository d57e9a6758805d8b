package org.voddesk.cli.sample;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.SplittableRandom;
import org.voddesk.core.NodeConfig;
import org.voddesk.core.Playhead;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.SegmentKey;
import org.voddesk.core.Session;
import org.voddesk.core.SessionEndReason;
import org.voddesk.core.StreamProfile;
import org.voddesk.core.StreamSource;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.store.DecisionEntry;
import org.voddesk.store.Store;

/**
 * Writes a large generated day for the what-if benchmark: {@code NODES} nodes of 600 Mb/s and exactly
 * {@code SESSIONS} users' requests over one local day, with the sample day's rhythm ({@link Operators#perMinute},
 * quiet at night, a morning review, a busy afternoon), 16 cameras per node chosen by a Zipf law (s = 0.9), begins 2
 * to 20 hours back, 60% 1x / 20% 2x / 10% 4x / 10% 0.5x, 80% main stream, watch times exponential with a mean of
 * 30 min. Each request is recorded as placed, round-robin, by a decision naming {@code least-load}, with its session
 * started and stopped: a trace to replay, not a recording of a real loop (it has no load samples, so its calibration
 * has nothing to compare). Seeded: the same arguments write the same rows.
 *
 * <p>Run: {@code mvn -q compile exec:java -Dexec.mainClass=org.voddesk.cli.sample.GeneratedDay
 * -Dexec.args="/tmp/big.db 2026-11-28 UTC 100 100000"} (the file must not exist yet).
 */
public final class GeneratedDay {
    static final long SEED = 20261203L;
    static final int CAMERAS_PER_NODE = 16;
    static final double MEAN_WATCH_MIN = 30;

    private GeneratedDay() {
    }

    public static void main(String[] args) {
        if (args.length != 5) {
            System.err.println("usage: GeneratedDay FILE YYYY-MM-DD ZONE NODES SESSIONS");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        if (Files.exists(file)) {
            System.err.println(file + " exists; give a new file");
            System.exit(1);
        }
        DayWindow day = DayWindow.of(LocalDate.parse(args[1]), ZoneId.of(args[2]));
        int nodes = Integer.parseInt(args[3]);
        int sessions = Integer.parseInt(args[4]);
        long started = System.nanoTime();
        try (Store store = Store.open(file)) {
            write(store, day, nodes, sessions);
        }
        System.out.printf("wrote %s: %d nodes, %d sessions on %s (%s) in %.1f s%n", file, nodes, sessions, day.date(),
                day.zone().getId(), (System.nanoTime() - started) / 1e9);
    }

    static void write(Store store, DayWindow day, int nodes, int sessions) {
        for (int i = 1; i <= nodes; i++) {
            store.nodes().save(new NodeConfig("vod-" + i, "10.0." + (i / 250) + "." + (i % 250 + 1), 22, "vodview",
                    "~/.ssh/id_ed25519", 600e6, null, null));
        }
        SplittableRandom random = new SplittableRandom(SEED);
        double[] cumulative = rhythm(day);
        double[] popularity = Operators.zipf(nodes * CAMERAS_PER_NODE, 0.9);
        long[] times = new long[sessions];
        for (int i = 0; i < sessions; i++) {
            times[i] = day.fromMs() + 1000L * search(cumulative, random.nextDouble() * cumulative[cumulative.length - 1]);
        }
        java.util.Arrays.sort(times);
        store.atomically("write a generated day", () -> {
            for (int i = 0; i < sessions; i++) {
                request(store, i, times[i], nodes, popularity, random, day);
            }
        });
    }

    private static void request(Store store, int i, long at, int nodes, double[] popularity, SplittableRandom random,
                                DayWindow day) {
        String camera = String.format("cam-%05d", 1 + draw(popularity, random.nextDouble()));
        long begin = at - 2 * 3_600_000L - (long) (random.nextDouble() * 18 * 3_600_000L);
        begin -= Math.floorMod(begin, 1_000L);
        long segment = Math.floorDiv(begin, 3_600_000L) * 3_600_000L;
        double u = random.nextDouble();
        double rate = u < 0.6 ? 1 : u < 0.8 ? 2 : u < 0.9 ? 4 : 0.5;
        Quality quality = random.nextDouble() < 0.8 ? Quality.MAIN : Quality.SUB;
        long watch = Math.max(1_000, (long) (-Math.log(1 - random.nextDouble()) * MEAN_WATCH_MIN * 60_000));
        String node = "vod-" + (1 + i % nodes);
        String id = String.format("g-%07d", i + 1);
        String user = "op-" + (1 + random.nextInt(20));
        store.decisions().record(new DecisionEntry(at, user, new PlaybackRequest(camera, segment, begin, rate, quality,
                2_000_000, null), node, id, "least-load", "generated", "generated day: placed round-robin"));
        store.sessions().started(new Session(id, node, new SegmentKey(camera, segment), Playhead.atBegin(begin, rate),
                new StreamProfile(2_000_000, quality, StreamSource.IPSAN), at), user, null);
        store.sessions().ended(id, Math.min(at + watch, day.toMs() + 3_600_000L), SessionEndReason.STOPPED);
    }

    /** Cumulative request weight of each second of the day, by the sample day's requests per minute. */
    static double[] rhythm(DayWindow day) {
        int seconds = (int) (day.lengthMs() / 1000);
        double[] cumulative = new double[seconds];
        double sum = 0;
        for (int s = 0; s < seconds; s++) {
            sum += Operators.perMinute(s / 3600.0);
            cumulative[s] = sum;
        }
        return cumulative;
    }

    private static int search(double[] cumulative, double target) {
        int i = java.util.Arrays.binarySearch(cumulative, target);
        return i >= 0 ? i : Math.min(cumulative.length - 1, -i - 1);
    }


    private static int draw(double[] popularity, double u) {
        for (int i = 0; i < popularity.length; i++) {
            u -= popularity[i];
            if (u <= 0) {
                return i;
            }
        }
        return popularity.length - 1;
    }
}
