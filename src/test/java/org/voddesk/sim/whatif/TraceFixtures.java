package org.voddesk.sim.whatif;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.voddesk.core.NodeSpec;
import org.voddesk.core.PlaybackRequest;
import org.voddesk.core.Quality;
import org.voddesk.core.whatif.ApprovalHabit;
import org.voddesk.core.whatif.DayTrace;
import org.voddesk.core.whatif.DayWindow;
import org.voddesk.core.whatif.LoadProfile;
import org.voddesk.core.whatif.NodeHourLoad;
import org.voddesk.core.whatif.NodeOutage;
import org.voddesk.core.whatif.RecordedActions;
import org.voddesk.core.whatif.RecordedDay;
import org.voddesk.core.whatif.StandingSession;
import org.voddesk.core.whatif.TraceRequest;

/** Small recorded days for replay tests: 2025-12-01 in UTC, nodes of 600 Mb/s, polls every 10 s. */
final class TraceFixtures {
    static final DayWindow DAY = DayWindow.of(LocalDate.of(2025, 12, 1), ZoneOffset.UTC);
    static final long MIN = 60_000L;
    static final long HOUR = 3_600_000L;

    private TraceFixtures() {
    }

    static List<NodeSpec> nodes(int n) {
        List<NodeSpec> nodes = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            nodes.add(new NodeSpec("vod-" + i, 600e6, null));
        }
        return nodes;
    }

    /** A request at {@code atMs} for camera {@code camera}, 2 h back, main stream at 1x, watched {@code watchMs}. */
    static TraceRequest request(long atMs, int camera, long watchMs) {
        long segment = (atMs - 2 * HOUR) / HOUR * HOUR;
        return new TraceRequest(atMs, new PlaybackRequest(String.format("cam-%03d", camera), segment,
                segment + 60_000, 1.0, Quality.MAIN, 2_000_000, null), watchMs, "anna", null, null);
    }

    /** {@code count} seeded requests spread over the day's working hours, 20 cameras, 5 to 30 min each. */
    static List<TraceRequest> busyDay(int count, long seed) {
        return busyDay(count, seed, 5 * MIN, 30 * MIN);
    }

    /** {@code count} seeded requests over the working hours, 20 cameras, watched {@code [minWatch, maxWatch)}. */
    static List<TraceRequest> busyDay(int count, long seed, long minWatchMs, long maxWatchMs) {
        SplittableRandom random = new SplittableRandom(seed);
        List<TraceRequest> requests = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long at = DAY.fromMs() + 8 * HOUR + random.nextLong(10 * HOUR);
            requests.add(request(at, 1 + random.nextInt(20), minWatchMs + random.nextLong(maxWatchMs - minWatchMs)));
        }
        requests.sort((a, b) -> Long.compare(a.atMs(), b.atMs()));
        return requests;
    }

    /** A day of these requests, standing sessions and outages, recorded with flat 20 % loads and no plans. */
    static DayTrace trace(List<NodeSpec> nodes, List<TraceRequest> requests, List<StandingSession> standing,
                          List<NodeOutage> outages, ApprovalHabit habit) {
        List<NodeHourLoad> hours = new ArrayList<>();
        List<Double> lambda = new ArrayList<>();
        for (NodeSpec n : nodes) {
            for (int h = 0; h < DAY.hours(); h++) {
                hours.add(new NodeHourLoad(n.name(), h, 20, 20));
            }
        }
        for (int h = 0; h < DAY.hours(); h++) {
            lambda.add(0.0);
        }
        RecordedDay recorded = new RecordedDay(new LoadProfile(hours, lambda), List.of(),
                new RecordedActions(requests.size(), 0, 0, 0, 0, 0), habit, 10_000, "least-load");
        return new DayTrace(DAY, nodes, requests, standing, outages, recorded);
    }
}
